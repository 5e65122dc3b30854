import { ErrorCode, patientCsvHeadRows } from '@hondana/contract';
import { parse } from 'csv-parse/sync';
import { CsvFileError, toBomCsv } from '../../platform/csv/csv-text.js';

/**
 * A patient CSV (docs/decisions.md, "Uploaded files"): row 1 holds the table's title in its
 * first cell, row 2 the column headings, and every row from row 3 is data whose first cell is
 * the year the upload names.
 */
export interface PatientCsv {
  title: string;
  columns: string[];
  /** Data rows with their row number in the file (3 for the first). */
  rows: { rowNumber: number; cells: string[] }[];
}

/** The import check's refusals, with the catalogue code each answers (790, 789). */
export class PatientCsvCheckError extends CsvFileError {
  constructor(
    readonly code: typeof ErrorCode.CsvTooFewRows | typeof ErrorCode.CsvYearMismatch,
    message: string,
  ) {
    super(message);
  }
}

function recordsOf(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    throw new CsvFileError(
      `The file is not a valid CSV: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Reads a patient CSV for `year`, with the catalogue's import check: at least 3 rows, and the
 * first cell of row 3 equal to the year. Throws PatientCsvCheckError naming the row and cell
 * otherwise, and CsvFileError for text that is not CSV.
 */
export function readPatientCsv(text: string, year: number): PatientCsv {
  const records = recordsOf(text);
  if (records.length <= patientCsvHeadRows) {
    throw new PatientCsvCheckError(
      ErrorCode.CsvTooFewRows,
      `The file has ${records.length} row${records.length === 1 ? '' : 's'}; a patient CSV needs at least 3: row 1 the title, row 2 the column headings, row 3 onwards the data.`,
    );
  }
  const first = records[patientCsvHeadRows]![0]?.trim() ?? '';
  if (first !== String(year)) {
    throw new PatientCsvCheckError(
      ErrorCode.CsvYearMismatch,
      `Row 3, cell A3 is "${first}": it must be the year of the upload, ${year}.`,
    );
  }
  const [titleRow, headings] = records as [string[], string[], ...string[][]];
  return {
    title: titleRow[0]?.trim() ?? '',
    columns: headings.map((cell) => cell.trim()),
    rows: records.slice(patientCsvHeadRows).map((cells, index) => ({
      rowNumber: index + patientCsvHeadRows + 1,
      cells: cells.map((cell) => cell.trim()),
    })),
  };
}

/** Why a data row cannot be imported, or null: the year first, as many cells as headings. */
export function patientRowProblem(
  row: { rowNumber: number; cells: string[] },
  columns: string[],
  year: number,
): string | null {
  const first = row.cells[0] ?? '';
  if (first !== String(year)) {
    return `Cell A${row.rowNumber} is "${first}": every data row starts with the year ${year}.`;
  }
  if (row.cells.length !== columns.length) {
    return `Row ${row.rowNumber} has ${row.cells.length} cells; the headings in row 2 have ${columns.length}.`;
  }
  return null;
}

/** The template (UTF-8 with BOM): the title, the headings, one example row. */
export function patientCsvTemplate(): string {
  return toBomCsv([
    ['患者数 / Patients'],
    ['年 / Year', '診療科 / Department', '外来患者数 / Outpatients', '入院患者数 / Inpatients'],
    ['2025', '内科 / Internal medicine', '12000', '3400'],
  ]);
}

/** The rejected rows with their reasons, as a CSV (with BOM) for correction. */
export function patientErrorFile(errors: { cells: string[]; reason: string }[]): string {
  return toBomCsv([['reason'], ...errors.map((error) => [error.reason, ...error.cells])]);
}
