import { stringify } from 'csv-stringify/sync';

/** Spreadsheet programs take a UTF-8 file without it for the local code page (Shift_JIS in Japan). */
export const UTF8_BOM = '\uFEFF';

/**
 * A CSV file for spreadsheet users: a byte-order mark, CRLF lines, every cell quoted when needed,
 * and cells starting with = + - @ tab or CR prefixed with ' so a spreadsheet shows them as text
 * instead of running them as formulas (CSV injection).
 */
export function toSpreadsheetCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): string {
  return (
    UTF8_BOM +
    stringify([header as string[], ...(rows as Array<Array<string | number | null>>)], {
      record_delimiter: 'windows',
      escape_formulas: true,
      cast: { number: (value) => String(value) },
    })
  );
}
