import type { PatientData, UploadedFileWire } from '@hondana/contract';
import type { CsvImportRow } from '../content-import/content-import.tables.js';
import type { ListedUploadedFile } from './uploaded-file.repository.js';
import type { PatientDataRow, UploadedFileRow } from './uploaded-file.tables.js';

export function presentUploadedFile(row: ListedUploadedFile): UploadedFileWire {
  const { csvImport } = row;
  return {
    id: row.id,
    section_type: row.sectionType,
    year: row.year,
    root_section_id: row.rootSectionId,
    file_type: row.fileType,
    file_name: row.fileName,
    size: row.size,
    total_rows: row.totalRows,
    created_date: row.createdAt.toISOString(),
    import: csvImport && {
      id: csvImport.id,
      request_status: csvImport.requestStatus ?? 0,
      progress_state: csvImport.progressState,
      processed_rows: csvImport.processedRows,
      error_rows: csvImport.errorRows,
      failure_reason: csvImport.failureReason,
      finished_date: csvImport.finishedAt?.toISOString() ?? null,
    },
  };
}

export function presentUploadProgress(
  running: { file: UploadedFileRow; csvImport: CsvImportRow }[],
) {
  return running.map(({ file, csvImport }) => ({
    file_id: file.id,
    import_id: csvImport.id,
    file_name: file.fileName,
    year: file.year,
    progress_state: csvImport.progressState,
    processed_rows: csvImport.processedRows,
    total_rows: csvImport.totalRows,
    error_rows: csvImport.errorRows,
  }));
}

export function presentPatientData(answer: {
  years: number[];
  year: number | null;
  table: PatientDataRow | null;
}): PatientData {
  return {
    years: answer.years,
    year: answer.year,
    title: answer.table?.title ?? '',
    columns: answer.table?.columns ?? [],
    rows: answer.table?.rows ?? [],
    updated_date: answer.table?.updatedAt.toISOString() ?? null,
  };
}
