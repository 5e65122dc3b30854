import { ErrorCode, ImportRequestStatus } from '@hondana/contract';
import type { Database, Executor } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { ActorContext, CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { companyStoragePrefix } from '../company/company-images.js';
import { isUniqueViolation } from '../user/user.repository.js';
import { CsvFileError, decodeCsvBytes } from '../../platform/csv/csv-text.js';
import { contentCsvErrorFile, contentCsvTemplate, parseContentCsv } from './content-csv.js';
import { createCsvImportRepository, type ImportSettings } from './content-import.repository.js';
import type { CsvImportKind, CsvImportRow } from './content-import.tables.js';

/** What the import job needs to know; sent inside the transaction that marks the file requested. */
export interface CsvImportJobData {
  importId: number;
  companyId: number;
  /** The language of the administrator who started it: the error file's reasons are in it. */
  language: Language;
}
export type ContentImportJobData = CsvImportJobData;

/** What differs between the kinds of CSV import (contents, users): the file's own rules. */
export interface CsvFormat {
  /** Storage folder under the company's prefix. */
  folder: string;
  /** Checks the text (throws CsvFileError with the reason) and counts its data rows. */
  countRows(text: string): number;
  template(): string;
  errorFile(errors: { cells: string[]; reason: string }[]): string;
}

export interface CsvImportServiceOptions {
  db: Database;
  storage: ObjectStorage;
  kind: CsvImportKind;
  format: CsvFormat;
  /** Queues the kind's run job in the transaction `tx` (kept only if it commits). */
  enqueue: (tx: Executor, data: CsvImportJobData) => Promise<unknown>;
}

type AdminContext = CompanyContext & ActorContext;

/** The content import's file rules (content-csv.ts). */
export const contentCsvFormat: CsvFormat = {
  folder: 'contents',
  countRows: (text) => parseContentCsv(text).rows.length,
  template: contentCsvTemplate,
  errorFile: contentCsvErrorFile,
};

/**
 * The bookkeeping every CSV import of a company shares (`import-csv-file/*`, `import-user/*`):
 * upload, start as a job (746 while one of the kind runs), progress, history and error file.
 * The rows themselves run in the kind's job.
 */
export function createCsvImportService(options: CsvImportServiceOptions) {
  const { db, storage, kind, format } = options;
  const repository = createCsvImportRepository(db, kind);

  async function findImport(ctx: CompanyContext, id: number): Promise<CsvImportRow> {
    const row = await repository.findById(ctx.company.id, id);
    if (!row) throw new AppError(ErrorCode.ImportFileNotFound);
    return row;
  }

  return {
    page(ctx: CompanyContext, page: number, size: number) {
      return repository.findPage(ctx.company.id, page, size);
    },

    template(_ctx: CompanyContext): string {
      return format.template();
    },

    /**
     * Keeps an uploaded file that parses as the kind's CSV (747 with the reason otherwise),
     * stored as UTF-8 whatever it came in, so the job reads one encoding.
     */
    async upload(
      ctx: AdminContext,
      file: { fileName: string; bytes: Buffer },
    ): Promise<CsvImportRow> {
      let text: string;
      let rows: number;
      try {
        text = decodeCsvBytes(file.bytes);
        rows = format.countRows(text);
      } catch (error) {
        if (error instanceof CsvFileError) {
          throw new AppError(ErrorCode.ImportFileInvalid, { message: error.message });
        }
        throw error;
      }
      const key = `${companyStoragePrefix(ctx.company.id)}imports/${format.folder}/${newElementId()}.csv`;
      await storage.put(key, Buffer.from(text, 'utf8'), 'text/csv; charset=utf-8');
      try {
        return await repository.insertUploaded({
          companyId: ctx.company.id,
          fileName: file.fileName.slice(0, 255) || 'import.csv',
          fileKey: key,
          totalRows: rows,
          createdBy: ctx.actor.userId,
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Starts the import of an uploaded file as a durable job. 746 while another import of the
     * kind runs in the company (the database's unique index decides, so two clicks cannot both win).
     */
    async start(
      ctx: AdminContext,
      fileId: number,
      language: Language,
      settings: ImportSettings = {},
    ): Promise<CsvImportRow> {
      const row = await findImport(ctx, fileId);
      // A second click on the file being imported: it is the import that runs.
      if (row.requestStatus === ImportRequestStatus.Progressing) {
        throw new AppError(ErrorCode.CsvImportRunning);
      }
      if (row.requestStatus !== null) {
        throw new AppError(ErrorCode.BadParameters, {
          message: 'This file has already been imported; upload it again to import it again.',
        });
      }
      try {
        await db.transaction(async (tx) => {
          const marked = await createCsvImportRepository(tx, kind).markRequested(
            ctx.company.id,
            fileId,
            settings,
          );
          if (!marked) throw new AppError(ErrorCode.CsvImportRunning);
          await options.enqueue(tx, { importId: fileId, companyId: ctx.company.id, language });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CsvImportRunning);
        throw error;
      }
      return findImport(ctx, fileId);
    },

    progress(ctx: CompanyContext): Promise<CsvImportRow[]> {
      return repository.findRunning(ctx.company.id);
    },

    /** The rejected rows so far with their reasons, as a CSV (with BOM). */
    async errorFile(ctx: CompanyContext, id: number): Promise<{ fileName: string; csv: string }> {
      const row = await findImport(ctx, id);
      const errors = await repository.findRowErrors(row.id);
      const base = row.fileName.replace(/\.csv$/i, '');
      return { fileName: `${base}-errors.csv`, csv: format.errorFile(errors) };
    },
  };
}

export type CsvImportService = ReturnType<typeof createCsvImportService>;
export type ContentImportService = CsvImportService;

/** The content CSV import of a company (`import-csv-file/*`). */
export function createContentImportService(
  options: Omit<CsvImportServiceOptions, 'kind' | 'format'>,
): CsvImportService {
  return createCsvImportService({ ...options, kind: 'content', format: contentCsvFormat });
}
