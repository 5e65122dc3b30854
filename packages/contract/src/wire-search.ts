import { z } from 'zod';
import { idParamSchema, idSchema } from './validation';
import { columnWidths, searchableFields } from './enums';
import { limits } from './constants';
import { englishVariantSchema, englishVariantWireSchema } from './english-variant';
import { contentWireSchema } from './wire-library';
import { pagedSchemaOf } from './wire-page';

// Wire shapes (snake_case) of discovery (api-catalogue.md §7 Search, Hashtags and the search
// parts of Layout and search administration): the server answers and validates them, the web
// reads and sends them.

const colorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .nullable();
const labelSchema = z.string().trim().min(1).max(255);
/** A record id (PostgreSQL int4), so a huge number answers 400 rather than failing the query. */
const recordId = z.number().int().positive().max(limits.int4Max);
const queryRecordId = idParamSchema.max(limits.int4Max);
const idList = z.array(idSchema).max(1000);

/**
 * A query-string flag: `true`/`1` or `false`/`0` (z.coerce.boolean would read "false" as true).
 */
export const queryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** What a sort or a result column may show besides the searchable fields. */
export const CREATED_DATE_FIELD = 'created_date';
export const contentFieldNames = [...searchableFields, CREATED_DATE_FIELD] as const;
export type ContentFieldName = (typeof contentFieldNames)[number];

/**
 * Sort field codes (product.md §3 Sort field): 1-11 the searchable fields in catalogue order,
 * 12 the created date (`CREATED_DATE_SORT_FIELD`).
 */
export const sortFieldCodes: Record<number, ContentFieldName> = Object.fromEntries(
  contentFieldNames.map((name, index) => [index + 1, name]),
);

// ---- Search requests ----

/**
 * One condition of a search (`POST content/search` body is an array of them, combined with AND).
 * Either names a configured box (`search_box_id`: its fields and type apply) or carries its own
 * `search_fields` and `type`. Field names are checked by the server (419), not here, so a bad
 * one gets its catalogue code; so is the size of the whole search (406, `searchLimits`).
 *
 * - type 1 partial match: `value` (words split on spaces, each found in any of the fields,
 *   combined by the box's operation; AND without a box); type 2 exact match: the whole `value`
 *   equals a field;
 * - type 4 single choice: `value`; type 5 multi choice: `values` (box operation; OR without a box);
 * - type 3 date range `from`/`to` as yyyy-MM-dd, 6 month range as yyyy-MM, 7 year range as yyyy;
 *   either end may be left out. A field value counts when it starts with such a date
 *   (`/` and `.` read as `-`).
 */
export const searchConditionSchema = z.object({
  search_box_id: recordId.optional(),
  search_fields: z.array(z.string().max(64)).max(20).optional(),
  type: z.number().int().min(1).max(7).optional(),
  value: z.string().max(255).optional(),
  values: z.array(z.string().max(255)).max(100).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});
export type SearchCondition = z.infer<typeof searchConditionSchema>;

export const searchBodySchema = z.array(searchConditionSchema).max(20);

/**
 * What one search may ask of the database; more answers 406 before any search query runs
 * (docs/decisions.md, "Bounded searches"). Each is far above what a person types:
 *
 * - `fieldPairs`: term-field pairs of a field search's conditions, summed: a partial match's
 *   words, a choice's values, or 1 for an exact value or a range, times the fields searched.
 *   Each pair is one `LIKE`/`=` test of every content row, so cost grows with this product.
 *   The free-word box searches all 11 fields, so 200 allows 18 words there; three boxes of
 *   5 words over 11 fields make 165; a 100-value multi choice fits over 2 fields.
 * - `fullTextTerms`: index terms of a full-text query (a Japanese word of n characters is n - 1
 *   bigrams, other words one term each): a quote of 65 characters.
 * - `fullTextPrefixTerms`: of those, the ones looked up by prefix (Latin words, numbers and
 *   one-character Japanese words), each a range scan of the index: 16 words.
 */
export const searchLimits = {
  fieldPairs: 200,
  fullTextTerms: 64,
  fullTextPrefixTerms: 16,
} as const;

/**
 * Query of `POST content/search`, `content/public/search` and the hashtag searches. `page` is
 * 1-based; `sort_by` is a sort field code (1-12) and `sort` its direction, both defaulting to the
 * company's default sort field; `is_new_search` logs the words as a search term; a
 * `content_group_id` (also `contentGroupId`) limits the search to one group, a `tab_id` adds the
 * tab's preset.
 */
