import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { ImportRequestStatus, ImportState } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import {
  csvImportErrors,
  csvImports,
  type CsvImportKind,
  type CsvImportRow,
} from './content-import.tables.js';

/** What a user import is started with (content imports have none). */
export interface ImportSettings {
  importMode?: number;
  sendPasswordMail?: boolean;
}

/** The condition for a company's imports of one kind. */
function importsOf(kind: CsvImportKind) {
  return (companyId: number) => and(eq(csvImports.companyId, companyId), eq(csvImports.kind, kind));
}

/** An import's row, a page of them, the running ones, its row errors. */
function csvImportReads(db: Executor, kind: CsvImportKind) {
  const ofCompany = importsOf(kind);
  return {
    async insertUploaded(values: {
      companyId: number;
      fileName: string;
      fileKey: string;
      totalRows: number;
      createdBy: number | null;
    }): Promise<CsvImportRow> {
      const [row] = await db
        .insert(csvImports)
        .values({ ...values, kind, progressState: ImportState.Pending })
        .returning();
      return row!;
    },

    async findById(companyId: number, id: number): Promise<CsvImportRow | null> {
      const rows = await db
        .select()
        .from(csvImports)
        .where(and(ofCompany(companyId), eq(csvImports.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findPage(
      companyId: number,
      page: number,
      size: number,
    ): Promise<{ rows: CsvImportRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(csvImports)
          .where(ofCompany(companyId))
          .orderBy(desc(csvImports.createdAt), desc(csvImports.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(csvImports).where(ofCompany(companyId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findRunning(companyId: number): Promise<CsvImportRow[]> {
      return db
        .select()
        .from(csvImports)
        .where(
          and(ofCompany(companyId), eq(csvImports.requestStatus, ImportRequestStatus.Progressing)),
        )
        .orderBy(asc(csvImports.id));
    },

    /** Rejected rows in file order (the import's company was checked by the caller). */
    async findRowErrors(
      importId: number,
    ): Promise<{ rowNumber: number; cells: string[]; reason: string }[]> {
      return db
        .select({
          rowNumber: csvImportErrors.rowNumber,
          cells: csvImportErrors.cells,
          reason: csvImportErrors.reason,
        })
        .from(csvImportErrors)
        .where(eq(csvImportErrors.importId, importId))
        .orderBy(asc(csvImportErrors.rowNumber));
    },
  };
}

/** An import's run: requested, attempted, advanced. */
function csvImportRuns(db: Executor, kind: CsvImportKind) {
  const ofCompany = importsOf(kind);
  return {
    /**
     * Marks an uploaded file as requested (pending for the job). A second running import of the
     * company breaks the unique index `csv_imports_one_running` (the caller answers 746).
     * False when the file was already imported or is being imported.
     */
    async markRequested(
      companyId: number,
      id: number,
      settings: ImportSettings = {},
    ): Promise<boolean> {
      const rows = await db
        .update(csvImports)
        .set({
          requestStatus: ImportRequestStatus.Progressing,
          progressState: ImportState.Pending,
          importMode: settings.importMode ?? null,
          sendPasswordMail: settings.sendPasswordMail ?? false,
        })
        .where(and(ofCompany(companyId), eq(csvImports.id, id), sql`request_status is null`))
        .returning({ id: csvImports.id });
      return rows.length > 0;
    },

    /** Starts a run: counts the attempt and answers the row as this run sees it. */
    async beginAttempt(companyId: number, id: number): Promise<CsvImportRow | null> {
      const [row] = await db
        .update(csvImports)
        .set({
          attempts: sql`${csvImports.attempts} + 1`,
          progressState: ImportState.Progressing,
          startedAt: sql`coalesce(${csvImports.startedAt}, now())`,
        })
        .where(
          and(
            ofCompany(companyId),
            eq(csvImports.id, id),
            eq(csvImports.requestStatus, ImportRequestStatus.Progressing),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Counts rows done (one, or a batch of `count` of which `failed` were refused), only if this
     * run is still the latest and no other run counted them: false means another run took over
     * and this one must stop (its transaction rolls back).
     */
    async advance(
      companyId: number,
      id: number,
      attempt: number,
      processedBefore: number,
      failed: boolean | number,
      count = 1,
    ): Promise<boolean> {
      const failures = typeof failed === 'number' ? failed : failed ? 1 : 0;
      const rows = await db
        .update(csvImports)
        .set({
          processedRows: processedBefore + count,
          errorRows: sql`${csvImports.errorRows} + ${failures}`,
        })
        .where(
          and(
            ofCompany(companyId),
            eq(csvImports.id, id),
            eq(csvImports.attempts, attempt),
            eq(csvImports.processedRows, processedBefore),
            eq(csvImports.requestStatus, ImportRequestStatus.Progressing),
          ),
        )
        .returning({ id: csvImports.id });
      return rows.length > 0;
    },
  };
}

/** An import's refused rows, its end, and forgetting its file. */
function csvImportEnds(db: Executor, kind: CsvImportKind) {
  const ofCompany = importsOf(kind);
  return {
    async insertRowError(
      importId: number,
      rowNumber: number,
      cells: string[],
      reason: string,
    ): Promise<void> {
      await db
        .insert(csvImportErrors)
        .values({ importId, rowNumber, cells, reason })
        .onConflictDoNothing();
    },

    async insertRowErrors(
      importId: number,
      errors: { rowNumber: number; cells: string[]; reason: string }[],
    ): Promise<void> {
      if (errors.length === 0) return;
      await db
        .insert(csvImportErrors)
        .values(errors.map((error) => ({ importId, ...error })))
        .onConflictDoNothing();
    },

    /**
     * Ends the import (done), successfully or not; only while it is still running (and, given
     * `attempt`, only for that run). False when it was not running any more: another run ended it.
     */
    async finish(
      companyId: number,
      id: number,
      outcome: { status: ImportRequestStatus; failureReason?: string; attempt?: number },
    ): Promise<boolean> {
      const rows = await db
        .update(csvImports)
        .set({
          progressState: ImportState.Done,
          requestStatus: outcome.status,
          failureReason: outcome.failureReason ?? null,
          finishedAt: sql`now()`,
        })
        .where(
          and(
            ofCompany(companyId),
            eq(csvImports.id, id),
            eq(csvImports.requestStatus, ImportRequestStatus.Progressing),
            ...(outcome.attempt === undefined ? [] : [eq(csvImports.attempts, outcome.attempt)]),
          ),
        )
        .returning({ id: csvImports.id });
      return rows.length > 0;
    },

    /** Forgets the stored upload's key once its object is deleted. */
    async forgetFile(companyId: number, id: number): Promise<void> {
      await db
        .update(csvImports)
        .set({ fileKey: '' })
        .where(and(ofCompany(companyId), eq(csvImports.id, id)));
    },
  };
}

/** The only place that queries `csv_imports` and `csv_import_errors`; one kind at a time. */
export function createCsvImportRepository(db: Executor, kind: CsvImportKind) {
  return { ...csvImportReads(db, kind), ...csvImportRuns(db, kind), ...csvImportEnds(db, kind) };
}

/** The content kind's repository (`import-csv-file/*`). */
export function createContentImportRepository(db: Executor) {
  return createCsvImportRepository(db, 'content');
}

export type CsvImportRepository = ReturnType<typeof createCsvImportRepository>;

/** The clean-up job's queries, over every company's imports (csv-upload-expiry.ts). */
export function createCsvUploadCleanupRepository(db: Executor) {
  return {
    /**
     * Deletes up to `limit` uploads of either kind that were never started and are older than
     * `hours`; answers their storage keys. Rows an import is starting are skipped (locked), and
     * one started meanwhile no longer matches. `db` must be a transaction: the caller deletes the
     * objects before it commits.
     */
    async deleteUnstarted(hours: number, limit: number): Promise<string[]> {
      const stale = db
        .select({ id: csvImports.id })
        .from(csvImports)
        .where(
          and(
            isNull(csvImports.requestStatus),
            lt(csvImports.createdAt, sql`now() - make_interval(hours => ${hours})`),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .delete(csvImports)
        .where(and(inArray(csvImports.id, stale), isNull(csvImports.requestStatus)))
        .returning({ fileKey: csvImports.fileKey });
      return rows.map((row) => row.fileKey);
    },

    /** User imports that ended and still hold their upload's key (its delete failed). */
    async endedUserUploads(
      limit: number,
    ): Promise<{ id: number; companyId: number; fileKey: string }[]> {
      return db
        .select({ id: csvImports.id, companyId: csvImports.companyId, fileKey: csvImports.fileKey })
        .from(csvImports)
        .where(
          and(
            eq(csvImports.kind, 'user'),
            inArray(csvImports.requestStatus, [
              ImportRequestStatus.Success,
              ImportRequestStatus.Error,
            ]),
            ne(csvImports.fileKey, ''),
          ),
        )
        .orderBy(asc(csvImports.id))
        .limit(limit);
    },
  };
}
