/**
 * The system administrator's company calls (api-catalogue.md §7 Company), all on the admin host,
 * as TanStack Query hooks. Wire shapes (answers and bodies) come from the contract; answers arrive
 * camelCased by the api client, bodies leave snake_cased.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCompanySchema,
  type companyAddBodySchema,
  companyDeletedSchema,
  companyDetailSchema,
  type companySettingsInputSchema,
  companySummarySchema,
  limits,
  pagedSchemaOf,
  type paymentSettingCheckBodySchema,
  paymentSettingCheckSchema,
  paymentSettingSchema,
  type paymentSettingUpdateBodySchema,
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
export type PaymentSetting = CamelCasedDeep<z.output<typeof paymentSettingSchema>>;
export type PaymentSettingBody = CamelCasedDeep<z.input<typeof paymentSettingUpdateBodySchema>>;
export type PaymentCheckBody = CamelCasedDeep<z.input<typeof paymentSettingCheckBodySchema>>;

/** The settings body of add and update, camelCase (the client sends it snake_case). */
export type CompanySettingsBody = CamelCasedDeep<z.input<typeof companySettingsInputSchema>>;

/** `POST company/add`: the settings plus the first administrator (password as SHA-256 hex). */
export type CompanyAddBody = CamelCasedDeep<z.input<typeof companyAddBodySchema>>;

export interface CompanyPageQuery {
  page: number;
  size: number;
  searchKey?: string;
}

function fetchCompanyPage(query: CompanyPageQuery, signal?: AbortSignal) {
  return apiClient.get('/company/page', {
    query: { page: query.page, size: query.size, searchKey: query.searchKey || undefined },
    schema: companyPageSchema,
    signal,
  });
}

function fetchCompanyDetail(id: number, signal?: AbortSignal) {
  return apiClient.get(`/company/detail/${id}`, { schema: companyDetailSchema, signal });
}

function addCompany(body: CompanyAddBody) {
  return apiClient.post('/company/add', { body, schema: companyDetailSchema });
}

function updateCompany(id: number, body: CompanySettingsBody) {
  return apiClient.put(`/company/update/${id}`, { body, schema: adminCompanySchema });
}

function deleteCompany(id: number) {
  return apiClient.delete(`/company/delete/${id}`, { schema: companyDeletedSchema });
}

function updatePayment(body: PaymentSettingBody) {
  return apiClient.put('/company/update-payment', { body, schema: paymentSettingSchema });
}

/** A JSON body, not a query: the secret key must not travel in a URL. */
function checkPayment(body: PaymentCheckBody) {
  return apiClient.post('/company/check-api-setting-veritrans', {
    body,
    schema: paymentSettingCheckSchema,
  });
}

export type CompanyImageKind = 'logo' | 'favicon';

/** Replaces the logo or favicon: multipart with one `file` part (checked by checkImageFile first). */
function uploadCompanyImage(id: number, kind: CompanyImageKind, file: File) {
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

export const companyQueryKeys = {
  all: ['admin', 'companies'] as const,
  page: (query: CompanyPageQuery) => [...companyQueryKeys.all, 'page', query] as const,
  detail: (id: number) => [...companyQueryKeys.all, 'detail', id] as const,
};

/** One page of the company list; the previous page stays on screen while the next loads. */
export function useCompanyPage(query: CompanyPageQuery) {
  return useQuery({
    queryKey: companyQueryKeys.page(query),
    queryFn: ({ signal }) => fetchCompanyPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One company with its first administrator; `null` (a malformed id in the URL) loads nothing. */
export function useCompanyDetail(id: number | null) {
  return useQuery({
    queryKey: companyQueryKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchCompanyDetail(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Puts a changed company into the cached detail and marks the lists stale. */
function storeCompany(queryClient: QueryClient, company: AdminCompany): void {
  queryClient.setQueryData<CompanyDetail>(companyQueryKeys.detail(company.id), (detail) =>
    detail ? { ...detail, company } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: [...companyQueryKeys.all, 'page'] });
}

export function useAddCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyAddBody) => addCompany(body),
    // The form puts domain and e-mail conflicts on their fields and toasts the rest itself.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyQueryKeys.all }),
  });
}

export function useUpdateCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsBody) => updateCompany(id, body),
    meta: { errorToast: false },
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}

export function useDeleteCompany(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCompany(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: companyQueryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: [...companyQueryKeys.all, 'page'] });
    },
  });
}

export function useUploadCompanyImage(id: number, kind: CompanyImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCompanyImage(id, kind, file),
    // The failure is shown beside the image it concerns.
    meta: { errorToast: false },
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}

/** Saves the VeriTrans4G settings into the cached detail (the answer says only has_secret_key). */
export function useUpdatePayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PaymentSettingBody, 'companyId'>) =>
      updatePayment({ ...body, companyId: id }),
    meta: { errorToast: false },
    onSuccess: (paymentSetting) =>
      queryClient.setQueryData<CompanyDetail>(companyQueryKeys.detail(id), (detail) =>
        detail ? { ...detail, paymentSetting } : detail,
      ),
  });
}

/** Tries settings with the gateway; the outcome is toasted by the section (paymentCheckNotice). */
export function useCheckPayment(id: number) {
  return useMutation({
    mutationFn: (body: Omit<PaymentCheckBody, 'companyId'>) =>
      checkPayment({ ...body, companyId: id }),
    meta: { errorToast: false },
  });
}
