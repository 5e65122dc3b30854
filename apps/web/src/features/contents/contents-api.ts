/**
 * The company administrator's content calls (api-catalogue.md §7 Content) as TanStack Query
 * hooks. Answers arrive camelCased by the api client; bodies leave snake_cased. Uploads go
 * through XMLHttpRequest (upload-request.ts) for their progress.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contentAdminWireSchema,
  type uploadContentDataSchema,
  type contentSortFields,
  type contentUpdateBodySchema,
  contentWireSchema,
  pagedSchemaOf,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { saveApiFile } from '../../api/api-download';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { convertKeysToSnake } from '../../api/case-conversion';
import { sendMultipart } from './upload-request';
import { contentPollIntervalMs, hasContentInProgress, isInProgress } from './content-status';

const contentPageSchema = pagedSchemaOf(contentWireSchema);

export type ContentRow = CamelCasedDeep<z.output<typeof contentWireSchema>>;
export type ContentDetail = CamelCasedDeep<z.output<typeof contentAdminWireSchema>>;
export type ContentPage = CamelCasedDeep<z.output<typeof contentPageSchema>>;
/** The `content-data` part of an upload (camelCase; sent snake_case). */
export type ContentData = CamelCasedDeep<z.input<typeof uploadContentDataSchema>>;
export type ContentUpdateBody = CamelCasedDeep<z.input<typeof contentUpdateBodySchema>>;
export type ContentSortField = (typeof contentSortFields)[number];

export interface ContentPageQuery {
  page: number;
  size: number;
  searchKey?: string;
  sortField: ContentSortField;
  sort: 'asc' | 'desc';
}

export const contentQueryKeys = {
  all: ['company', 'contents'] as const,
  pages: () => [...contentQueryKeys.all, 'page'] as const,
  page: (query: ContentPageQuery) => [...contentQueryKeys.pages(), query] as const,
  detail: (id: string) => [...contentQueryKeys.all, 'detail', id] as const,
};

function fetchContentPage(query: ContentPageQuery, signal?: AbortSignal) {
  return apiClient.get('/content/page', {
    query: { ...query, searchKey: query.searchKey || undefined },
    schema: contentPageSchema,
    signal,
  });
}

/**
 * One page of contents. While a row is waiting for or in processing the page asks again every
 * few seconds, so the status column follows the job without a reload; then it stops.
 */
export function useContentPage(query: ContentPageQuery) {
  return useQuery({
    queryKey: contentQueryKeys.page(query),
    queryFn: ({ signal }) => fetchContentPage(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      hasContentInProgress(current.state.data?.content) ? contentPollIntervalMs : false,
    refetchIntervalInBackground: false,
  });
}

function fetchContentDetail(id: string, signal?: AbortSignal) {
  return apiClient.get(`/content/detail/${encodeURIComponent(id)}`, {
    schema: contentAdminWireSchema,
    signal,
  });
}

export function useContentDetail(id: string | null) {
  return useQuery({
    queryKey: contentQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchContentDetail(id ?? '', signal),
    enabled: id !== null,
  });
}

/**
 * One content asked again every few seconds until its processing ends (the upload dialog's
 * rows): the list polls only while it shows such a row, and the dialog must not depend on that.
 */
export function useContentProcessing(id: string | null) {
  return useQuery({
    queryKey: contentQueryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchContentDetail(id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (current) => {
      const status = current.state.data?.encodingStatus;
      return status !== undefined && !isInProgress(status) ? false : contentPollIntervalMs;
    },
    refetchIntervalInBackground: false,
  });
}

/**
 * After a change the detail and the lists are asked again: the answers of the change calls are
 * not all the admin shape (the view token is admin-only), and one GET is cheap.
 */
function refreshContent(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: contentQueryKeys.detail(id) });
  return queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages() });
}

// Replacing a file checks only that an envelope came back; the list is reloaded for the content.
const anyAnswer = z.unknown();
// An upload's answer names the new content, whose processing the upload dialog follows.
const createdContent = z.object({ id: z.string() });

export function useUpdateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentUpdateBody) =>
      apiClient.put(`/content/update/${encodeURIComponent(id)}`, { body }),
    meta: { errorToast: false },
    onSuccess: () => refreshContent(queryClient, id),
  });
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/content/delete/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentQueryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages() });
    },
  });
}

export type LinkKind = 'detailId' | 'viewToken';

/** New public detail address (`update-detail-id`) or direct-view token (`update-token`). */
export function useRenewLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: LinkKind) =>
      apiClient.put(
        `/content/${kind === 'detailId' ? 'update-detail-id' : 'update-token'}/${encodeURIComponent(id)}`,
      ),
    onSuccess: () => refreshContent(queryClient, id),
  });
}

/** Puts a failed content back into the processing queue (same file). */
export function useReprocessContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(`/content/reprocess/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages() }),
  });
}

/** `POST content/upload-add`: the book as `file`, its fields as the `content-data` JSON part. */
export function uploadContent(
  file: File,
  data: ContentData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  // Fields first: the server reads the parts in order and streams the file last.
  form.append('content-data', JSON.stringify(convertKeysToSnake(data)));
  form.append('file', file, file.name);
  return sendMultipart({
    method: 'POST',
    path: '/content/upload-add',
    form,
    schema: createdContent,
    onProgress,
    signal,
  });
}

/** `PUT content/replace-content/{id}`: a new file for the same content. */
export function replaceContentFile(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendMultipart({
    method: 'PUT',
    path: `/content/replace-content/${encodeURIComponent(id)}`,
    form,
    schema: anyAnswer,
    onProgress,
    signal,
  });
}

/** `PUT content/update-cover/{id}`: an image replaces the cover (the server judges its bytes). */
export function useUpdateCover(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return sendMultipart({
        method: 'PUT',
        path: `/content/update-cover/${encodeURIComponent(id)}`,
        form,
        schema: anyAnswer,
      });
    },
    meta: { errorToast: false },
    onSuccess: () => refreshContent(queryClient, id),
  });
}

/** `PUT content/reset-cover/{id}`: back to the cover processing made from the file. */
export function useResetCover(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.put(`/content/reset-cover/${encodeURIComponent(id)}`),
    meta: { errorToast: false },
    onSuccess: () => refreshContent(queryClient, id),
  });
}

/** The lists (and the detail of a replaced file) after an upload. */
export function refreshContents(queryClient: QueryClient, id?: string): Promise<void> {
  if (id) return refreshContent(queryClient, id);
  return queryClient.invalidateQueries({ queryKey: contentQueryKeys.pages() });
}

/** `GET content/export-csv`: the browser saves the file (the server adds the BOM). */
export function downloadContentCsv(): Promise<void> {
  return saveApiFile('/content/export-csv', { fallbackName: 'contents.csv' });
}
