/**
 * The uploaded-file calls of api-catalogue §7 "Import" → "Uploaded files" (`upload-file/*`) for
 * the company administrator, and the readers' side (`/data-patient`, the disclosure list).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  disclosureListSchema,
  pagedSchemaOf,
  patientDataSchema,
  uploadedFileProgressSchema,
  uploadedFileWireSchema,
  type UploadSectionType,
} from '@hondana/contract';
import { apiBasePath, apiClient, buildApiUrl, uploadTimeoutMs } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { usePolledImports } from '../content-import/content-import-api';

export type UploadedFile = CamelCasedDeep<z.output<typeof uploadedFileWireSchema>>;

const filePageSchema = pagedSchemaOf(uploadedFileWireSchema);
const keys = {
  all: ['uploaded-files'] as const,
  progress: ['uploaded-files', 'progress'] as const,
};

export const uploadedFilesPageSize = 20;

export function useUploadedFiles(section: UploadSectionType, year: number | null, page: number) {
  return useQuery({
    queryKey: [...keys.all, 'list', section, year, page],
    queryFn: ({ signal }) =>
      apiClient.get('/upload-file/list', {
        query: {
          sectionType: section,
          ...(year === null ? {} : { year }),
          page,
          size: uploadedFilesPageSize,
        },
        schema: filePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The running patient imports (usePolledImports). */
export function useUploadProgress(pollAnyway: boolean) {
  return usePolledImports({
    queryKey: keys.progress,
    listKey: [...keys.all, 'list'],
    pollAnyway,
    fetch: (signal) =>
      apiClient.get('/upload-file/check-import-progress', {
        schema: uploadedFileProgressSchema,
        signal,
      }),
  });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      section,
      year,
      file,
    }: {
      section: UploadSectionType;
      year: number;
      file: File;
    }) => {
      const form = new FormData();
      form.append('section_type', section);
      form.append('year', String(year));
      form.append('file', file);
      const kind = section === 'patient' ? 'upload-csv' : 'upload-pdf';
      return apiClient.post(`/upload-file/${kind}`, {
        body: form,
        schema: uploadedFileWireSchema,
        timeoutMs: uploadTimeoutMs,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useStartPatientImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiClient.post('/upload-file/import-csv-file', {
        query: { fileId },
        schema: uploadedFileWireSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete(`/upload-file/delete/${id}`, { schema: z.object({ id: z.number() }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Same-origin GETs with the session cookie: plain links download or open them. */
export const uploadedFileLinks = {
  template: buildApiUrl(apiBasePath, '/upload-file/download-template', {
    fileName: 'patient-data.csv',
  }),
  errors: (id: number) => buildApiUrl(apiBasePath, '/upload-file/download-file-error', { id }),
  disclosure: (id: number) => buildApiUrl(apiBasePath, `/upload-file/disclosure/${id}`),
};

/** Readers: the disclosure PDFs by year. */
export function useDisclosures() {
  return useQuery({
    queryKey: ['documents', 'disclosure'],
    queryFn: ({ signal }) =>
      apiClient.get('/upload-file/disclosure', { schema: disclosureListSchema, signal }),
  });
}

/** Readers: one year's patient table (the latest when `year` is null). */
export function usePatientData(year: number | null) {
  return useQuery({
    queryKey: ['documents', 'patient', year],
    queryFn: ({ signal }) =>
      apiClient.get('/data-patient', {
        query: year === null ? {} : { year },
        schema: patientDataSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
