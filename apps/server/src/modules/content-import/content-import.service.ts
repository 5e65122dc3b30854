import { ErrorCode, ImportRequestStatus } from '@hondana/contract';
import type { Database, Executor } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Language } from '../../platform/http/language.js';
import type { ActorContext, CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { companyStoragePrefix } from '../company/company-images.js';
import { isUniqueViolation } from '../user/user.repository.js';
import {
  ContentCsvFileError,
  contentCsvErrorFile,
  contentCsvTemplate,
  decodeCsvBytes,
  parseContentCsv,
} from './content-csv.js';
import { createContentImportRepository } from './content-import.repository.js';
import type { CsvImportRow } from './content-import.tables.js';

/** What the import job needs to know; sent inside the transaction that marks the file requested. */
export interface ContentImportJobData {
  importId: number;
  companyId: number;
  /** The language of the administrator who started it: the error file's reasons are in it. */
  language: Language;
}

export interface ContentImportServiceOptions {
  db: Database;
  storage: ObjectStorage;
  /** Queues `content-import.run` in the transaction `tx` (kept only if it commits). */
  enqueue: (tx: Executor, data: ContentImportJobData) => Promise<unknown>;
}

type AdminContext = CompanyContext & ActorContext;

/** Where an uploaded content CSV is kept (normalized to UTF-8), under the company's prefix. */
function importFileKey(companyId: number): string {
  return `${companyStoragePrefix(companyId)}imports/contents/${newElementId()}.csv`;
}

/** The content CSV import of a company (`import-csv-file/*`); the rows run in the job. */
export function createContentImportService(options: ContentImportServiceOptions) {
  const { db, storage } = options;
  const repository = createContentImportRepository(db);

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
      return contentCsvTemplate();
    },

    /**
     * Keeps an uploaded file that parses as a content CSV (747 with the reason otherwise),
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
        rows = parseContentCsv(text).rows.length;
      } catch (error) {
        if (error instanceof ContentCsvFileError) {
          throw new AppError(ErrorCode.ImportFileInvalid, { message: error.message });
        }
        throw error;
      }
      const key = importFileKey(ctx.company.id);
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
     * Starts the import of an uploaded file as a durable job. 746 while another content import
     * of the company runs (the database's unique index decides, so two clicks cannot both win).
     */
    async start(ctx: AdminContext, fileId: number, language: Language): Promise<CsvImportRow> {
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
          const marked = await createContentImportRepository(tx).markRequested(
            ctx.company.id,
            fileId,
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
      return { fileName: `${base}-errors.csv`, csv: contentCsvErrorFile(errors) };
    },
  };
}

export type ContentImportService = ReturnType<typeof createContentImportService>;
