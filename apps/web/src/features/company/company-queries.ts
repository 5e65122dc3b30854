import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  addCompany,
  deleteCompany,
  fetchCompanyDetail,
  fetchCompanyPage,
  updateCompany,
  uploadCompanyImage,
} from './company-api';
import type {
  AdminCompany,
  CompanyAddBody,
  CompanyDetail,
  CompanyImageKind,
  CompanyPageQuery,
  CompanySettingsBody,
} from './company-api';

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