export const searchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  domain: z.string().max(255).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  sort_by: z.coerce.number().int().min(1).max(12).optional(),
  is_new_search: queryFlagSchema.optional(),
  content_group_id: queryRecordId.optional(),
  contentGroupId: queryRecordId.optional(),
  tab_id: queryRecordId.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** `POST content/search-hash-tag` body: hashtag ids (one unless multiple selection is on). */
export const hashtagSearchBodySchema = z.array(recordId).min(1).max(100);

/**
 * A page of field or hashtag search results. A search counts at most 1,000 matching books (the
 * bound of docs/decisions.md); past that, `total_is_lower_bound` is true and more books match
 * than `total_elements` says. The pages themselves are exact, whichever is asked for.
 */
export const searchPageSchema = z.object({
  ...pagedSchemaOf(contentWireSchema).shape,
  total_is_lower_bound: z.boolean(),
});

/**
 * `POST content/full-text-search` (and public): the words in the body's `query` or in the query
 * string's. Japanese matches as written (full/half width folded), English case-insensitively
 * and by word prefix. More index terms than `searchLimits` allows answer 406.
 */
export const fullTextSearchBodySchema = z
  .object({ query: z.string().max(255).optional() })
  .nullable()
  .optional();
export const fullTextSearchQuerySchema = searchQuerySchema
  .omit({ sort: true, sort_by: true })
  .extend({ query: z.string().max(255).optional() });

/** A page of a book where the words were found; `snippet` is HTML-escaped text with `<mark>`. */
export const fullTextHitSchema = z.object({
  page: z.number().int(),
  snippet: z.string(),
});
export type FullTextHit = z.infer<typeof fullTextHitSchema>;

export const fullTextResultSchema = z.object({
  content: contentWireSchema,
  /** The best pages, best first (at most 3). */
  hits: z.array(fullTextHitSchema),
  /** Pages of the book that match. */
  hit_pages: z.number().int(),
});
export type FullTextResult = z.infer<typeof fullTextResultSchema>;

/**
 * A page of full-text results. A search counts at most 1,000 matching pages (the bound of
 * docs/decisions.md); when it stopped there, `total_is_lower_bound` is true and more books may
 * match than `total_elements` says.
 */
export const fullTextPageSchema = z.object({
  ...pagedSchemaOf(fullTextResultSchema).shape,
  total_is_lower_bound: z.boolean(),
});

/**
 * `POST content/full-text-search/pages` (and `content/public/full-text-search/pages`): every
 * page of one book whose text holds the words, in page order, paged; the words as in the
 * full-text search (body `query`, or `query` in the query string). `content_group_id` opens the
 * book as a member of that group, as the reader does.
 */
export const fullTextPagesQuerySchema = fullTextSearchQuerySchema
  .omit({ is_new_search: true, tab_id: true })
  .extend({ content_id: z.string().min(1).max(64) });
export type FullTextPagesQuery = z.infer<typeof fullTextPagesQuerySchema>;

// ---- Search terms ----

export const searchTermPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(limits.int4Max).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search_key: z.string().trim().max(255).optional(),
  sort_field: z.enum(['count', 'last_searched_at', 'term']).default('count'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});

export const searchTermSchema = z.object({
  term: z.string(),
  count: z.number().int(),
  last_searched_at: z.string(),
});
export type SearchTerm = z.infer<typeof searchTermSchema>;

// ---- Search boxes ----

export const searchBoxOperations = ['AND', 'OR'] as const;

/**
 * `POST search-box/add` and `PUT search-box/update/{id}`. Choice boxes (4, 5) need at least one
 * match value and no duplicates (418); others take none. Unknown fields answer 419. A full-text
 * box is a partial-match text box over the books' text; a company has one at most (782).
 */
