// One column layout for the contents CSV: `GET content/export-csv` writes it, the content CSV
// import (`/import-csv-file/*`) reads it and its template, so an exported file imports again.

/** Header row, in order. Names are the wire fields of a content (wire-content.ts). */
export const contentCsvColumns = [
  'id',
  'title',
  'author',
  'keywords',
  'toc',
  'description',
  'distributor_name',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'view',
  'print',
  'type',
  'content_group_ids',
  'file_name',
  'file_type',
  'file_size',
  'page_count',
  'encoding_status',
  'create_date',
  'update_date',
] as const;
export type ContentCsvColumn = (typeof contentCsvColumns)[number];

/**
 * The columns an import sets (the fields of `contentFieldsSchema`; `id` names the content to
 * update, empty for a new one). The others describe the stored file and are ignored on import.
 */
export const contentCsvImportColumns = [
  'id',
  'title',
  'author',
  'keywords',
  'toc',
  'description',
  'distributor_name',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'view',
  'print',
  'type',
  'content_group_ids',
] as const satisfies readonly ContentCsvColumn[];

/** `content_group_ids` holds the group ids joined by this, e.g. `3;12`. */
export const CONTENT_CSV_LIST_SEPARATOR = ';';
