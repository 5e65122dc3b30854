// zod/mini, as wire-branding.ts explains: the home page lists these on its first paint.
import * as z from 'zod/mini';

// The library's answers that readers' lists show (contents and content groups with a page of
// their contents); wire-content.ts has the rest of the library's shapes.

export const contentGroupTypes = ['NORMAL', 'FAVORITE'] as const;

/**
 * A signed-in reader's place in a book, beside the catalogue's content fields on every list and
 * detail a reader gets (continue reading, progress bars on covers). Null for visitors,
 * administrators and books the reader never opened.
 */
export const readingStateWireSchema = z.object({
  /** PDF: the page number as text; EPUB: a CFI. Null until the reader turned a page. */
  location: z.nullable(z.string()),
  /** 0 to 1, as the reader reported it with the location. */
  progress: z.nullable(z.number()),
});
export type ReadingStateWire = z.infer<typeof readingStateWireSchema>;

/** A content as the API shows it; readers get the same shape (no storage keys, ever). */
export const contentWireSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.nullable(z.string()),
  keywords: z.nullable(z.string()),
  toc: z.nullable(z.string()),
  description: z.nullable(z.string()),
  distributor_name: z.nullable(z.string()),
  /** BCP 47 tag of the book's language (from its file or the administrator); null when unknown. */
  language: z.nullable(z.string()),
  param1: z.nullable(z.string()),
  param2: z.nullable(z.string()),
  param3: z.nullable(z.string()),
  param4: z.nullable(z.string()),
  param5: z.nullable(z.string()),
  file_name: z.nullable(z.string()),
  file_type: z.enum(['pdf', 'epub']),
  file_size: z.nullable(z.int()),
  page_count: z.nullable(z.int()),
  /** 1 not processed, 2 processing, 3 done, 4 failed. */
  encoding_status: z.int(),
  /** Why processing failed; null unless encoding_status is 4. */
  encoding_error: z.nullable(z.string()),
  view: z.int(),
  print: z.int(),
  /** The print permission in force where the content is shown (group printable applied). */
  printable_content: z.int(),
  type: z.nullable(z.enum(['new', 'popular', 'recommend'])),
  content_group_ids: z.array(z.int()),
  /** The company's hashtags the content carries, by id. */
  hash_tag_ids: z.array(z.int()),
  /** Public detail token (`/content/:contentToken`). */
  detail_id: z.string(),
  /** Cover images (WebP) by URL, null until processing made them. */
  cover_url: z.nullable(z.string()),
  cover_large_url: z.nullable(z.string()),
  /** Only for a signed-in reader; false otherwise. */
  is_favorite: z.boolean(),
  /** The content is in a content group a subscription plan unlocks (subscriptions on). */
  is_subscription_plan: z.boolean(),
  /** The viewer holds a plan unlocking it (always true for administrators). */
  is_registered: z.boolean(),
  view_count: z.int(),
  /** Where the signed-in reader is in this book (readingStateWireSchema). */
  reading_state: z.nullable(readingStateWireSchema),
  create_date: z.string(),
  update_date: z.string(),
});
export type ContentWire = z.infer<typeof contentWireSchema>;

export const contentGroupWireSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** English variant of the name (english-variant.ts; optional for older answers). */
  name_en: z.optional(z.nullable(z.string())),
  type: z.enum(contentGroupTypes),
  is_default: z.boolean(),
  num_row: z.int(),
  item_size: z.int(),
  is_wrap_line: z.boolean(),
  printable: z.boolean(),
  ref_code: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  ordinal: z.int(),
  content_count: z.int(),
  created_date: z.string(),
});
export type ContentGroupWire = z.infer<typeof contentGroupWireSchema>;

/**
 * A group with one page of its contents, as the home page lists them (`content-group/public/list`,
 * `content-group-list`, `favorites-recently-read`). `page` is 1-based.
 */
export const contentGroupShelfSchema = z.extend(contentGroupWireSchema, {
  /** 1 normal, 2 favourites, 3 recently read, 4 new, 5 popular, 6 recommend. */
  list_type: z.int(),
  page: z.int(),
  total_pages: z.int(),
  total_elements: z.int(),
  contents: z.array(contentWireSchema),
});
export type ContentGroupShelf = z.infer<typeof contentGroupShelfSchema>;
