import { z } from 'zod';
import { contentCsvImportColumns } from './content-csv';

// Wire shapes of the content CSV import (api-catalogue.md §7 Import, `import-csv-file/*`).

/**
 * The columns of the import template: what an import sets (`contentCsvImportColumns`, the same
 * names as the export's) and the row's `action` (ContentAction: 0 add, 1 update, 2 delete).
 * `id` empty means a new content; `content_group_ids` is `1;2`. A file without `action` (an
 * export) adds the rows without an id and updates the others.
 */
export const contentCsvTemplateColumns = [...contentCsvImportColumns, 'action'] as const;
export type ContentCsvTemplateColumn = (typeof contentCsvTemplateColumns)[number];

/** The column the error file adds after the row's own cells. */
export const contentCsvReasonColumn = 'reason';

/** Largest CSV the import accepts. */
export const contentCsvMaxBytes = 10 * 1024 * 1024;

/** `GET import-csv-file/page`: 1-based, newest first. */
export const csvImportPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2_147_483_647).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  domain: z.string().max(255).optional(),
});

/** One uploaded CSV and its import, as `import-csv-file/page` lists it. */
export const csvImportWireSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** ImportState: done 0, progressing 1, pending 2. */
  progress_state: z.number().int(),
  /** ImportRequestStatus: progressing 0, success 1, error 2; null until the import is started. */
  request_status: z.number().int().nullable(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  error_rows: z.number().int(),
  /** Why the whole import failed (request status 2); row errors are in the error file. */
  failure_reason: z.string().nullable(),
  created_date: z.string(),
  started_date: z.string().nullable(),
  finished_date: z.string().nullable(),
});
export type CsvImportWire = z.infer<typeof csvImportWireSchema>;

/** `POST import-csv-file/upload-csv` answers the stored file, ready to import by its id. */
export const csvUploadResultSchema = z.object({
  file_id: z.number().int(),
  file_name: z.string(),
  total_rows: z.number().int(),
});
export type CsvUploadResult = z.infer<typeof csvUploadResultSchema>;

/** `POST import-csv-file/import-csv?file_id=`. */
export const csvImportStartQuerySchema = z.object({
  file_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `GET import-csv-file/check-import-progress`: the company's running imports. */
export const csvImportProgressSchema = z.array(
  z.object({
    id: z.number().int(),
    file_name: z.string(),
    progress_state: z.number().int(),
    processed_rows: z.number().int(),
    total_rows: z.number().int(),
    error_rows: z.number().int(),
  }),
);
export type CsvImportProgress = z.infer<typeof csvImportProgressSchema>;
