import { ImportRequestStatus } from '@hondana/contract';
import { CsvFileError } from '../../platform/csv/csv-text.js';
import type { Database } from '../../platform/db/database.js';
import { StorageNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage.js';
import { createCsvImportRepository } from '../content-import/content-import.repository.js';
import { importFailures, MAX_IMPORT_RUNS } from '../content-import/content-import.runner.js';
import type { CsvImportJobData } from '../content-import/content-import.service.js';
import { patientRowProblem, readPatientCsv } from './patient-csv.js';
import { createUploadedFileRepository } from './uploaded-file.repository.js';

const failures = {
  ...importFailures,
  noRow: {
    ja: '取り込める行がありませんでした。前年までのデータはそのままです。',
    en: 'No row could be imported; the year’s earlier table is kept.',
  },
};

class Superseded extends Error {}

/**
 * One run of `uploaded-file.import-patient`: the year's table is replaced in one transaction with
 * the rows that pass (the year first, as many cells as headings), together with the refused rows,
 * the progress and the end. A run killed at any point leaves the old table and the import
 * running; the next run starts over. A patient table is small (the CSV is at most 10 MB).
 */
export async function runPatientImport(
  deps: { db: Database; storage: ObjectStorage },
  data: CsvImportJobData,
): Promise<void> {
  const { db, storage } = deps;
  const { importId, companyId, language } = data;
  const imports = createCsvImportRepository(db, 'patient');
  const current = await imports.findById(companyId, importId);
  if (!current || current.requestStatus !== ImportRequestStatus.Progressing) return;
  const fail = async (failureReason: string): Promise<void> => {
    await imports.finish(companyId, importId, { status: ImportRequestStatus.Error, failureReason });
  };
  if (current.attempts >= MAX_IMPORT_RUNS) return fail(failures.interrupted[language]);
  const run = await imports.beginAttempt(companyId, importId);
  if (!run) return;
  const [file] = await createUploadedFileRepository(db).findByImports(companyId, [importId]);
  if (!file) return fail(failures.missingFile[language]);

  let parsed;
  try {
    const { body } = await storage.get(file.fileKey);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    parsed = readPatientCsv(Buffer.concat(chunks).toString('utf8'), file.year);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return fail(failures.missingFile[language]);
    if (error instanceof CsvFileError) return fail(error.message);
    throw error;
  }
  const accepted: string[][] = [];
  const refused: { rowNumber: number; cells: string[]; reason: string }[] = [];
  for (const row of parsed.rows) {
    const reason = patientRowProblem(row, parsed.columns, file.year);
    if (reason === null) accepted.push(row.cells);
    else refused.push({ ...row, reason });
  }

  try {
    await db.transaction(async (tx) => {
      const runs = createCsvImportRepository(tx, 'patient');
      if (accepted.length > 0) {
        await createUploadedFileRepository(tx).replacePatientData({
          companyId,
          year: file.year,
          uploadedFileId: file.id,
          title: parsed.title,
          columns: parsed.columns,
          rows: accepted,
        });
      }
      await runs.insertRowErrors(importId, refused);
      const counted = await runs.advance(
        companyId,
        importId,
        run.attempts,
        run.processedRows,
        refused.length,
        parsed.rows.length - run.processedRows,
      );
      if (!counted) throw new Superseded();
      await runs.finish(companyId, importId, {
        attempt: run.attempts,
        ...(accepted.length > 0
          ? { status: ImportRequestStatus.Success }
          : { status: ImportRequestStatus.Error, failureReason: failures.noRow[language] }),
      });
    });
  } catch (error) {
    // A newer run took over (this one outlived its timeout): it owns the import now.
    if (error instanceof Superseded) return;
    throw error;
  }
}
