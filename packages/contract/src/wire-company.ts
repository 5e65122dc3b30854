import { z } from 'zod';
import { limits } from './constants';
import { accountTypes, googleOptions, sessionOverflowModes } from './enums';
import { viewSettingsSchema } from './wire-branding';
import { paymentSettingSchema } from './wire-company-payment';
import { emailSchema, fullNameSchema, ipv4CidrListSchema, passwordHashSchema } from './validation';

// Wire shapes (snake_case) of the system administrator's company calls (api-catalogue.md §7
// Company): the server answers them, the web reads them.

/** A row of the company list. */
export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  domain: z.string(),
  max_content: z.number().int(),
  max_user: z.number().int(),
  account_type: z.enum(accountTypes),
  logo: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Every setting of a company as its system administrator sees it; secrets only as a flag. */
export const adminCompanySchema = companySummarySchema.extend({
  strict_password: z.boolean(),
  allow_forgot_password: z.boolean(),
  allow_login_by_ip_address: z.boolean(),
  allow_change_password: z.boolean(),
  allow_cancel_account: z.boolean(),
  google_option: z.enum(googleOptions),
  google_client_id: z.string().nullable(),
  has_google_client_secret: z.boolean(),
  google_auto_load: z.boolean(),
  title_of_email_field: z.string().nullable(),
  title_of_password_field: z.string().nullable(),
  show_subscription_status: z.boolean(),
  show_link_register_user: z.boolean(),
  option_import_user: z.number().int(),
  title_page: z.string().nullable(),
  view_page: z.number().int(),
  setting_login: z.number().int(),
  session_minutes: z.number().int().nullable(),
  session_overflow: z.enum(sessionOverflowModes),
  ip_addresses: z.array(z.string()),
  favicon: z.string().nullable(),
  email_sender: z.string().nullable(),
  view_settings: viewSettingsSchema,
});

/** The first company administrator, shown on the company detail screen. */
export const companyOwnerSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  full_name: z.string(),
  role_level: z.number().int(),
  account_status: z.number().int(),
  lang: z.string(),
});

export const companyDetailSchema = z.object({
  company: adminCompanySchema,
  user: companyOwnerSchema.nullable(),
  /** The VeriTrans4G merchant settings; null until a merchant CCID is saved. */
  payment_setting: paymentSettingSchema.nullable(),
});

export const companyDeletedSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** False when the database rows are gone but some stored files could not be removed. */
  files_removed: z.boolean(),
});

/** Optional text setting: null or '' clears it (the service stores '' as null). */
const optionalText = z.string().trim().max(limits.companyTextMaxLength).nullable().optional();

/**
 * The settings a system administrator may change (body of add and update); every field optional,
 * so an update is partial. The domain is checked by the service (415/414), not here, so a bad
 * one gets its catalogue code.
 */
export const companySettingsInputSchema = z.object({
  name: z.string().trim().min(1).max(limits.companyTextMaxLength).optional(),
  email: emailSchema.optional(),
  domain: z
    .string()
    .max(limits.companyTextMaxLength + 1)
    .optional(),
  account_type: z.enum(accountTypes).optional(),
  strict_password: z.boolean().optional(),
  allow_forgot_password: z.boolean().optional(),
  allow_login_by_ip_address: z.boolean().optional(),
  allow_change_password: z.boolean().optional(),
  allow_cancel_account: z.boolean().optional(),
  google_option: z.enum(googleOptions).optional(),
  google_client_id: optionalText,
  /** Stored encrypted and never answered; '' or null clears it, absent keeps it. */
  google_client_secret: z.string().max(limits.googleClientSecretMaxLength).nullable().optional(),
  google_auto_load: z.boolean().optional(),
  title_of_email_field: optionalText,
  title_of_password_field: optionalText,
  show_subscription_status: z.boolean().optional(),
  show_link_register_user: z.boolean().optional(),
  session_minutes: z.number().int().min(1).max(limits.sessionMinutesMax).nullable().optional(),
  /** Sign-in over a group's session limit: end the oldest session or refuse (750). */
  session_overflow: z.enum(sessionOverflowModes).optional(),
  ip_addresses: ipv4CidrListSchema.optional(),
  max_content: z.number().int().min(0).max(limits.int4Max).optional(),
  max_user: z.number().int().min(1).max(limits.int4Max).optional(),
  /** 1 search, 2 home, 3 no layout. */
  view_page: z.number().int().min(1).max(3).optional(),
  /** 0 open browsing, 1 login required. */
  setting_login: z.union([z.literal(0), z.literal(1)]).optional(),
  title_page: z.string().trim().max(limits.pageTitleMaxLength).nullable().optional(),
  email_sender: optionalText,
});
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

/** `POST company/add`: the settings plus the company's first administrator. */
export const companyAddBodySchema = companySettingsInputSchema.extend({
  name: z.string().trim().min(1).max(limits.companyTextMaxLength),
  email: emailSchema,
  domain: z.string().max(limits.companyTextMaxLength + 1),
  /** Password of the first company administrator, as SHA-256 hex (architecture.md §3). */
  password_hash: passwordHashSchema,
  /** Name of the first company administrator; the company name when absent. */
  full_name: fullNameSchema.optional(),
});
export type CompanyAddBody = z.infer<typeof companyAddBodySchema>;
