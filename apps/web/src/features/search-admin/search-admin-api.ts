/**
 * The company administrator's search configuration calls (api-catalogue.md §7 "Layout and search
 * administration": page title, search box, tab, tab setting and its buttons, sort field) as
 * TanStack Query hooks. Every change refreshes the lists it touches and the public settings the
 * readers' search pages read.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ordinalsBodySchema,
  pageTitleSchema,
  type searchBoxBodySchema,
  searchBoxSchema,
  type searchButtonBodySchema,
  searchButtonSchema,
  type searchTabBodySchema,
  searchTabSchema,
  type sortFieldBodySchema,
  sortFieldSchema,
  tabSettingSchema,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const boxListSchema = z.array(searchBoxSchema);
const tabListSchema = z.array(searchTabSchema);
const sortFieldListSchema = z.array(sortFieldSchema);
const tabSettingDetailsSchema = tabSettingSchema.extend({ buttons: z.array(searchButtonSchema) });

export type SearchBox = CamelCasedDeep<z.output<typeof searchBoxSchema>>;
export type SearchBoxBody = CamelCasedDeep<z.input<typeof searchBoxBodySchema>>;
export type SearchTab = CamelCasedDeep<z.output<typeof searchTabSchema>>;
export type SearchTabBody = CamelCasedDeep<z.input<typeof searchTabBodySchema>>;
export type TabSettingDetails = CamelCasedDeep<z.output<typeof tabSettingDetailsSchema>>;
export type SearchButton = CamelCasedDeep<z.output<typeof searchButtonSchema>>;
export type SearchButtonBody = CamelCasedDeep<z.input<typeof searchButtonBodySchema>>;
export type SortField = CamelCasedDeep<z.output<typeof sortFieldSchema>>;
export type SortFieldBody = CamelCasedDeep<z.input<typeof sortFieldBodySchema>>;
export type Ordinals = z.input<typeof ordinalsBodySchema>;

export const searchAdminQueryKeys = {
  all: ['company', 'search-settings'] as const,
  pageTitle: () => [...searchAdminQueryKeys.all, 'page-title'] as const,
  boxes: () => [...searchAdminQueryKeys.all, 'boxes'] as const,
  tabs: () => [...searchAdminQueryKeys.all, 'tabs'] as const,
  tabSetting: () => [...searchAdminQueryKeys.all, 'tab-setting'] as const,
  sortFields: () => [...searchAdminQueryKeys.all, 'sort-fields'] as const,
};

/**
 * After a change: the admin list it touched and the public settings the search pages read
 * (features/search keys them `['search-settings', domain]`), so an open search page shows the
 * change on its next use.
 */
function refresh(queryClient: QueryClient, key: readonly unknown[]) {
  void queryClient.invalidateQueries({ queryKey: ['search-settings'] });
  return queryClient.invalidateQueries({ queryKey: key });
}

// ---- page title ----

export function usePageTitle() {
  return useQuery({
    queryKey: searchAdminQueryKeys.pageTitle(),
    queryFn: ({ signal }) =>
      apiClient.get('/page-title/detail', { schema: pageTitleSchema, signal }),
  });
}

export function useUpdatePageTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (titlePage: string | null) =>
      apiClient.put('/page-title/update', { body: { titlePage }, schema: pageTitleSchema }),
    // The form shows 744 under the field.
    meta: { errorToast: false },
    onSuccess: () => {
      // The site's settings (features/company) may carry the title too.
      void queryClient.invalidateQueries({ queryKey: ['site'] });
      return refresh(queryClient, searchAdminQueryKeys.pageTitle());
    },
  });
}

// ---- search boxes ----

export function useSearchBoxes() {
  return useQuery({
    queryKey: searchAdminQueryKeys.boxes(),
    queryFn: ({ signal }) => apiClient.get('/search-box/list', { schema: boxListSchema, signal }),
  });
}

