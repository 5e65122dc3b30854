import { ImportRequestStatus, ImportUserMode } from '@hondana/contract';
import { parse } from 'csv-parse';
import { CsvFileError } from '../../platform/csv/csv-text.js';
import { systemContext } from '../../platform/http/request-context.js';
import { StorageNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import type { CompanyService } from '../company/company.service.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { importFailures, MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import { readUserCsvRow, userCsvIndexOf, type UserCsvIndex } from './user-csv.js';
import {
  Superseded,
  writeBatch,
  type BatchRow,
  type RunContext,
  type UserImportBatchDeps,
} from './user-import.batch.js';

/** Rows per transaction: big enough for multi-row statements, small enough to resume cheaply. */
export const USER_IMPORT_BATCH = 500;

export interface UserImportRunnerDeps extends UserImportBatchDeps {
  storage: ObjectStorage;
  companies: CompanyService;
}

/**
 * One run of `user-import.run`. The file is streamed from storage (memory stays flat whatever
 * its size) and written in batches: each batch is one transaction holding its users, its row
 * errors and the progress counter, so a run killed at any point leaves whole batches and the
 * next run resumes after the last one counted. Rows follow the rules of `POST /user/add`.
 */
export async function runUserImport(
  deps: UserImportRunnerDeps,
  data: CsvImportJobData,
): Promise<void> {
  const { db, storage } = deps;
  const { importId, companyId, language } = data;
  const repository = createCsvImportRepository(db, 'user');
  const company = await deps.companies.findById(companyId);
  const current = company ? await repository.findById(companyId, importId) : null;
  if (!company || !current || current.requestStatus !== ImportRequestStatus.Progressing) return;
  // The file may hold passwords in clear: it goes as soon as the import is over, well or not,
  // deleted by the run that ends the import (a newer run may be reading it) before that end
  // commits. One that cannot be deleted now keeps its key for the clean-up job
  // (csv-upload-expiry.ts): the import still ends, or it would block the next one (746).
  const end = (outcome: {
    status: ImportRequestStatus;
    failureReason?: string;
    attempt?: number;
  }) =>
    db.transaction(async (tx) => {
      const imports = createCsvImportRepository(tx, 'user');
      if (!(await imports.finish(companyId, importId, outcome))) return;
      const deleted = await storage.delete(current.fileKey).then(
        () => true,
        () => false,
      );
      if (deleted) await imports.forgetFile(companyId, importId);
    });
  const fail = (failureReason: string) => end({ status: ImportRequestStatus.Error, failureReason });
  if (current.attempts >= MAX_IMPORT_RUNS) return fail(importFailures.interrupted[language]);
  const run = await repository.beginAttempt(companyId, importId);
  if (!run) return;

  const ctx = systemContext(company);
  const groupService = deps.userGroups;
  const { rows: groupRows } = await groupService.page(ctx, { page: 1, size: 100_000 });
  const runContext: RunContext = {
    ctx,
    language,
    mode: run.importMode ?? ImportUserMode.OverwriteExisting,
    sendPasswordMail: run.sendPasswordMail,
    groups: new Map(groupRows.map((group) => [group.id, group])),
    defaultGroup: groupRows.find((group) => group.isDefault) ?? null,
    contentGroupIds: new Set(await groupService.allContentGroupIds(ctx)),
  };

  let stream;
  try {
    stream = (await storage.get(run.fileKey)).body;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return fail(importFailures.missingFile[language]);
    throw error;
  }
  const records = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  let index: UserCsvIndex | null = null;
  let rowNumber = 0;
  let processed = run.processedRows;
  let batch: BatchRow[] = [];
  const flush = async () => {
    await writeBatch(deps, runContext, { importId, attempt: run.attempts, processed }, batch);
    processed += batch.length;
    batch = [];
  };
  try {
    for await (const record of records as AsyncIterable<string[]>) {
      if (!index) {
        index = userCsvIndexOf(record);
        continue;
      }
      rowNumber += 1;
      // Rows an earlier run committed are skipped, not read again.
      if (rowNumber <= run.processedRows) continue;
      batch.push({ rowNumber, row: readUserCsvRow(record, index, language) });
      if (batch.length >= USER_IMPORT_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  } catch (error) {
    if (error instanceof Superseded) return;
    if (error instanceof CsvFileError) return fail(error.message);
    throw error;
  }
  await end({ status: ImportRequestStatus.Success, attempt: run.attempts });
}
