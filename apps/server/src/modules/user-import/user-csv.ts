import {
  errorCatalogue,
  ErrorCode,
  userAdminBodySchema,
  type UserAdminBody,
} from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import { CsvFileError, toBomCsv, unescapeCell } from '../../platform/csv/csv-text.js';
import type { Language } from '../../platform/http/language.js';
import type { CsvFormat } from '../content-import/content-import.service.js';

/**
 * The columns of the user CSV: the template, the export and the import use the same ones, so an
 * export imports back. `password` is the plain password (hashed on the way in; the export leaves
 * it empty); `content_group_ids` is `1;2`; `is_account_status` 0 active, 1 suspended.
 */
export const userCsvColumns = [
  'email',
  'username',
  'full_name',
  'password',
  'lang',
  'role_level',
  'user_group_id',
  'content_group_ids',
  'param01',
  'param02',
  'param03',
  'param04',
  'param05',
  'is_account_status',
] as const;
export type UserCsvColumn = (typeof userCsvColumns)[number];

/** The column the error file adds after the row's own cells. */
export const userCsvReasonColumn = 'reason';

export type UserCsvIndex = Record<UserCsvColumn, number>;

/** The header's columns, in any order; an error file's `reason` is skipped; nothing else. */
export function userCsvIndexOf(header: string[]): UserCsvIndex {
  const index: Partial<UserCsvIndex> = {};
  const known = new Set<string>(userCsvColumns);
  header.forEach((cell, position) => {
    const name = cell
      .trim()
      .toLowerCase()
      .replace(/^\uFEFF/, '');
    if (name === userCsvReasonColumn) return;
    if (!known.has(name)) {
      throw new CsvFileError(
        `Unknown column "${cell}". The columns are: ${userCsvColumns.join(', ')}.`,
      );
    }
    if (index[name as UserCsvColumn] !== undefined) {
      throw new CsvFileError(`The column "${name}" appears twice.`);
    }
    index[name as UserCsvColumn] = position;
  });
  const missing = userCsvColumns.filter((name) => index[name] === undefined);
  if (missing.length > 0) throw new CsvFileError(`Missing columns: ${missing.join(', ')}.`);
  return index as UserCsvIndex;
}

/** Checks the whole text at upload (header, CSV syntax) and counts its data rows. */
export function countUserCsvRows(text: string): number {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new CsvFileError(
      `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new CsvFileError('The file is empty.');
  userCsvIndexOf(header);
  if (rows.length === 0) throw new CsvFileError('The file has no data rows.');
  return rows.length;
}

export function userCsvTemplate(): string {
  const example: Record<UserCsvColumn, string> = {
    email: 'hanako@example.com',
    username: 'hanako_yamada',
    full_name: '山田 花子',
    password: '',
    lang: 'ja',
    role_level: '3',
    user_group_id: '',
    content_group_ids: '',
    param01: '',
    param02: '',
    param03: '',
    param04: '',
    param05: '',
    is_account_status: '0',
  };
  return toBomCsv([[...userCsvColumns], userCsvColumns.map((column) => example[column])]);
}

/** The refused rows and their reasons, formula cells escaped as in the export (CSV injection). */
export function userCsvErrorFile(errors: { cells: string[]; reason: string }[]): string {
  const rows = errors.map(({ cells, reason }) => [
    ...userCsvColumns.map((_, position) => cells[position] ?? ''),
    reason,
  ]);
  return toSpreadsheetCsv([...userCsvColumns, userCsvReasonColumn], rows);
}

/**
 * A row read: the body the user calls take, and the plain password when the row gives one.
 * `cells` are what a refused row keeps for the error file, with the password left out: error
 * rows are stored and served again, and a password in clear must outlive the import nowhere.
 */
export type UserCsvRow =
  | { ok: true; body: UserAdminBody; password: string | null; cells: string[] }
  | { ok: false; reason: string; cells: string[] };

const PASSWORD_CELL = userCsvColumns.indexOf('password');

const texts = {
  invalid: {
    ja: (column: string) => `${column} の値が正しくありません。`,
    en: (column: string) => `The value of ${column} is not valid.`,
  },
};

/** Reads one row against the columns (cells come back in the template's order for errors). */
export function readUserCsvRow(raw: string[], index: UserCsvIndex, language: Language): UserCsvRow {
  const cells = userCsvColumns.map((column) => unescapeCell(raw[index[column]] ?? '').trim());
  const cell = (column: UserCsvColumn) => cells[userCsvColumns.indexOf(column)]!;
  const orNull = (value: string) => (value === '' ? null : value);
  const number = (value: string, fallback: number | null) =>
    value === '' ? fallback : /^\d+$/.test(value) ? Number(value) : Number.NaN;
  const groups = cell('content_group_ids');
  const candidate = {
    email: orNull(cell('email')),
    username: orNull(cell('username')),
    full_name: cell('full_name'),
    lang: cell('lang') || 'ja',
    role_level: number(cell('role_level'), 3),
    user_group_id: number(cell('user_group_id'), null),
    content_group_ids: groups === '' ? [] : groups.split(';').map((id) => number(id.trim(), 0)),
    param01: orNull(cell('param01')),
    param02: orNull(cell('param02')),
    param03: orNull(cell('param03')),
    param04: orNull(cell('param04')),
    param05: orNull(cell('param05')),
    is_account_status: number(cell('is_account_status'), 0),
  };
  const password = cell('password');
  const kept = cells.map((value, position) => (position === PASSWORD_CELL ? '' : value));
  const parsed = userAdminBodySchema.safeParse(candidate);
  if (!parsed.success) {
    const column = String(parsed.error.issues[0]?.path[0] ?? 'row');
    // 611's own text for a role that is not a reader's (as the user calls answer it).
    const reason =
      column === 'role_level'
        ? errorCatalogue[ErrorCode.InvalidRole][language]
        : texts.invalid[language](column);
    return { ok: false, reason, cells: kept };
  }
  return {
    ok: true,
    body: parsed.data,
    password: password === '' ? null : password,
    cells: kept,
  };
}

/** The user import's file rules for the shared CSV import bookkeeping. */
export const userCsvFormat: CsvFormat = {
  folder: 'users',
  countRows: countUserCsvRows,
  template: userCsvTemplate,
  errorFile: userCsvErrorFile,
};