export const searchBoxBodySchema = z.object({
  label: labelSchema,
  label_en: englishVariantSchema(255),
  search_fields: z.array(z.string().max(64)).max(20).default([]),
  type: z.number().int().min(1).max(7),
  operation: z.enum(searchBoxOperations).default('AND'),
  match_values: z.array(z.string().trim().min(1).max(255)).max(200).default([]),
  is_full_text: z.boolean().default(false),
  placeholder: z.string().trim().max(255).nullable().optional(),
  placeholder_en: englishVariantSchema(255),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export type SearchBoxBody = z.infer<typeof searchBoxBodySchema>;

export const searchBoxSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  label_en: englishVariantWireSchema,
  search_fields: z.array(z.enum(searchableFields)),
  type: z.number().int(),
  operation: z.enum(searchBoxOperations),
  match_values: z.array(z.string()),
  is_full_text: z.boolean(),
  placeholder: z.string().nullable(),
  placeholder_en: englishVariantWireSchema,
  ordinal: z.number().int(),
});
export type SearchBox = z.infer<typeof searchBoxSchema>;

/** Body of the ordering calls (`PUT tab/update`, `sort-field/update`, …): new ordinals by id. */
export const ordinalsBodySchema = z
  .array(z.object({ id: idSchema, ordinal: z.number().int().min(0) }))
  .min(1)
  .max(1000);

// ---- Tabs ----

export const searchTabBodySchema = z.object({
  name: z.string().trim().min(1).max(64),
  name_en: englishVariantSchema(64),
  content_group_id: idSchema.nullable().optional(),
  conditions: z.array(searchConditionSchema).max(20).default([]),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export const searchTabSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: englishVariantWireSchema,
  content_group_id: z.number().int().nullable(),
  conditions: z.array(searchConditionSchema),
  ordinal: z.number().int(),
});
export type SearchTab = z.infer<typeof searchTabSchema>;

/** `GET/PUT tab-setting`: whether tabs show, and the first "all" tab. Colours: layout issue. */
export const tabSettingSchema = z.object({
  show_tabs: z.boolean(),
  all_tab_label: z.string().trim().max(64).nullable(),
  // Absent (a setting stored before it existed, or a client that does not know it) reads as none.
  all_tab_label_en: z.string().trim().max(64).nullable().optional(),
  // Colours of the tab bar (issue 10); absent in a change keeps the stored value, null the default.
  tab_background_color: colorSchema.optional(),
  tab_text_color: colorSchema.optional(),
  active_tab_background_color: colorSchema.optional(),
  active_tab_text_color: colorSchema.optional(),
});
export type TabSetting = z.infer<typeof tabSettingSchema>;

// ---- Buttons (tab bar, each search result, a search result's detail) ----

/**
 * A button: opens the detail page, opens the book, or follows a link (internal `/…` or
 * http(s)); `url` only for links.
 */
