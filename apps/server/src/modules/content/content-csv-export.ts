import {
  CONTENT_CSV_LIST_SEPARATOR,
  contentCsvColumns,
  type ContentCsvColumn,
} from '@hondana/contract';
import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import type { ContentRow } from './content.tables.js';

/** Contents as a spreadsheet-safe CSV (contentCsvColumns); `groups` are each one's group ids. */
export function contentsCsv(rows: ContentRow[], groups: Map<string, number[]>): string {
  const cells = rows.map((row) => {
    const values: Record<ContentCsvColumn, string | number | null> = {
      id: row.id,
      title: row.title,
      author: row.author,
      keywords: row.keywords,
      toc: row.toc,
      description: row.description,
      distributor_name: row.distributorName,
      param1: row.param1,
      param2: row.param2,
      param3: row.param3,
      param4: row.param4,
      param5: row.param5,
      view: row.viewMode,
      print: row.printMode,
      type: row.ribbon,
      content_group_ids: (groups.get(row.id) ?? []).join(CONTENT_CSV_LIST_SEPARATOR),
      file_name: row.fileName,
      file_type: row.fileKey ? row.fileType : null,
      file_size: row.fileSize,
      page_count: row.pageCount,
      encoding_status: row.encodingStatus,
      create_date: row.createdAt.toISOString(),
      update_date: row.updatedAt.toISOString(),
    };
    return contentCsvColumns.map((column) => values[column]);
  });
  return toSpreadsheetCsv(contentCsvColumns, cells);
}
