/**
 * The system administrator's company calls (api-catalogue.md §7 Company), all on the admin host.
 * The wire schemas come from the contract; answers arrive camelCased by the api client.
 */
import type { z } from 'zod';
import {
  adminCompanySchema,
  companyDeletedSchema,
  companyDetailSchema,
  companySummarySchema,
  limits,
  pagedSchemaOf,
  sessionOverflowModes,
  type SessionOverflow,
} from '@hondana/contract';
import { apiClient, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type SessionOverflowMode = SessionOverflow;
export { sessionOverflowModes };

const companyPageSchema = pagedSchemaOf(companySummarySchema);

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
