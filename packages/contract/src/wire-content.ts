import { englishVariantSchema } from './english-variant';
import { z } from 'zod';
import { idParamSchema, idSchema } from './validation';
import { contentGroupTypes, contentWireSchema } from './wire-library';

// Wire shapes (snake_case) of the library: contents (api-catalogue.md §7 Content), content groups
// (§7 Layout and search administration), favourites, the viewer and the watermark. The server
// answers and validates them, the web reads and sends them.

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The fields a company administrator sets on a content (product.md §3 Content), without
 * defaults: zod 4 applies a default even to a missing key of a `.partial()` object, which would
 * reset unsent fields on update.
 */
const contentFieldsShape = {
  title: z.string().trim().min(1).max(255),
  author: optionalText(255),
  keywords: optionalText(1000),
  toc: optionalText(10_000),
  description: optionalText(10_000),
  distributor_name: optionalText(255),
  /** The book's language as a BCP 47 tag (`ja`, `en-US`); taken from the file when not set. */
  language: z
    .string()
    .trim()
    .max(35)
    .regex(/^(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3})?$/)
    .nullable()
    .optional(),
  param1: optionalText(1000),
  param2: optionalText(1000),
  param3: optionalText(1000),
  param4: optionalText(1000),
  param5: optionalText(1000),
  /** Access mode: 1 require login, 2 anyone may view the book. */
  view: z.union([z.literal(1), z.literal(2)]),
  /** Print permission: 0 not allowed, 1 all pages, 2 current page. */
  print: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Ribbon: new, popular, recommend or none. */
  type: z.enum(['new', 'popular', 'recommend']).nullable().optional(),
  content_group_ids: z.array(idSchema).max(1000),
  /** The company's hashtags it carries (unknown ids: 740). */
  hash_tag_ids: z.array(idSchema).max(100),
};

/** A new content: unsent access mode, print permission and groups take their defaults. */
export const contentFieldsSchema = z.object({
  ...contentFieldsShape,
  view: contentFieldsShape.view.default(1),
  print: contentFieldsShape.print.default(0),
  content_group_ids: contentFieldsShape.content_group_ids.default([]),
  hash_tag_ids: contentFieldsShape.hash_tag_ids.default([]),
});
export type ContentFields = z.infer<typeof contentFieldsSchema>;

/** `content-data` part of `POST content/upload-add`, and the body of `POST content/add`. */
export const contentDataSchema = contentFieldsSchema;
/**
 * `content-data` of `POST content/upload-add`: the title may be left out, and the book's own
 * title (its metadata), else the file name, is taken.
 */
export const uploadContentDataSchema = contentDataSchema.extend({
  title: contentFieldsShape.title.optional(),
});
/**
 * `PUT content/update/{id}`: only the fields sent change (no defaults, so an absent
 * `content_group_ids` keeps the memberships and an absent `print` keeps the print mode).
 */
export const contentUpdateBodySchema = z.object(contentFieldsShape).partial();
export type ContentUpdateBody = z.infer<typeof contentUpdateBodySchema>;

export const contentSortFields = [
  'title',
  'author',
  'create_date',
  'update_date',
  'encoding_status',
  'page_count',
] as const;

/** `GET content/page` (company administrators). `page` is 1-based. */
export const contentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search_key: z.string().trim().max(255).optional(),
  sort_field: z.enum(contentSortFields).default('create_date'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  content_group_id: idParamSchema.optional(),
  encoding_status: z.coerce.number().int().min(1).max(4).optional(),
});

/** Admin detail adds the direct-view token, which only administrators see. */
export const contentAdminWireSchema = z.object({
  ...contentWireSchema.shape,
  view_token: z.string(),
  /** The cover is an image the administrator uploaded (`PUT content/update-cover/{id}`). */
  cover_uploaded: z.boolean(),
});
export type ContentAdminWire = z.infer<typeof contentAdminWireSchema>;

// ---- Content groups ----

/** Fields of a content group without defaults (see contentFieldsShape for why). */
const contentGroupFieldsShape = {
  name: z.string().trim().min(1).max(255),
  name_en: englishVariantSchema(255),
  type: z.enum(contentGroupTypes),
  num_row: z.number().int().min(1).max(10),
  item_size: z.number().int().min(1).max(100),
  is_wrap_line: z.boolean(),
  printable: z.boolean(),
  /** yyyy-MM-dd (865 otherwise); null or blank for none. */
  start_date: z.string().max(32).nullable().optional(),
  end_date: z.string().max(32).nullable().optional(),
  ref_code: z.string().trim().max(64).nullable().optional(),
};