export function useSaveSearchBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SearchBoxBody }) =>
      id === null
        ? apiClient.post('/search-box/add', { body, schema: searchBoxSchema })
        : apiClient.put(`/search-box/update/${id}`, { body, schema: searchBoxSchema }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.boxes()),
  });
}

/** The boxes have no ordering call: each moved box is updated with its new ordinal. */
export function useOrderSearchBoxes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (boxes: readonly { box: SearchBox; ordinal: number }[]) => {
      for (const { box, ordinal } of boxes) {
        await apiClient.put(`/search-box/update/${box.id}`, {
          body: { ...searchBoxToBody(box), ordinal },
          schema: searchBoxSchema,
        });
      }
    },
    onSettled: () => refresh(queryClient, searchAdminQueryKeys.boxes()),
  });
}

export function useDeleteSearchBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/search-box/delete/${id}`),
    // Tabs whose presets name the box change with it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: searchAdminQueryKeys.tabs() });
      return refresh(queryClient, searchAdminQueryKeys.boxes());
    },
  });
}

/** A box as the add/update body (what an ordinal change sends back unchanged). */
export function searchBoxToBody(box: SearchBox): SearchBoxBody {
  return {
    label: box.label,
    searchFields: [...box.searchFields],
    type: box.type,
    operation: box.operation,
    matchValues: [...box.matchValues],
    isFullText: box.isFullText,
    placeholder: box.placeholder,
    ordinal: box.ordinal,
  };
}

// ---- tabs, tab setting and its buttons ----

export function useSearchTabs() {
  return useQuery({
    queryKey: searchAdminQueryKeys.tabs(),
    queryFn: ({ signal }) => apiClient.get('/tab/list', { schema: tabListSchema, signal }),
  });
}

export function useSaveSearchTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SearchTabBody }) =>
      id === null
        ? apiClient.post('/tab/add', { body, schema: searchTabSchema })
        : apiClient.put(`/tab/update/${id}`, { body, schema: searchTabSchema }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.tabs()),
  });
}

export function useOrderSearchTabs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordinals: Ordinals) =>
      apiClient.put('/tab/update', { body: ordinals, schema: tabListSchema }),
    onSettled: () => refresh(queryClient, searchAdminQueryKeys.tabs()),
  });
}

export function useDeleteSearchTab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/tab/delete/${id}`),
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.tabs()),
  });
}

export function useTabSetting() {
  return useQuery({
    queryKey: searchAdminQueryKeys.tabSetting(),
    queryFn: ({ signal }) =>
      apiClient.get('/tab-setting/detail', { schema: tabSettingDetailsSchema, signal }),
  });
}

export function useUpdateTabSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { showTabs: boolean; allTabLabel: string | null }) =>
      apiClient.put('/tab-setting/update', { body, schema: tabSettingDetailsSchema }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.tabSetting()),
  });
}

// ---- sort fields ----

/** The company's sort fields; the defaults (id 0) until it stores its own. */
export function useSortFields() {
  return useQuery({
    queryKey: searchAdminQueryKeys.sortFields(),
    queryFn: ({ signal }) =>
      apiClient.get('/sort-field/public', { schema: sortFieldListSchema, signal }),
  });
}

export function useSaveSortField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SortFieldBody }) =>
      id === null
        ? apiClient.post('/sort-field/add', { body, schema: sortFieldSchema })
        : apiClient.put(`/sort-field/update/${id}`, { body, schema: sortFieldSchema }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.sortFields()),
  });
}

export function useOrderSortFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordinals: Ordinals) =>
      apiClient.put('/sort-field/update', { body: ordinals, schema: sortFieldListSchema }),
    onSettled: () => refresh(queryClient, searchAdminQueryKeys.sortFields()),
  });
}

export function useDeleteSortField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/sort-field/delete/${id}`),
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.sortFields()),
  });
}

/** Replaces the sort fields by the defaults, stored so they can be edited. */
export function useResetSortFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put('/sort-field/reset-sort-field', { schema: sortFieldListSchema }),
    onSuccess: () => refresh(queryClient, searchAdminQueryKeys.sortFields()),
  });
}
