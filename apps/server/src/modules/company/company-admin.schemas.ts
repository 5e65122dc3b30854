import {
  accountTypes,
  emailSchema,
  fullNameSchema,
  googleOptions,
  ipv4CidrListSchema,
  limits,
  sessionOverflowModes,
  passwordHashSchema,
} from '@hondana/contract';
import { z } from 'zod';
import { INT4_MAX, pageQueryOf, recordIdSchema } from '../../platform/http/envelope.js';

// Wire shapes (snake_case) of the system administrator's company calls (api-catalogue.md §7 Company).

const TEXT_MAX = 255;
/** One year: longer sessions are a mistake rather than a policy. */
const SESSION_MINUTES_MAX = 525_600;

/** Optional text setting: null or '' clears it (the service stores '' as null). */
const optionalText = z.string().trim().max(TEXT_MAX).nullable().optional();

/**
 * The settings a system administrator may change; every field optional, so an update is partial.
 * The domain is checked by the service (415/414), not here, so a bad one gets its catalogue code.
 */
export const companySettingsInputSchema = z.object({
  name: z.string().trim().min(1).max(TEXT_MAX).optional(),
  email: emailSchema.optional(),
  domain: z
    .string()
    .max(TEXT_MAX + 1)
    .optional(),
  account_type: z.enum(accountTypes).optional(),
  strict_password: z.boolean().optional(),
  allow_forgot_password: z.boolean().optional(),
  allow_login_by_ip_address: z.boolean().optional(),
  allow_change_password: z.boolean().optional(),
  allow_cancel_account: z.boolean().optional(),
  google_option: z.enum(googleOptions).optional(),
  google_client_id: optionalText,
  /** Stored encrypted and never answered; '' or null clears it. */
  google_client_secret: z.string().max(1024).nullable().optional(),
  google_auto_load: z.boolean().optional(),
  title_of_email_field: optionalText,
  title_of_password_field: optionalText,
  show_subscription_status: z.boolean().optional(),
  show_link_register_user: z.boolean().optional(),
  session_minutes: z.number().int().min(1).max(SESSION_MINUTES_MAX).nullable().optional(),
  /** Sign-in over a group's session limit: end the oldest session or refuse (750). */
  session_overflow: z.enum(sessionOverflowModes).optional(),
  ip_addresses: ipv4CidrListSchema.optional(),
  max_content: z.number().int().min(0).max(INT4_MAX).optional(),
  max_user: z.number().int().min(1).max(INT4_MAX).optional(),
  /** 1 search, 2 home, 3 no layout. */
  view_page: z.number().int().min(1).max(3).optional(),
  /** 0 open browsing, 1 login required. */
  setting_login: z.union([z.literal(0), z.literal(1)]).optional(),
  title_page: z.string().trim().max(limits.pageTitleMaxLength).nullable().optional(),
  email_sender: optionalText,
  view_settings: z.record(z.string(), z.unknown()).optional(),
});
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

export const companyAddBodySchema = companySettingsInputSchema.extend({
  name: z.string().trim().min(1).max(TEXT_MAX),
  email: emailSchema,
  domain: z.string().max(TEXT_MAX + 1),
  /** Password of the first company administrator, as SHA-256 hex (architecture.md §3). */
  password_hash: passwordHashSchema,
  /** Name of the first company administrator; the company name when absent. */
  full_name: fullNameSchema.optional(),
});
export type CompanyAddBody = z.infer<typeof companyAddBodySchema>;

export const companyUpdateBodySchema = companySettingsInputSchema;

export const companyIdParamsSchema = z.object({ id: recordIdSchema });
export const companyIdQuerySchema = companyIdParamsSchema;

export const companyPageQuerySchema = pageQueryOf({
  search_key: z.string().max(TEXT_MAX).optional(),
  sort_field: z.enum(['id', 'name']).default('id'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
