import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    kind: text('kind', { enum: ['content', 'user'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    /** Import progress state (product.md §3 Import): done 0, progressing 1, pending 2. */
    progressState: smallint('progress_state').notNull().default(2),
    /** Request status: progressing 0, success 1, error 2. */
    requestStatus: smallint('request_status'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Storage key of the CSV of rejected rows with their reasons. */
    errorFileKey: text('error_file_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('csv_imports_company_idx').on(table.companyId, table.kind)],
);
