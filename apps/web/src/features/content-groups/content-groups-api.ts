/**
 * The company administrator's content-group calls (api-catalogue.md §7 "Layout and search
 * administration": content group) as TanStack Query hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type contentGroupFieldsSchema,
  contentGroupWireSchema,
  pagedSchemaOf,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const groupPageSchema = pagedSchemaOf(contentGroupWireSchema);
const groupListSchema = z.array(contentGroupWireSchema);

export type ContentGroup = CamelCasedDeep<z.output<typeof contentGroupWireSchema>>;
export type ContentGroupPage = CamelCasedDeep<z.output<typeof groupPageSchema>>;
export type ContentGroupBody = CamelCasedDeep<z.input<typeof contentGroupFieldsSchema>>;

export interface ContentGroupPageQuery {
  page: number;
  size: number;
}

export const contentGroupQueryKeys = {
  all: ['company', 'content-groups'] as const,
  pages: () => [...contentGroupQueryKeys.all, 'page'] as const,
  page: (query: ContentGroupPageQuery) => [...contentGroupQueryKeys.pages(), query] as const,
  list: () => [...contentGroupQueryKeys.all, 'all'] as const,
};

export function useContentGroupPage(query: ContentGroupPageQuery) {
  return useQuery({
    queryKey: contentGroupQueryKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get('/content-group/page', {
        query: { ...query },
        schema: groupPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every group of the company, for the content form's multi-select (`GET content-group/all`). */
export function useAllContentGroups() {
  return useQuery({
    queryKey: contentGroupQueryKeys.list(),
    queryFn: ({ signal }) =>
      apiClient.get('/content-group/all', { schema: groupListSchema, signal }),
  });
}

function refreshGroups(queryClient: QueryClient) {
  // Contents show their groups too; their counts and lists change with the groups.
  void queryClient.invalidateQueries({ queryKey: ['company', 'contents'] });
  return queryClient.invalidateQueries({ queryKey: contentGroupQueryKeys.all });
}

export function useSaveContentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentGroupBody }) =>
      id === null
        ? apiClient.post('/content-group/add', { body, schema: contentGroupWireSchema })
        : apiClient.put(`/content-group/update/${id}`, { body, schema: contentGroupWireSchema }),
    // The dialog puts the error beside the fields it concerns.
    meta: { errorToast: false },
    onSuccess: () => refreshGroups(queryClient),
  });
}

export function useDeleteContentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/content-group/delete/${id}`),
    onSuccess: () => refreshGroups(queryClient),
  });
}

export function useResetContentGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/content-group/reset-content-group'),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** `PUT content-group/update-ref-code`: the group's id and its new reference code. */
export function useUpdateRefCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; refCode: string }) =>
      apiClient.put('/content-group/update-ref-code', { body }),
    meta: { errorToast: false },
    onSuccess: () => refreshGroups(queryClient),
  });
}
