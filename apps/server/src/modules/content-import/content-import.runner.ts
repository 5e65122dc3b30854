import { errorCatalogue, ImportRequestStatus } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { CsvFileError } from '../../platform/csv/csv-text.js';
import { AppError } from '../../platform/http/app-error.js';
import { systemContext } from '../../platform/http/request-context.js';
import { StorageNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import type { CompanyService } from '../company/company.service.js';
import {
  cellsInTemplateOrder,
  interpretContentRow,
  parseContentCsv,
  type ContentCsvRow,
} from './content-csv.js';
import { createContentImportRepository } from './content-import.repository.js';
import type { ContentImportJobData } from './content-import.service.js';
import type { ContentWriter } from './content-writer.js';

/**
 * Runs of one import before it is given up: the job is retried more often than this, so the run
 * after the last allowed one is still there to end the import as failed (never left progressing).
 */
export const MAX_IMPORT_RUNS = 3;

export interface ContentImportRunnerDeps {
  db: Database;
  storage: ObjectStorage;
  companies: CompanyService;
  writer: ContentWriter;
}

class Superseded extends Error {}

/** Why an import failed as a whole, in the administrator's language (every CSV import's). */
export const importFailures = {
  interrupted: {
    ja: 'インポートが何度も中断されたため、中止しました。',
    en: 'The import was interrupted too many times and was stopped.',
  },
  missingFile: {
    ja: 'アップロードされたファイルが見つかりません。',
    en: 'The uploaded file is missing.',
  },
};

/**
 * One run of `content-import.run`. Each row is its own transaction, together with the progress
 * counter and its error (if any): a run killed at any point leaves whole rows, and the next run
 * resumes at the first row not counted. A row the content module refuses (unknown id, unknown
 * group, maxContent) becomes a row of the error file; only unexpected errors fail the run.
 */
export async function runContentImport(
  deps: ContentImportRunnerDeps,
  data: ContentImportJobData,
): Promise<void> {
  const { db, storage, writer } = deps;
  const { importId, companyId, language } = data;
  const repository = createContentImportRepository(db);
  const company = await deps.companies.findById(companyId);
  const current = company ? await repository.findById(companyId, importId) : null;
  if (!company || !current || current.requestStatus !== ImportRequestStatus.Progressing) return;
  const fail = async (failureReason: string): Promise<void> => {
    await repository.finish(companyId, importId, {
      status: ImportRequestStatus.Error,
      failureReason,
    });
  };
  if (current.attempts >= MAX_IMPORT_RUNS) return fail(importFailures.interrupted[language]);

  const run = await repository.beginAttempt(companyId, importId);
  if (!run) return;
  let parsed;
  try {
    const { body } = await storage.get(run.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    parsed = parseContentCsv(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    if (error instanceof StorageNotFoundError) return fail(importFailures.missingFile[language]);
    if (error instanceof CsvFileError) return fail(error.message);
    throw error;
  }

  const ctx = systemContext(company);
  for (let index = run.processedRows; index < parsed.rows.length; index += 1) {
    const cells = parsed.rows[index]!;
    const row = interpretContentRow(cells, parsed, language);
    try {
      await db.transaction(async (tx) => {
        let reason = row.action === 'invalid' ? row.reason : null;
        if (row.action !== 'invalid') {
          try {
            // A savepoint: a refused row leaves nothing behind, yet its error and progress commit.
            await db.transaction(() => applyRow(writer, ctx, row));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            reason = error.customMessage ?? errorCatalogue[error.code][language];
          }
        }
        const rows = createContentImportRepository(tx);
        if (reason !== null) {
          await rows.insertRowError(
            importId,
            index + 1,
            cellsInTemplateOrder(cells, parsed.columns),
            reason,
          );
        }
        const advanced = await rows.advance(
          companyId,
          importId,
          run.attempts,
          index,
          reason !== null,
        );
        if (!advanced) throw new Superseded();
      });
    } catch (error) {
      // A newer run took over (this one outlived its timeout): it owns the import now.
      if (error instanceof Superseded) return;
      throw error;
    }
  }
  await repository.finish(companyId, importId, {
    status: ImportRequestStatus.Success,
    attempt: run.attempts,
  });
}

async function applyRow(
  writer: ContentWriter,
  ctx: Parameters<ContentWriter['add']>[0],
  row: Exclude<ContentCsvRow, { action: 'invalid' }>,
): Promise<void> {
  if (row.action === 'add') await writer.add(ctx, row.fields);
  else if (row.action === 'update') await writer.update(ctx, row.id, row.fields);
  else await writer.remove(ctx, row.id);
}
