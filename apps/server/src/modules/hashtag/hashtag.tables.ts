import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

/** A company's hashtags (product.md §3 Hashtag); contents carry them through content_hashtags. */
export const hashtags = pgTable(
  'hashtags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** English variant of the name; not unique (866 is about `name`). */
    nameEn: text('name_en'),
    ordinal: integer('ordinal').notNull().default(0),
    /** Position in the search box's hashtag list; null: not shown in the search box. */
    searchBoxOrdinal: integer('search_box_ordinal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hashtags_company_idx').on(table.companyId),
    // 866: one name once per company.
    uniqueIndex('hashtags_company_name_unique').on(table.companyId, table.name),
  ],
);

export type HashtagRow = typeof hashtags.$inferSelect;
