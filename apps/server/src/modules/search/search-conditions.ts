import {
  ErrorCode,
  SearchFieldType,
  searchableFields,
  type SearchCondition,
  type SearchableField,
} from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';

/** What a search box contributes to a condition that names it (search_boxes row). */
export interface SearchBoxRule {
  searchFields: string[];
  type: number;
  operation: 'AND' | 'OR';
  matchValues: string[];
  isFullText: boolean;
}

/**
 * A condition checked and brought to one form, ready to become SQL (search.filters.ts). A box's
 * fields combine with OR; `operation` combines a condition's words or values.
 */
export type FieldMatch =
  | { kind: 'partial'; fields: SearchableField[]; words: string[]; operation: 'AND' | 'OR' }
  | { kind: 'exact'; fields: SearchableField[]; value: string }
  | { kind: 'choice'; fields: SearchableField[]; values: string[]; operation: 'AND' | 'OR' }
  | {
      kind: 'range';
      fields: SearchableField[];
      /** Characters of the date compared: 10 yyyy-MM-dd, 7 yyyy-MM, 4 yyyy. */
      length: 10 | 7 | 4;
      from: string | null;
      to: string | null;
    };

/** Input text as it is matched: NFKC (full/half width folded), white space collapsed, trimmed. */
export function normalizeInput(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

const rangeFormats: Record<number, { length: 10 | 7 | 4; pattern: RegExp; name: string }> = {
  [SearchFieldType.DateRange]: {
    length: 10,
    pattern: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
    name: 'yyyy-MM-dd',
  },
  [SearchFieldType.MonthRange]: { length: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/, name: 'yyyy-MM' },
  [SearchFieldType.YearRange]: { length: 4, pattern: /^\d{4}$/, name: 'yyyy' },
};

function fieldsOf(names: readonly string[] | undefined): SearchableField[] {
  const known = searchableFields as readonly string[];
  const unknown = (names ?? []).filter((name) => !known.includes(name));
  if (!names || names.length === 0 || unknown.length > 0) {
    throw new AppError(ErrorCode.InvalidSearchField, { details: { search_fields: unknown } });
  }
  return [...new Set(names)] as SearchableField[];
}

/** A range end: `/` and `.` read as `-`; null when left out; 865/406 when not in the format. */
function rangeEnd(text: string | undefined, type: number): string | null {
  const value = normalizeInput(text ?? '').replace(/[/.]/g, '-');
  if (!value) return null;
  const format = rangeFormats[type]!;
  if (!format.pattern.test(value)) {
    if (type === SearchFieldType.DateRange) throw new AppError(ErrorCode.WrongIsoDateFormat);
    throw new AppError(ErrorCode.BadParameters, {
      message: `A date of this search must be written ${format.name}.`,
    });
  }
  return value;
}

/** The chosen values, each one of the box's choices (418) when a box is named. */
function choicesOf(values: string[], box: SearchBoxRule | null): string[] {
  const chosen = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (box) {
    const offered = new Set(box.matchValues.map((value) => value.trim()));
    const invalid = chosen.filter((value) => !offered.has(value));
    if (invalid.length > 0) {
      throw new AppError(ErrorCode.InvalidMatchValue, { details: { values: invalid } });
    }
  }
  return chosen;
}

/**
 * Checks one condition and brings it to its matching form. `box` is the configured box the
 * condition names (its fields, type, operation and choices apply), or null for a condition that
 * carries its own. Null when the condition asks for nothing (no words, no value, no dates).
 *
 * Errors: 419 unknown or missing fields; 418 a value that is not one of the box's choices (or
 * several values for a single choice); 865 / 406 a date not in its type's format; 409 `from`
 * after `to`; 406 a full-text box (searched by `content/full-text-search`) or a missing type.
 */
export function resolveCondition(
  condition: SearchCondition,
  box: SearchBoxRule | null,
): FieldMatch | null {
  if (box?.isFullText) {
    throw new AppError(ErrorCode.BadParameters, {
      message: 'A full-text search box is searched with content/full-text-search.',
    });
  }
  const type = box ? box.type : condition.type;
  if (type === undefined) {
    throw new AppError(ErrorCode.BadParameters, {
      message: 'A search condition needs a type (1-7) or a search_box_id.',
    });
  }
  const fields = fieldsOf(box ? box.searchFields : condition.search_fields);
  switch (type) {
    case SearchFieldType.PartialMatch: {
      const words = [...new Set(normalizeInput(condition.value ?? '').split(' '))].filter(Boolean);
      if (words.length === 0) return null;
      return { kind: 'partial', fields, words, operation: box?.operation ?? 'AND' };
    }
    case SearchFieldType.ExactMatch: {
      const value = normalizeInput(condition.value ?? '');
      return value ? { kind: 'exact', fields, value } : null;
    }
    case SearchFieldType.SingleChoice: {
      const given = condition.value !== undefined ? [condition.value] : (condition.values ?? []);
      const values = choicesOf(given, box);
      if (values.length > 1) {
        throw new AppError(ErrorCode.InvalidMatchValue, {
          message: 'A single-choice condition takes one value.',
        });
      }
      return values.length === 0 ? null : { kind: 'choice', fields, values, operation: 'OR' };
    }
    case SearchFieldType.MultiChoice: {
      const given = condition.values ?? (condition.value !== undefined ? [condition.value] : []);
      const values = choicesOf(given, box);
      if (values.length === 0) return null;
      return { kind: 'choice', fields, values, operation: box?.operation ?? 'OR' };
    }
    default: {
      const format = rangeFormats[type];
      if (!format) throw new AppError(ErrorCode.BadParameters);
      const from = rangeEnd(condition.from, type);
      const to = rangeEnd(condition.to, type);
      if (from === null && to === null) return null;
      if (from !== null && to !== null && from > to) {
        throw new AppError(ErrorCode.FromDateAfterToDate);
      }
      return { kind: 'range', fields, length: format.length, from, to };
    }
  }
}

/**
 * The term-field pairs a condition becomes in SQL (`searchLimits.fieldPairs`): each word or
 * value is tested against each field; an exact value or a range is one term.
 */
export function pairsOf(match: FieldMatch | null): number {
  if (match === null) return 0;
  const terms =
    match.kind === 'partial'
      ? match.words.length
      : match.kind === 'choice'
        ? match.values.length
        : 1;
  return terms * match.fields.length;
}

/**
 * The words a search is counted under (search terms): the text typed into partial and exact
 * conditions, one term per condition. Choices and dates are picked, not typed, and not counted.
 */
export function searchTermsOf(matches: (FieldMatch | null)[]): string[] {
  const terms = matches.flatMap((match) => {
    if (match?.kind === 'partial') return [match.words.join(' ')];
    if (match?.kind === 'exact') return [match.value];
    return [];
  });
  return [...new Set(terms)];
}
