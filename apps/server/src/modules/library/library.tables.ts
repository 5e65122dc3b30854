import {
  bigint,
  index,
  uniqueIndex,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contents } from '../content/content.tables.js';
import { users } from '../user/user.tables.js';

/** A reader's starred contents (`content/favorites/*`); 783 when the pair already exists. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The group the star was given from; null once that group is deleted. */
    contentGroupId: integer('content_group_id').references(() => contentGroups.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('favorites_company_idx').on(table.companyId),
  ],
);

/**
 * Where a reader is in a book, and when they last opened it: recently read lists come from
 * `last_opened_at`, another device resumes at `location`.
 */
export const readingStates = pgTable(
  'reading_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentGroupId: integer('content_group_id').references(() => contentGroups.id, {
      onDelete: 'set null',
    }),
    /** PDF: the page number as text; EPUB: a CFI. Null until the reader reports a position. */
    location: text('location'),
    /** 0 to 1, for "x % read". */
    progress: real('progress'),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index('reading_states_recent_idx').on(table.userId, table.lastOpenedAt),
  ],
);

/** One row per opening of a book: popularity over the periods of product.md §9. */
export const contentViews = pgTable(
  'content_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** Null for visitors. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who opened it (`user:<id>`, or `visitor:<hash of the visitor cookie>`) and the hour it
     * began (UTC): one view per viewer, book and hour, so reopening a book or a flood of openings
     * does not raise its popularity. Null in rows counted before this rule.
     */
    viewerKey: text('viewer_key'),
    viewHour: timestamp('view_hour', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('content_views_once_an_hour').on(table.contentId, table.viewerKey, table.viewHour),
    index('content_views_company_time_idx').on(table.companyId, table.viewedAt),
    // Popular sort counts each content's views in a period: one index range per content.
    index('content_views_content_time_idx').on(table.contentId, table.viewedAt),
  ],
);
