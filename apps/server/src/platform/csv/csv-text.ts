import { stringify } from 'csv-stringify/sync';
import { UTF8_BOM } from './csv-export.js';

/** Why a file is not a CSV the import can read (the upload answers 747 with it). */
export class CsvFileError extends Error {}

/**
 * The text of an uploaded file: UTF-8 (with or without BOM) or, as Japanese Excel saves CSV,
 * Shift_JIS. Bytes that are neither, or hold NUL (any binary), are not a CSV.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new CsvFileError('The file is binary, not a CSV text file.');
  for (const encoding of ['utf-8', 'shift_jis']) {
    try {
      const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
      return text.startsWith(UTF8_BOM) ? text.slice(1) : text;
    } catch {
      // try the next encoding
    }
  }
  throw new CsvFileError('The file is neither UTF-8 nor Shift_JIS text.');
}

/**
 * The export escapes cells that a spreadsheet would run as a formula by a leading `'`; it is
 * taken off again on import, so an exported file imports back unchanged.
 */
export function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** RFC 4180 line ends (CRLF), as spreadsheets write them; with the BOM, for templates. */
export function toBomCsv(rows: string[][]): string {
  return UTF8_BOM + stringify(rows, { record_delimiter: 'windows' });
}
