import {
  ContentAction,
  CONTENT_CSV_LIST_SEPARATOR,
  contentCsvColumns,
  contentCsvImportColumns,
  contentCsvReasonColumn,
  contentCsvTemplateColumns,
  contentFieldsSchema,
  contentUpdateBodySchema,
  type ContentCsvTemplateColumn,
  type ContentFields,
} from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import { CsvFileError, toBomCsv, unescapeCell } from '../../platform/csv/csv-text.js';
import type { Language } from '../../platform/http/language.js';

/** Why a file is not a content CSV (the upload answers 747 with it). */
export class ContentCsvFileError extends CsvFileError {}

export interface ParsedContentCsv {
  /** Index of each column the import reads (the file may order them as it likes); no `action`
   * column (an exported file) leaves it undefined. */
  columns: ColumnIndex;
  /** Cells of the header: a row with fewer is refused. */
  width: number;
  /** Data rows (header excluded), blank lines skipped. */
  rows: string[][];
}

export type ColumnIndex = Record<Exclude<ContentCsvTemplateColumn, 'action'>, number> & {
  action?: number;
};

/** Columns of the export that describe the stored file: an exported file imports, they are skipped. */
const ignoredColumns = new Set<string>([
  ...contentCsvColumns.filter(
    (column) => !(contentCsvImportColumns as readonly string[]).includes(column),
  ),
  contentCsvReasonColumn,
]);

/**
 * Parses the text with csv-parse and checks the header: every column an import sets must be
 * there, once, and `action` may be; the export's file columns and an error file's `reason` are
 * skipped; anything else is refused, so a misspelt column never silently empties a field.
 */