/** `POST content-group/add`. Dates are yyyy-MM-dd (865), the end not before the start (826). */
export const contentGroupFieldsSchema = z.object({
  ...contentGroupFieldsShape,
  type: contentGroupFieldsShape.type.default('NORMAL'),
  num_row: contentGroupFieldsShape.num_row.default(1),
  item_size: contentGroupFieldsShape.item_size.default(10),
  is_wrap_line: contentGroupFieldsShape.is_wrap_line.default(false),
  printable: contentGroupFieldsShape.printable.default(true),
});
/** `PUT content-group/update/{id}`: only the fields sent change. */
export const contentGroupUpdateBodySchema = z.object(contentGroupFieldsShape).partial();

/** `GET content-group/page` (company administrators). Default groups always come last. */
export const contentGroupPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  search_key: z.string().trim().max(255).optional(),
  sort_field: z.enum(['ordinal', 'name', 'created_date']).default('ordinal'),
  sort: z.enum(['asc', 'desc']).default('asc'),
});

/** `PUT content-group/update-ref-code`: a blank or missing ref_code answers 844. */
export const contentGroupRefCodeBodySchema = z.object({
  id: idSchema,
  ref_code: z.string().max(64).nullable().optional(),
});

/** Paging and sorting of contents inside one group on the home page. */
export const contentShelfQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  sort_field: z.enum(['title', 'author', 'create_date', 'popular']).default('create_date'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  /** Popularity period (product.md §9) when sort_field is popular. */
  period: z.enum(['LAST_30_DAYS', 'LAST_3_MONTHS', 'LAST_6_MONTHS', 'LONGEST']).default('LONGEST'),
});

// ---- Favourites ----

export const favoriteAddBodySchema = z.object({
  content_id: z.string().min(1).max(64),
  content_group_id: idSchema.nullable().optional(),
});

/** Answer of `content/favorites/add` and `delete`: the flag to sync in lists and the detail. */
export const favoriteStateSchema = z.object({
  content_id: z.string(),
  content_group_id: z.number().int().nullable(),
  is_favorite: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/**
 * `GET content/public/page`: one page of a shelf. A normal group by content_group_id, or the
 * signed-in reader's favourites (list_type 2) or recently read books (list_type 3).
 */
export const contentPublicPageQuerySchema = contentShelfQuerySchema.extend({
  content_group_id: idParamSchema.optional(),
  list_type: z.coerce.number().int().min(1).max(3).default(1),
});

/** `GET content/public/detail/`: by public detail token, or by content id (and group). */
export const contentPublicDetailQuerySchema = z.object({
  domain: z.string().max(255).optional(),
  detail_id: z.string().max(128).optional(),
  content_group_id: idParamSchema.optional(),
  id: z.string().max(64).optional(),
});

/** `GET content-group/public/list`, `content-group-list`, `favorites-recently-read`. */
export const contentGroupShelvesQuerySchema = contentShelfQuerySchema.omit({
  page: true,
  size: true,
});

// ---- Viewer ----

export const watermarkPositions = [
  'top-left',
  'top-right',
  'center',
  'bottom-left',
  'bottom-right',
  'diagonal',
  'tile',
] as const;

/** `GET/PUT watermark`. `watermark_content` may hold `{name}`, `{id}` and `{date}`. */
export const watermarkSchema = z.object({
  watermark_content: z.string().trim().max(255),
  font_size: z.number().int().min(6).max(200),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  opacity: z.number().int().min(0).max(100),
  position: z.enum(watermarkPositions),
});
export type WatermarkWire = z.infer<typeof watermarkSchema>;

/** `GET content/public/viewer-token`: content_id and content_group_id, or a direct-view token. */
export const viewerTokenQuerySchema = z.object({
  domain: z.string().optional(),
  content_id: z.string().max(64).optional(),
  content_group_id: idParamSchema.optional(),
  /** `/content/:contentToken` (public detail token) or `/direct-view/:viewToken`. */
  detail_id: z.string().max(128).optional(),
  view_token: z.string().max(128).optional(),
});

export const viewerTokenSchema = z.object({
  token_id: z.string(),
  expires_at: z.string(),
  content_info: z.object({
    id: z.string(),
    title: z.string(),
    /** 0 none, 1 all pages, 2 current page. */
    printable_content: z.number().int(),
    extension_type: z.enum(['pdf', 'epub']),
    page_count: z.number().int().nullable(),
  }),
  /** The watermark with `{name}`, `{id}` and `{date}` already filled in for this reader. */
  watermark: watermarkSchema,
  /** Where this reader stopped last time (any device); null for visitors and new books. */
  reading_position: z.object({ location: z.string(), progress: z.number().nullable() }).nullable(),
});
export type ViewerToken = z.infer<typeof viewerTokenSchema>;

/** `PUT content/reading-position/{id}`: the reader's place in a book. */
export const readingPositionBodySchema = z.object({
  location: z.string().min(1).max(2000),
  progress: z.number().min(0).max(1).nullable().optional(),
});

/** A reader's saved place in a book, as `PUT content/reading-position/{id}` answers it. */
export const readingPositionSchema = z.object({
  content_id: z.string(),
  location: z.string(),
  progress: z.number().nullable(),
  update_date: z.string(),
});
