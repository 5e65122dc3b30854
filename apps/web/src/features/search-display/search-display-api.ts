/**
 * The company administrator's calls about how searches look (api-catalogue.md §7 "Layout and
 * search administration": search-result setting and its params, content-detail params, content
 * search-result setting; "Hashtags"; "Search": search terms) as TanStack Query hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contentFieldSettingSchema,
  contentSearchResultSettingDetailsSchema,
  hashtagSchema,
  hashtagSearchBoxSchema,
  hashtagSettingSchema,
  pagedSchemaOf,
  searchButtonSchema,
  searchResultSettingDetailsSchema,
  searchTermSchema,
  type ContentFieldName,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type FieldSettingKind = 'search_result' | 'detail';
export type FieldSetting = CamelCasedDeep<z.output<typeof contentFieldSettingSchema>>;
export type SearchResultSettingDetails = CamelCasedDeep<
  z.output<typeof searchResultSettingDetailsSchema>
>;
export type ContentSearchResultSettingDetails = CamelCasedDeep<
  z.output<typeof contentSearchResultSettingDetailsSchema>
>;
export type Hashtag = CamelCasedDeep<z.output<typeof hashtagSchema>>;
export type HashtagSetting = CamelCasedDeep<z.output<typeof hashtagSettingSchema>>;

const fieldSettingPageSchema = pagedSchemaOf(contentFieldSettingSchema);
const termPageSchema = pagedSchemaOf(searchTermSchema);
export type SearchTermPage = CamelCasedDeep<z.output<typeof termPageSchema>>;

export interface FieldSettingBody {
  field: ContentFieldName;
  title: string | null;
  size: number;
}

export const searchDisplayQueryKeys = {
  all: ['company', 'search-display'] as const,
  resultSetting: () => [...searchDisplayQueryKeys.all, 'result-setting'] as const,
  contentResultSetting: () => [...searchDisplayQueryKeys.all, 'content-result-setting'] as const,
  params: (kind: FieldSettingKind) => [...searchDisplayQueryKeys.all, 'params', kind] as const,
  hashtags: () => [...searchDisplayQueryKeys.all, 'hashtags'] as const,
  terms: (query: SearchTermQuery) => [...searchDisplayQueryKeys.all, 'terms', query] as const,
};

/** Where each kind of field setting lives in the catalogue. */
const fieldSettingPaths: Record<
  FieldSettingKind,
  { prefix: string; page: string; update: string }
> = {
  search_result: {
    prefix: '/search-result-setting',
    page: 'page-content-param',
    update: 'update-content-search-result',
  },
  detail: { prefix: '/content-detail-param', page: 'page-detail-param', update: 'update' },
};

/**
 * After a change: this screen's lists, the search settings screen's (the tab bar's buttons are
 * edited there with this feature's editor) and the public settings the search pages read.
 */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['search-settings'] });
  void queryClient.invalidateQueries({ queryKey: ['company', 'search-settings'] });
  return queryClient.invalidateQueries({ queryKey: searchDisplayQueryKeys.all });
}

// ---- search-result setting ----

export function useSearchResultSetting() {
  return useQuery({
    queryKey: searchDisplayQueryKeys.resultSetting(),
    queryFn: ({ signal }) =>
      apiClient.get('/search-result-setting/details', {
        schema: searchResultSettingDetailsSchema,
        signal,
      }),
  });
}

export function useUpdateSearchResultSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { layout: 'list' | 'grid'; showCover: boolean; pageSize: number }) =>
      apiClient.put('/search-result-setting/update-search-result', {
        body,
        schema: searchResultSettingDetailsSchema,
      }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient),
  });
}

export function useContentSearchResultSetting() {
  return useQuery({
    queryKey: searchDisplayQueryKeys.contentResultSetting(),
    queryFn: ({ signal }) =>
      apiClient.get('/content-search-result-setting/detail', {
        schema: contentSearchResultSettingDetailsSchema,
        signal,
      }),
  });
}

export function useUpdateContentSearchResultSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      showCover: boolean;
      viewButtonLabel: string | null;
      viewButtonPosition: 'left' | 'center' | 'right';
      viewButtonColor: string | null;
      viewButtonTextColor: string | null;
    }) =>
      apiClient.put('/content-search-result-setting/update', {
        body,
        schema: contentSearchResultSettingDetailsSchema,
      }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient),
  });
}

// ---- field settings (search-result params, content-detail params) ----

/** Every field setting of a kind in order (one page of the catalogue's largest size). */
export function useFieldSettings(kind: FieldSettingKind) {
  const paths = fieldSettingPaths[kind];
  return useQuery({
    queryKey: searchDisplayQueryKeys.params(kind),
    queryFn: ({ signal }) =>
      apiClient.get(`${paths.prefix}/${paths.page}`, {
        query: { page: 1, size: 100 },
        schema: fieldSettingPageSchema,
        signal,
      }),
  });
}

