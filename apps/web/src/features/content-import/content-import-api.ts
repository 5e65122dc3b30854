/**
 * The CSV import calls of api-catalogue §7 "Import" as TanStack Query hooks, for one kind:
 * contents (`import-csv-file/*`) or users (`import-user/*`). Upload the CSV, import it by file
 * id, poll the progress.
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
import {
  apiBasePath,
  apiClient,
  buildApiUrl,
  uploadTimeoutMs,
  type ApiQuery,
} from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type CsvImport = CamelCasedDeep<z.output<typeof csvImportWireSchema>>;

const importPageSchema = pagedSchemaOf(csvImportWireSchema);

/** While an import runs, its progress is asked for this often. */
export const progressPollMs = 2000;

/**
 * Running imports, polled while there are any (or right after a start). When their number
 * changes the list under `listKey` reloads (api-catalogue §7 "Import"), so a finished import
 * shows its result. Every import screen's progress (contents, users, uploaded files).
 */
export function usePolledImports<T>(options: {
  queryKey: readonly unknown[];
  listKey: readonly unknown[];
  pollAnyway: boolean;
  fetch: (signal: AbortSignal) => Promise<T[]>;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: ({ signal }) => options.fetch(signal),
    refetchInterval: (current) =>
      options.pollAnyway || (current.state.data?.length ?? 0) > 0 ? progressPollMs : false,
  });
  const count = query.data?.length;
  const previous = useRef(count);
  const { listKey } = options;
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count !== previous.current) {
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
    previous.current = count;
    // listKey is rebuilt each render; its content is fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, queryClient]);
  return query;
}

/** The hooks and links of one kind of CSV import, under its path prefix. */
export function csvImportApi(prefix: string) {
  const keys = {
    all: ['csv-import', prefix] as const,
    page: (page: number) => ['csv-import', prefix, 'page', page] as const,
    progress: ['csv-import', prefix, 'progress'] as const,
  };

  function useImportPage(page: number) {
    return useQuery({
      queryKey: keys.page(page),
      queryFn: ({ signal }) =>
        apiClient.get(`${prefix}/page`, {
          query: { page, size: 10 },
          schema: importPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    });
  }

  /** The running imports of the kind (usePolledImports). */
  function useImportProgress(pollAnyway: boolean) {
    return usePolledImports({
      queryKey: keys.progress,
      listKey: [...keys.all, 'page'],
      pollAnyway,
      fetch: (signal) =>
        apiClient.get(`${prefix}/check-import-progress`, {
          schema: csvImportProgressSchema,
          signal,
        }),
    });
  }

  function useUploadCsv() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.append('file', file);
        return apiClient.post(`${prefix}/upload-csv`, {
          body: form,
          schema: csvUploadResultSchema,
          timeoutMs: uploadTimeoutMs,
        });
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  /** `settings`: what the kind's start call takes besides the file (user import mode). */
  function useStartImport() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: ({ fileId, settings }: { fileId: number; settings?: ApiQuery }) =>
        apiClient.post(`${prefix}/import-csv`, {
          query: { fileId, ...settings },
          schema: csvImportWireSchema,
        }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return {
    keys,
    /** Same-origin GETs with the session cookie: plain links download them. */
    templateUrl: buildApiUrl(apiBasePath, `${prefix}/download-template`),
    errorFileUrl: (id: number) => buildApiUrl(apiBasePath, `${prefix}/download-file-error`, { id }),
    useImportPage,
    useImportProgress,
    useUploadCsv,
    useStartImport,
  };
}

export type CsvImportApi = ReturnType<typeof csvImportApi>;

export const contentImportApi = csvImportApi('/import-csv-file');
