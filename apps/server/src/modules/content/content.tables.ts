import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';

export const contents = pgTable(
  'contents',
  {
    /** Element id: lowercase alphanumeric, 20 to 64 characters (product.md §5). */
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    author: text('author'),
    keywords: text('keywords'),
    toc: text('toc'),
    description: text('description'),
    distributorName: text('distributor_name'),
    param1: text('param1'),
    param2: text('param2'),
    param3: text('param3'),
    param4: text('param4'),
    param5: text('param5'),
    fileType: text('file_type', { enum: ['pdf', 'epub'] })
      .notNull()
      .default('pdf'),
    fileName: text('file_name'),
    /** Key in object storage; book files are never public URLs. */
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    pageCount: integer('page_count'),
    encodingStatus: smallint('encoding_status').notNull().default(1),
    /** 1 requires login, 2 anyone may view the book. */
    viewMode: smallint('view_mode').notNull().default(1),
    /** 0 not allowed, 1 all pages, 2 current page. */
    printMode: smallint('print_mode').notNull().default(0),
    ribbon: text('ribbon', { enum: ['new', 'popular', 'recommend'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contents_company_idx').on(table.companyId)],
);

export const contentGroupContents = pgTable(
  'content_group_contents',
  {
    contentGroupId: integer('content_group_id')
      .notNull()
      .references(() => contentGroups.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.contentGroupId, table.contentId] }),
    index('content_group_contents_content_idx').on(table.contentId),
  ],
);

export type ContentRow = typeof contents.$inferSelect;
