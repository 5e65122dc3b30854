/**
 * The system administrator's company calls (api-catalogue.md §7 Company), all on the admin host.
 * The schemas mirror apps/server/src/modules/company/company-admin.schemas.ts (snake_case wire);
 * answers arrive camelCased by the api client.
 */
import { z } from 'zod';
import { accountTypes, googleOptions, limits } from '@hondana/contract';
import { apiClient, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const sessionOverflowModes = ['END_OLDEST', 'REFUSE'] as const;
export type SessionOverflowMode = (typeof sessionOverflowModes)[number];
export { sessionOverflowModes };

const companySummarySchema = z.object({
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

const adminCompanySchema = companySummarySchema.extend({
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
  title_page: z.string().nullable(),
  view_page: z.number().int(),
  setting_login: z.number().int(),
  session_minutes: z.number().int().nullable(),
  session_overflow: z.enum(sessionOverflowModes),
  ip_addresses: z.array(z.string()),
  favicon: z.string().nullable(),
  email_sender: z.string().nullable(),
});

const companyOwnerSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  full_name: z.string(),
  role_level: z.number().int(),
});

const companyDetailSchema = z.object({
  company: adminCompanySchema,
  user: companyOwnerSchema.nullable(),
});

const companyPageSchema = z.object({
  content: z.array(companySummarySchema),
  total_elements: z.number().int(),
  total_pages: z.number().int(),
  size: z.number().int(),
  number: z.number().int(),
});

const companyDeletedSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  files_removed: z.boolean(),
});

export type CompanySummary = CamelCasedDeep<z.output<typeof companySummarySchema>>;
export type AdminCompany = CamelCasedDeep<z.output<typeof adminCompanySchema>>;
export type CompanyDetail = CamelCasedDeep<z.output<typeof companyDetailSchema>>;
export type CompanyPage = CamelCasedDeep<z.output<typeof companyPageSchema>>;
export type CompanyDeleted = CamelCasedDeep<z.output<typeof companyDeletedSchema>>;

/** The settings body of add and update, camelCase (the client sends it snake_case). */
export interface CompanySettingsBody {
  name?: string;
  email?: string;
  domain?: string;
  accountType?: AdminCompany['accountType'];
  strictPassword?: boolean;
  allowForgotPassword?: boolean;
  allowLoginByIpAddress?: boolean;
  allowChangePassword?: boolean;
  allowCancelAccount?: boolean;
  googleOption?: AdminCompany['googleOption'];
  googleClientId?: string | null;
  /** Write-only: omitted keeps the stored secret, null removes it. */
  googleClientSecret?: string | null;
  googleAutoLoad?: boolean;
  titleOfEmailField?: string | null;
  titleOfPasswordField?: string | null;
  showSubscriptionStatus?: boolean;
  showLinkRegisterUser?: boolean;
  sessionMinutes?: number | null;
  sessionOverflow?: SessionOverflowMode;
  ipAddresses?: string[];
  maxContent?: number;
  maxUser?: number;
  viewPage?: number;
  settingLogin?: 0 | 1;
  titlePage?: string | null;
  emailSender?: string | null;
}

export interface CompanyAddBody extends CompanySettingsBody {
  name: string;
  email: string;
  domain: string;
  /** SHA-256 hex of the first administrator's password. */
  passwordHash: string;
  fullName?: string;
}

export interface CompanyPageQuery {
  page: number;
  size: number;
  searchKey?: string;
}

export function fetchCompanyPage(query: CompanyPageQuery, signal?: AbortSignal) {
  return apiClient.get('/company/page', {
    query: { page: query.page, size: query.size, searchKey: query.searchKey || undefined },
    schema: companyPageSchema,
    signal,
  });
}

export function fetchCompanyDetail(id: number, signal?: AbortSignal) {
  return apiClient.get(`/company/detail/${id}`, { schema: companyDetailSchema, signal });
}

export function addCompany(body: CompanyAddBody) {
  return apiClient.post('/company/add', { body, schema: companyDetailSchema });
}

export function updateCompany(id: number, body: CompanySettingsBody) {
  return apiClient.put(`/company/update/${id}`, { body, schema: adminCompanySchema });
}

export function deleteCompany(id: number) {
  return apiClient.delete(`/company/delete/${id}`, { schema: companyDeletedSchema });
}

export type CompanyImageKind = 'logo' | 'favicon';

/** Replaces the logo or favicon: multipart with one `file` part (checked by checkImageFile first). */
export function uploadCompanyImage(id: number, kind: CompanyImageKind, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post(`/company/upload-${kind}`, {
    query: { id },
    body: form,
    schema: adminCompanySchema,
    timeoutMs: uploadTimeoutMs,
  });
}

/** The largest logo or favicon the server accepts (product.md §9). */
export const companyImageMaxBytes = limits.logoMaxBytes;
