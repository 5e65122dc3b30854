import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { users } from '../user/user.tables.js';

/**
 * An uploaded CSV and the import run over it (`import-csv-file/*`). `kind` lets the user import
 * of the people issue share the table and its one-running-import rule (746).
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['content', 'user', 'patient'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    /** User imports: ImportUserMode (overwrite existing 1, ignore existing 2, delete 3). */
    importMode: smallint('import_mode'),
    /** User imports: new users without a password get a set-password mail. */
    sendPasswordMail: boolean('send_password_mail').notNull().default(false),
    /** Import progress state (product.md §3 Import): done 0, progressing 1, pending 2. */
    progressState: smallint('progress_state').notNull().default(2),
    /** Request status: progressing 0, success 1, error 2; null while the file is only uploaded. */
    requestStatus: smallint('request_status'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Storage key of the CSV of rejected rows with their reasons. */
    errorFileKey: text('error_file_key'),
    /**
     * Runs of the import job so far. A run that finds a newer one started stops (an expired run
     * may still be alive), and a run past the limit ends the import as failed instead of resuming.
     */
    attempts: smallint('attempts').notNull().default(0),
    /** Why the whole import failed (request status 2), for the administrator. */
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('csv_imports_company_idx').on(table.companyId, table.kind),
    // One running import per company and kind (746), kept by the database, not by a check-then-act.
    uniqueIndex('csv_imports_one_running')
      .on(table.companyId, table.kind)
      .where(sql`${table.requestStatus} = 0`),
  ],
);

export type CsvImportRow = typeof csvImports.$inferSelect;
export type CsvImportKind = CsvImportRow['kind'];

/**
 * The rejected rows of an import with their reasons, written in the same transaction as the
 * progress, so a resumed import keeps the rows an earlier run refused.
 */
export const csvImportErrors = pgTable(
  'csv_import_errors',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => csvImports.id, { onDelete: 'cascade' }),
    /** 1-based data row (the header is row 0). */
    rowNumber: integer('row_number').notNull(),
    /** The row's cells as read, so the error file gives them back for correction. */
    cells: jsonb('cells').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowNumber] })],
);
