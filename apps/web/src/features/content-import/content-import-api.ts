/**
 * The content import calls of api-catalogue §7 "Import" (`import-csv-file/*`) as TanStack Query
 * hooks: upload the CSV, import it by file id, poll the progress.
 */
import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  csvImportProgressSchema,
  csvImportWireSchema,
  csvUploadResultSchema,
  pagedSchemaOf,
} from '@hondana/contract';
import { apiBasePath, apiClient, buildApiUrl, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type CsvImport = CamelCasedDeep<z.output<typeof csvImportWireSchema>>;

const importPageSchema = pagedSchemaOf(csvImportWireSchema);

/** While an import runs, its progress is asked for this often. */
export const progressPollMs = 2000;

export const contentImportKeys = {
  all: ['content-import'] as const,
  page: (page: number) => [...contentImportKeys.all, 'page', page] as const,
  progress: ['content-import', 'progress'] as const,
};

/** Same-origin GETs with the session cookie: plain links download them. */
export const templateUrl = buildApiUrl(apiBasePath, '/import-csv-file/download-template');
export const errorFileUrl = (id: number) =>
  buildApiUrl(apiBasePath, '/import-csv-file/download-file-error', { id });

export function useImportPage(page: number) {
  return useQuery({
    queryKey: contentImportKeys.page(page),
    queryFn: ({ signal }) =>
      apiClient.get('/import-csv-file/page', {
        query: { page, size: 10 },
        schema: importPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The running imports, polled while there are any (or right after a start). When their number
 * changes the history reloads (api-catalogue §7 "Import"), so a finished import shows its result.
 */
export function useImportProgress(pollAnyway: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: contentImportKeys.progress,
    queryFn: ({ signal }) =>
      apiClient.get('/import-csv-file/check-import-progress', {
        schema: csvImportProgressSchema,
        signal,
      }),
    refetchInterval: (current) =>
      pollAnyway || (current.state.data?.length ?? 0) > 0 ? progressPollMs : false,
  });
  const count = query.data?.length;
  const previous = useRef(count);
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count !== previous.current) {
      void queryClient.invalidateQueries({ queryKey: [...contentImportKeys.all, 'page'] });
    }
    previous.current = count;
  }, [count, queryClient]);
  return query;
}

export function useUploadCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post('/import-csv-file/upload-csv', {
        body: form,
        schema: csvUploadResultSchema,
        timeoutMs: uploadTimeoutMs,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentImportKeys.all }),
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiClient.post('/import-csv-file/import-csv', {
        query: { fileId },
        schema: csvImportWireSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentImportKeys.all }),
  });
}