export function parseContentCsv(text: string): ParsedContentCsv {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    throw new ContentCsvFileError(
      `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new ContentCsvFileError('The file is empty.');
  const names = header.map((cell) => cell.trim().toLowerCase());
  const columns: Partial<Record<ContentCsvTemplateColumn, number>> = {};
  const known = new Set<string>(contentCsvTemplateColumns);
  for (const [index, name] of names.entries()) {
    if (ignoredColumns.has(name)) continue;
    if (!known.has(name)) {
      throw new ContentCsvFileError(
        `Unknown column "${header[index]}". The columns are: ${contentCsvTemplateColumns.join(', ')}.`,
      );
    }
    if (columns[name as ContentCsvTemplateColumn] !== undefined) {
      throw new ContentCsvFileError(`The column "${name}" appears twice.`);
    }
    columns[name as ContentCsvTemplateColumn] = index;
  }
  const missing = contentCsvImportColumns.filter((name) => columns[name] === undefined);
  if (missing.length > 0) {
    throw new ContentCsvFileError(`Missing columns: ${missing.join(', ')}.`);
  }
  if (rows.length === 0) throw new ContentCsvFileError('The file has no data rows.');
  return { columns: columns as ColumnIndex, width: header.length, rows };
}

/** The template: the header and one example row (a new content), with the BOM. */
export function contentCsvTemplate(): string {
  const example = (values: Partial<Record<ContentCsvTemplateColumn, string>>) =>
    contentCsvTemplateColumns.map((column) => values[column] ?? '');
  return toBomCsv([
    [...contentCsvTemplateColumns],
    example({
      title: 'サンプル書籍',
      author: '著者名',
      view: '1',
      print: '0',
      type: 'new',
      content_group_ids: '',
      action: String(ContentAction.Add),
    }),
  ]);
}

/**
 * The error file: the row's cells (in the template's order), then the reason; with the BOM and
 * formula cells escaped as in the export (CSV injection).
 */
export function contentCsvErrorFile(errors: { cells: string[]; reason: string }[]): string {
  const rows = errors.map(({ cells, reason }) => [
    ...contentCsvTemplateColumns.map((_, index) => cells[index] ?? ''),
    reason,
  ]);
  return toSpreadsheetCsv([...contentCsvTemplateColumns, contentCsvReasonColumn], rows);
}

/**
 * A row's cells in the template's order, whatever order the file had, as the import reads them
 * (formula escapes taken off, trimmed): the error file escapes them again as the export does.
 */
export function cellsInTemplateOrder(cells: string[], columns: ColumnIndex): string[] {
  return contentCsvTemplateColumns.map((column) => {
    const index = columns[column];
    return index === undefined ? '' : unescapeCell(cells[index] ?? '').trim();
  });
}

/** What one row asks for, or why it cannot be done. */
export type ContentCsvRow =
  | { action: 'add'; fields: ContentFields }
  | { action: 'update'; id: string; fields: Partial<ContentFields> }
  | { action: 'delete'; id: string }
  | { action: 'invalid'; reason: string };

const reasons = {
  columnCount: {
    ja: (n: number, m: number) => `列の数が ${n} 個です（${m} 個必要です）。`,
    en: (n: number, m: number) => `The row has ${n} cells; ${m} are expected.`,
  },
  action: {
    ja: 'action は 0（追加）、1（更新）、2（削除）のいずれかです。',
    en: 'action must be 0 (add), 1 (update) or 2 (delete).',
  },
  idOnAdd: {
    ja: '追加（action 0）では id を空にしてください。',
    en: 'Leave id empty to add a content (action 0).',
  },
  idMissing: {
    ja: '更新・削除（action 1、2）には id が必要です。',
    en: 'Updating or deleting (action 1 or 2) needs the id.',
  },
  groups: {
    ja: 'content_group_ids はセミコロン区切りのグループ ID です（例: 1;2）。',
    en: 'content_group_ids must be group ids separated by semicolons (e.g. 1;2).',
  },
  number: {
    ja: (column: string) => `${column} は数値です。`,
    en: (column: string) => `${column} must be a number.`,
  },
  field: {
    ja: (column: string, detail: string) => `${column} の値が正しくありません（${detail}）。`,
    en: (column: string, detail: string) => `${column} is not valid (${detail}).`,
  },
};

/** Reads one data row; `language` is that of the administrator who started the import. */
export function interpretContentRow(
  cells: string[],
  file: Pick<ParsedContentCsv, 'columns' | 'width'>,
  language: Language,
): ContentCsvRow {
  const { columns, width } = file;
  if (cells.length < width) {
    return { action: 'invalid', reason: reasons.columnCount[language](cells.length, width) };
  }
  const cell = (column: ContentCsvTemplateColumn) => {
    const index = columns[column];
    return index === undefined ? '' : unescapeCell(cells[index] ?? '').trim();
  };
  const invalid = (reason: string): ContentCsvRow => ({ action: 'invalid', reason });

  const id = cell('id');
  // No action (an exported file, or the cell left empty): a row without id is new, one with an
  // id updates that content. Deleting is always asked for explicitly.
  const actionText = cell('action') || String(id ? ContentAction.Update : ContentAction.Add);
  const action = /^[012]$/.test(actionText) ? Number(actionText) : null;
  if (action === null) return invalid(reasons.action[language]);
  if (action === ContentAction.Add && id) return invalid(reasons.idOnAdd[language]);
  if (action !== ContentAction.Add && !id) return invalid(reasons.idMissing[language]);
  if (action === ContentAction.Delete) return { action: 'delete', id };

  const groupsText = cell('content_group_ids');
  const groupParts = groupsText
    .split(CONTENT_CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (groupParts.some((part) => !/^\d{1,9}$/.test(part))) return invalid(reasons.groups[language]);

  const text = (column: ContentCsvTemplateColumn) => cell(column) || null;
  const numberOf = (column: 'view' | 'print') => {
    const value = cell(column);
    if (value === '') return undefined;
    return /^\d+$/.test(value) ? Number(value) : Number.NaN;
  };
  for (const column of ['view', 'print'] as const) {
    if (Number.isNaN(numberOf(column))) return invalid(reasons.number[language](column));
  }
  const candidate = {
    title: cell('title'),
    author: text('author'),
    keywords: text('keywords'),
    toc: text('toc'),
    description: text('description'),
    distributor_name: text('distributor_name'),
    param1: text('param1'),
    param2: text('param2'),
    param3: text('param3'),
    param4: text('param4'),
    param5: text('param5'),
    // Empty: the default on add, the content's current value on update.
    view: numberOf('view'),
    print: numberOf('print'),
    type: cell('type').toLowerCase() || null,
    content_group_ids: [...new Set(groupParts.map(Number))],
  };

  if (action === ContentAction.Add) {
    const parsed = contentFieldsSchema.safeParse(candidate);
    if (!parsed.success) return invalid(describeIssues(parsed.error, language));
    return { action: 'add', fields: parsed.data };
  }
  // A row is the whole content: on update every cell counts (an empty cell clears its field),
  // except view and print, whose empty cell keeps the current setting.
  const { view, print, ...rest } = candidate;
  const parsed = contentUpdateBodySchema.required({ title: true }).safeParse({
    ...rest,
    ...(view === undefined ? {} : { view }),
    ...(print === undefined ? {} : { print }),
  });
  if (!parsed.success) return invalid(describeIssues(parsed.error, language));
  return { action: 'update', id, fields: parsed.data };
}

function describeIssues(error: z.ZodError, language: Language): string {
  return error.issues
    .map((issue) => reasons.field[language](String(issue.path[0] ?? ''), issue.message))
    .join(' ');
}
