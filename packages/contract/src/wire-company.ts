import { z } from 'zod';
import { accountTypes, googleOptions, sessionOverflowModes } from './enums';

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
  view_settings: z.record(z.string(), z.unknown()),
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
  /** Payment settings are not managed yet. */
  payment_setting: z.null(),
});

export const companyDeletedSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  /** False when the database rows are gone but some stored files could not be removed. */
  files_removed: z.boolean(),
});
