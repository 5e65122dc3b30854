import { randomBytes } from 'node:crypto';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { hashtags } from '../hashtag/hashtag.tables.js';

/**
 * A field's value read as a date, for date, month and year ranges: its first ten characters with
 * `/` and `.` read as `-`, compared byte by byte ("C"). The custom fields, where companies keep
 * their dates, are indexed by it with the company (migration 20261201104856_contents_field_dates);
 * search.filters.ts writes the same expression, which is how the planner finds the index. The
 * length is written into the text, not sent as a value, for the same reason.
 */
export function fieldDateSql(column: SQL | AnyPgColumn): SQL {
  return sql`(translate(left(${column}, 10), '/.', '--') collate "C")`;
}

/** The custom fields, whose dates are indexed (fieldDateSql). */
export const DATED_FIELDS = ['param1', 'param2', 'param3', 'param4', 'param5'] as const;

/** PostgreSQL's tsvector, written and read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    /** The book's language (BCP 47), from its file or set by the administrator. */
    language: text('language'),
    /**
     * Fields the administrator has not set (`title`, `author`, `language`, `distributor_name`,
     * `description`): processing fills them from the file's own metadata and takes them off the
     * list; setting one on the edit form takes it off too, so the file never overrides a choice.
     */
    fillFromFile: text('fill_from_file').array().notNull().default([]),
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
    /**
     * A PDF rewritten with its objects in object streams, so the reader reaches page 1 by a few
     * range requests; null for EPUBs, signed PDFs and when the rewrite failed (serve fileKey).
     */
    optimizedFileKey: text('optimized_file_key'),
    /** Storage key prefix of the WebP covers (`<prefix>-small.webp`, `<prefix>-large.webp`). */
    coverKey: text('cover_key'),
    /**
     * The administrator replaced the generated cover with an image: `cover_key` then points at
     * it, and processing keeps writing its own cover beside it without showing it.
     */
    coverUploaded: boolean('cover_uploaded').notNull().default(false),
    /** Pages of a PDF, chapters (spine items) of an EPUB. */
    pageCount: integer('page_count'),
    encodingStatus: smallint('encoding_status').notNull().default(1),
    /** Why processing failed (status 4), shown to the company administrator. */
    encodingError: text('encoding_error'),
    /** Public detail token (`/content/:contentToken`, `GET content/public/detail`). */
    detailId: text('detail_id')
      .notNull()
      .$defaultFn(() => randomBytes(16).toString('hex')),
    /** Direct-view token (`/direct-view/:viewToken`), renewed by `update-token`. */
    viewToken: text('view_token')
      .notNull()
      .$defaultFn(() => randomBytes(32).toString('hex')),
    /** 1 requires login, 2 anyone may view the book. */
    viewMode: smallint('view_mode').notNull().default(1),
    /** 0 not allowed, 1 all pages, 2 current page. */
    printMode: smallint('print_mode').notNull().default(0),
    ribbon: text('ribbon', { enum: ['new', 'popular', 'recommend'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The ids of the groups holding the content, for the access rule of lists and searches. The
     * triggers of migration 0030 keep them in step with content_group_contents: never written here.
     */
    groupIds: integer('group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    index('contents_company_idx').on(table.companyId),
    // Searches past their count bound read a company's contents newest first (migration 0029).
    index('contents_company_created_idx').on(
      table.companyId,
      table.createdAt.desc().nullsLast(),
      table.id,
    ),
    // Field search's trigrams, one index over every searchable field (migration 0027).
    index('contents_fields_trgm_idx')
      .using(
        'gin',
        table.title.op('gin_trgm_ops'),
        table.author.op('gin_trgm_ops'),
        table.keywords.op('gin_trgm_ops'),
        table.toc.op('gin_trgm_ops'),
        table.description.op('gin_trgm_ops'),
        table.distributorName.op('gin_trgm_ops'),
        table.param1.op('gin_trgm_ops'),
        table.param2.op('gin_trgm_ops'),
        table.param3.op('gin_trgm_ops'),
        table.param4.op('gin_trgm_ops'),
        table.param5.op('gin_trgm_ops'),
      )
      .with({ fastupdate: false }),
    // Their pieces of two characters, for words of two (migration 0028, field_bigrams).
    index('contents_fields_bigrams_idx')
      .using(
        'gin',
        sql`field_bigrams(${table.title})`,
        sql`field_bigrams(${table.author})`,
        sql`field_bigrams(${table.keywords})`,
        sql`field_bigrams(${table.toc})`,
        sql`field_bigrams(${table.description})`,
        sql`field_bigrams(${table.distributorName})`,
        sql`field_bigrams(${table.param1})`,
        sql`field_bigrams(${table.param2})`,
        sql`field_bigrams(${table.param3})`,
        sql`field_bigrams(${table.param4})`,
        sql`field_bigrams(${table.param5})`,
      )
      .with({ fastupdate: false }),
    // Date ranges on the custom fields (fieldDateSql).
    ...DATED_FIELDS.map((field) =>
      index(`contents_${field}_date_idx`).on(table.companyId, fieldDateSql(table[field])),
    ),
    uniqueIndex('contents_detail_id_unique').on(table.detailId),
    uniqueIndex('contents_view_token_unique').on(table.viewToken),
  ],
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

/**
 * The text of each PDF page or EPUB chapter, normalized for Japanese search (NFKC, Kangxi
 * radicals mapped, lines joined without spaces between Japanese characters, ruby readings dropped).
 */
export const contentTexts = pgTable(
  'content_texts',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 1-based page (PDF) or spine position (EPUB). */
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    /**
     * The page's search tokens (CJK bigrams and unigrams, Latin words) for full-text search;
     * written with the text by `modules/content/page-text.ts`. Null only for rows written before
     * full-text search existed, until the backfill job fills them.
     */
    searchTokens: tsvector('search_tokens'),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.pageNumber] }),
    index('content_texts_company_idx').on(table.companyId),
    // btree_gin lets one GIN index filter by company and match tokens (architecture.md).
    index('content_texts_search_idx').using('gin', table.companyId, table.searchTokens),
    // Only the rows the backfill has yet to fill (migration 0026).
    index('content_texts_untokenized_idx')
      .on(table.contentId)
      .where(sql`${table.searchTokens} is null`),
  ],
);

/** Which hashtags a content carries (set on the content's edit form, `hash_tag_ids`). */
export const contentHashtags = pgTable(
  'content_hashtags',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    hashtagId: integer('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.hashtagId] }),
    index('content_hashtags_hashtag_idx').on(table.hashtagId),
  ],
);
