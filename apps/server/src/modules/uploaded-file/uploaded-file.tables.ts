import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { csvImports } from '../content-import/content-import.tables.js';
import { users } from '../user/user.tables.js';

/**
 * A file a company administrator keeps by year (`upload-file/*`): a disclosure PDF, or a patient
 * CSV whose last import is `csvImportId` (the CSV import bookkeeping, kind 'patient').
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sectionType: text('section_type', { enum: ['disclosure', 'patient'] }).notNull(),
    year: smallint('year').notNull(),
    /** The catalogue's optional grouping of a section's files; kept and listed as sent. */
    rootSectionId: integer('root_section_id'),
    fileType: text('file_type', { enum: ['csv', 'pdf'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    /** Data rows of a patient CSV (after its title and heading rows). */
    totalRows: integer('total_rows'),
    csvImportId: integer('csv_import_id').references(() => csvImports.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploaded_files_company_idx').on(table.companyId, table.sectionType, table.year),
  ],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
export type NewUploadedFileRow = typeof uploadedFiles.$inferInsert;

/**
 * One year's imported patient table of a company: replaced whole by the year's next import, and
 * deleted with the file it came from.
 */
export const patientData = pgTable(
  'patient_data',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** The file it was imported from: deleting the file deletes the table. */
    uploadedFileId: integer('uploaded_file_id').references(() => uploadedFiles.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.year] })],
);

export type PatientDataRow = typeof patientData.$inferSelect;
