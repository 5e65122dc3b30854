import type { CsvImportProgress, CsvImportWire } from '@hondana/contract';
import type { CsvImportRow } from './content-import.tables.js';

export function presentCsvImport(row: CsvImportRow): CsvImportWire {
  return {
    id: row.id,
    file_name: row.fileName,
    progress_state: row.progressState,
    request_status: row.requestStatus,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    error_rows: row.errorRows,
    failure_reason: row.failureReason,
    created_date: row.createdAt.toISOString(),
    started_date: row.startedAt?.toISOString() ?? null,
    finished_date: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentProgress(rows: CsvImportRow[]): CsvImportProgress {
  return rows.map((row) => ({
    id: row.id,
    file_name: row.fileName,
    progress_state: row.progressState,
    processed_rows: row.processedRows,
    total_rows: row.totalRows,
    error_rows: row.errorRows,
  }));
}

/** `attachment; filename=…` that survives Japanese names (RFC 6266 / 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
