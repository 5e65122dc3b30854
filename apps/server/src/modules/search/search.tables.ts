import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';

/** Every new search's words, counted per company (`GET search-term/page`). */
export const searchTerms = pgTable(
  'search_terms',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The words as searched, trimmed, spaces collapsed, NFKC-normalized. */
    term: text('term').notNull(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.term] })],
);
