// zod/mini, as wire-branding.ts explains: every page loads the public settings first.
import * as z from 'zod/mini';
import { accountTypes, googleOptions } from './enums';
import { viewSettingsSchema } from './wire-branding';

export { accountTypes, googleOptions };

/** Every JSON answer of the API: `status` is 200 or a code of the error catalogue. */
export interface Envelope<T> {
  status: number;
  results: T;
  message: string;
}

/** Wire shape (snake_case) of a page of results. `number` is 1-based unless a call says otherwise. */
export interface Paged<T> {
  content: T[];
  total_elements: number;
  total_pages: number;
  size: number;
  number: number;
}

/** Public settings of a company, answered by `company/public/view-settings` (snake_case on the wire). */
export const publicCompanySettingsSchema = z.object({
  company_id: z.int(),
  company_name: z.string(),
  domain: z.string(),
  logo: z.nullable(z.string()),
  favicon: z.nullable(z.string()),
  account_type: z.enum(accountTypes),
  strict_password: z.boolean(),
  allow_forgot_password: z.boolean(),
  allow_login_by_ip_address: z.boolean(),
  google_option: z.enum(googleOptions),
  google_id: z.nullable(z.string()),
  google_auto_load: z.boolean(),
  title_of_email_field: z.nullable(z.string()),
  title_of_password_field: z.nullable(z.string()),
  show_subscription_status: z.boolean(),
  show_link_register_user: z.boolean(),
  allow_change_password: z.boolean(),
  allow_cancel_account: z.boolean(),
  option_import_user: z.int(),
  title_page: z.nullable(z.string()),
  /** English variant of the page title (`localized` picks one). */
  title_page_en: z.nullable(z.string()),
  /** Layout mode: 1 search, 2 home, 3 none. */
  view_page: z.int(),
  /** Login setting: 1 login required, 0 open browsing. */
  setting_login: z.int(),
  /** Branding the readers' pages are built from (wire-branding.ts). */
  view_settings: viewSettingsSchema,
});
export type PublicCompanySettings = z.infer<typeof publicCompanySettingsSchema>;
