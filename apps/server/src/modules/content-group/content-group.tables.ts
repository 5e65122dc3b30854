import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

export const contentGroups = pgTable(
  'content_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** English variant of the name (docs/decisions.md, company texts in two languages). */
    nameEn: text('name_en'),
    /** NORMAL lists chosen contents; FAVORITE shows each reader's favourites. */
    type: text('type', { enum: ['NORMAL', 'FAVORITE'] })
      .notNull()
      .default('NORMAL'),
    isDefault: boolean('is_default').notNull().default(false),
    ordinal: integer('ordinal').notNull().default(0),
    numRow: integer('num_row').notNull().default(1),
    itemSize: integer('item_size').notNull().default(10),
    isWrapLine: boolean('is_wrap_line').notNull().default(false),
    refCode: text('ref_code'),
    /** Whether books opened from this group may be printed at all (the content's mode applies). */
    printable: boolean('printable').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_groups_company_idx').on(table.companyId)],
);

export type ContentGroupRow = typeof contentGroups.$inferSelect;
export type NewContentGroupRow = typeof contentGroups.$inferInsert;