export const searchButtonBodySchema = z.object({
  label: z.string().trim().min(1).max(64),
  action: z.enum(['detail', 'view', 'link']),
  url: z.string().trim().max(2048).nullable().optional(),
  background_color: colorSchema.optional(),
  text_color: colorSchema.optional(),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export const searchButtonSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  action: z.enum(['detail', 'view', 'link']),
  url: z.string().nullable(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  ordinal: z.number().int(),
});
export type SearchButton = z.infer<typeof searchButtonSchema>;

// ---- Search-result setting, its params; content-detail params ----

/** A content field shown in each search result (`kind` search_result) or on the detail page. */
export const contentFieldSettingBodySchema = z.object({
  field: z.enum(contentFieldNames),
  title: z.string().trim().max(255).nullable().optional(),
  title_en: englishVariantSchema(255),
  size: z
    .number()
    .int()
    .refine((value) => (columnWidths as readonly number[]).includes(value))
    .default(12),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export const contentFieldSettingSchema = z.object({
  id: z.number().int(),
  field: z.enum(contentFieldNames),
  title: z.string().nullable(),
  title_en: englishVariantWireSchema,
  size: z.number().int(),
  /** Named as the catalogue names the content-detail param (ordinalNumber). */
  ordinal_number: z.number().int(),
});
export type ContentFieldSetting = z.infer<typeof contentFieldSettingSchema>;

/** `PUT search-result-setting/update-search-result`: how results are laid out. */
export const searchResultSettingSchema = z.object({
  layout: z.enum(['list', 'grid']),
  show_cover: z.boolean(),
  page_size: z.number().int().min(1).max(100),
});
export type SearchResultSetting = z.infer<typeof searchResultSettingSchema>;

export const searchResultSettingDetailsSchema = searchResultSettingSchema.extend({
  params: z.array(contentFieldSettingSchema),
  buttons: z.array(searchButtonSchema),
});

/** `PUT content-search-result-setting/update`: the page a search result opens (/search/{id}). */
export const contentSearchResultSettingSchema = z.object({
  show_cover: z.boolean(),
  view_button_label: z.string().trim().max(64).nullable(),
  view_button_position: z.enum(['left', 'center', 'right']),
  view_button_color: colorSchema,
  view_button_text_color: colorSchema,
});
export type ContentSearchResultSetting = z.infer<typeof contentSearchResultSettingSchema>;

export const contentSearchResultSettingDetailsSchema = contentSearchResultSettingSchema.extend({
  buttons: z.array(searchButtonSchema),
});

// ---- Sort fields ----

/** `POST sort-field/add`; `PUT sort-field/update/{id}` takes the same body. */
export const sortFieldBodySchema = z.object({
  field: z.number().int().min(1).max(12),
  title: z.string().trim().min(1).max(64),
  title_en: englishVariantSchema(64),
  is_asc_default: z.boolean().default(true),
  is_sort_field_default: z.boolean().default(false),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export const sortFieldSchema = z.object({
  id: z.number().int(),
  field: z.number().int(),
  /** Derived from the field: text, or date for field 12. */
  type: z.enum(['text', 'date']),
  title: z.string(),
  title_en: englishVariantWireSchema,
  ordinal: z.number().int(),
  is_asc_default: z.boolean(),
  is_sort_field_default: z.boolean(),
});
export type SortField = z.infer<typeof sortFieldSchema>;

// ---- Hashtags ----

export const hashtagBodySchema = z.object({
  name: z.string().trim().min(1).max(64),
  name_en: englishVariantSchema(64),
  ordinal: z.number().int().min(0).max(10_000).optional(),
});
export const hashtagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: englishVariantWireSchema,
  ordinal: z.number().int(),
  /** Contents carrying it (all of the company's, whatever their state). */
  content_count: z.number().int(),
});
export type Hashtag = z.infer<typeof hashtagSchema>;

/** `GET/PUT hash-tag/…search-box…`: the hashtags offered on the search page, in order. */
export const hashtagSearchBoxSchema = z.object({
  hash_tag_ids: idList,
  multiple_select: z.boolean(),
});
export const hashtagSearchBoxBodySchema = z.object({ hash_tag_ids: idList });
export const hashtagMultipleSelectBodySchema = z.object({ multiple_select: z.boolean() });

/**
 * `GET/PUT hash-tag-setting`: the search box's hashtags grouped under headings. A heading once
 * (867), a hashtag in one list only (868).
 */
export const hashtagSettingSchema = z.object({
  title: z.string().trim().max(64).nullable(),
  title_en: z.string().trim().max(64).nullable().optional(),
  lists: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(64),
        name_en: z.string().trim().max(64).nullable().optional(),
        hash_tag_ids: idList,
      }),
    )
    .max(50),
});
export type HashtagSetting = z.infer<typeof hashtagSettingSchema>;

// ---- Page title ----

/** `PUT page-title/update`: longer than 255 answers 744 (checked by the server). */
export const pageTitleBodySchema = z.object({
  title_page: z.string().trim().max(10_000).nullable(),
  /** The same 744 rule; absent keeps the stored English title. */
  title_page_en: z.string().trim().max(10_000).nullable().optional(),
});
export const pageTitleSchema = z.object({
  title_page: z.string().nullable(),
  title_page_en: englishVariantWireSchema,
});

// ---- What the readers' pages read ----

/**
 * `GET search-setting/public`: everything the search pages and the detail page need, read once
 * per page load and after every change (no cache beyond the request).
 */
export const publicSearchSettingsSchema = z.object({
  title_page: z.string().nullable(),
  title_page_en: englishVariantWireSchema,
  search_boxes: z.array(searchBoxSchema),
  tabs: z.array(searchTabSchema),
  tab_setting: tabSettingSchema.extend({ buttons: z.array(searchButtonSchema) }),
  search_result_setting: searchResultSettingDetailsSchema,
  content_search_result_setting: contentSearchResultSettingDetailsSchema,
  content_detail_params: z.array(contentFieldSettingSchema),
  sort_fields: z.array(sortFieldSchema),
  hashtags: z.object({
    /** The search box's hashtags, in order. */
    search_box: z.array(hashtagSchema.omit({ content_count: true })),
    multiple_select: z.boolean(),
    setting: hashtagSettingSchema,
  }),
});
export type PublicSearchSettings = z.infer<typeof publicSearchSettingsSchema>;