export function useSaveFieldSetting(kind: FieldSettingKind) {
  const queryClient = useQueryClient();
  const paths = fieldSettingPaths[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FieldSettingBody }) =>
      id === null
        ? apiClient.post(`${paths.prefix}/add`, { body, schema: contentFieldSettingSchema })
        : apiClient.put(`${paths.prefix}/${paths.update}/${id}`, {
            body,
            schema: contentFieldSettingSchema,
          }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient),
  });
}

export function useOrderFieldSettings(kind: FieldSettingKind) {
  const queryClient = useQueryClient();
  const paths = fieldSettingPaths[kind];
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiClient.put(`${paths.prefix}/update`, {
        body: ids.map((id, ordinal) => ({ id, ordinal })),
      }),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteFieldSetting(kind: FieldSettingKind) {
  const queryClient = useQueryClient();
  const paths = fieldSettingPaths[kind];
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`${paths.prefix}/delete/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}

// ---- hashtags ----

export function useHashtags() {
  return useQuery({
    queryKey: searchDisplayQueryKeys.hashtags(),
    queryFn: ({ signal }) =>
      apiClient.get('/hash-tag/get-all-hashtag', { schema: z.array(hashtagSchema), signal }),
  });
}

function refreshHashtags(queryClient: QueryClient) {
  // Contents show their hashtags; the search box and lists name them.
  void queryClient.invalidateQueries({ queryKey: ['company', 'contents'] });
  void queryClient.invalidateQueries({ queryKey: ['company', 'hashtags'] });
  return refresh(queryClient);
}

export const hashtagQueryKeys = {
  searchBox: () => ['company', 'hashtags', 'search-box'] as const,
  setting: () => ['company', 'hashtags', 'setting'] as const,
};

export function useSaveHashtag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number | null; name: string; nameEn: string | null }) =>
      id === null
        ? apiClient.post('/hash-tag/add', { body, schema: hashtagSchema })
        : apiClient.put(`/hash-tag/update/${id}`, { body, schema: hashtagSchema }),
    meta: { errorToast: false },
    onSuccess: () => refreshHashtags(queryClient),
  });
}

export function useDeleteHashtag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/hash-tag/delete/${id}`),
    onSuccess: () => refreshHashtags(queryClient),
  });
}

export function useHashtagSearchBox() {
  return useQuery({
    queryKey: hashtagQueryKeys.searchBox(),
    queryFn: ({ signal }) =>
      apiClient.get('/hash-tag/get-search-box', { schema: hashtagSearchBoxSchema, signal }),
  });
}

export function useUpdateHashtagSearchBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hashTagIds: number[]) =>
      apiClient.put('/hash-tag/update-search-box-hash-tag', {
        body: { hashTagIds },
        schema: hashtagSearchBoxSchema,
      }),
    onSettled: () => refreshHashtags(queryClient),
  });
}

export function useUpdateMultipleSelect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (multipleSelect: boolean) =>
      apiClient.put('/hash-tag/multiple-select-hash-tag', {
        body: { multipleSelect },
        schema: hashtagSearchBoxSchema,
      }),
    onSettled: () => refreshHashtags(queryClient),
  });
}

export function useHashtagSetting() {
  return useQuery({
    queryKey: hashtagQueryKeys.setting(),
    queryFn: ({ signal }) =>
      apiClient.get('/hash-tag-setting/get-hash-tag-setting', {
        schema: hashtagSettingSchema,
        signal,
      }),
  });
}

export function useUpdateHashtagSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HashtagSetting) =>
      apiClient.put('/hash-tag-setting/update', { body, schema: hashtagSettingSchema }),
    meta: { errorToast: false },
    onSuccess: () => refreshHashtags(queryClient),
  });
}

// ---- search terms ----

export interface SearchTermQuery {
  page: number;
  size: number;
  searchKey: string;
  sortField: 'count' | 'last_searched_at' | 'term';
  sort: 'asc' | 'desc';
}

export function useSearchTermPage(query: SearchTermQuery) {
  return useQuery({
    queryKey: searchDisplayQueryKeys.terms(query),
    queryFn: ({ signal }) =>
      apiClient.get('/search-term/page', {
        query: { ...query, searchKey: query.searchKey || undefined },
        schema: termPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

// ---- buttons (of the search results and of a result's page) ----

export type ButtonOwner =
  '/tab-setting' | '/search-result-setting' | '/content-search-result-setting';
export type SearchButton = CamelCasedDeep<z.output<typeof searchButtonSchema>>;
export interface SearchButtonBody {
  label: string;
  action: 'detail' | 'view' | 'link';
  url: string | null;
  backgroundColor: string | null;
  textColor: string | null;
}

export function useSaveButton(owner: ButtonOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SearchButtonBody }) =>
      id === null
        ? apiClient.post(`${owner}/add-button`, { body, schema: searchButtonSchema })
        : apiClient.put(`${owner}/update-button/${id}`, { body, schema: searchButtonSchema }),
    meta: { errorToast: false },
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteButton(owner: ButtonOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`${owner}/delete-button/${id}`),
    onSuccess: () => refresh(queryClient),
  });
}
