import {
  CREATED_DATE_FIELD,
  sortFieldCodes,
  type ContentFieldName,
  type SearchableField,
} from '@hondana/contract';
import { and, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../platform/db/escape-like.js';
import { qualified } from '../../platform/db/qualified.js';
import {
  contentHashtags,
  contents,
  DATED_FIELDS,
  fieldDateSql,
} from '../content/content.tables.js';
import type { ListOrder } from '../library/library.repository.js';
import type { FieldMatch } from './search-conditions.js';

// The SQL form of a search's conditions, on `contents` rows. The library's `filteredPage` adds
// the access rule around it, so a search narrows what the viewer may see and never widens it.

const columns: Record<ContentFieldName, PgColumn> = {
  title: contents.title,
  author: contents.author,
  keywords: contents.keywords,
  toc: contents.toc,
  distributorName: contents.distributorName,
  description: contents.description,
  param1: contents.param1,
  param2: contents.param2,
  param3: contents.param3,
  param4: contents.param4,
  param5: contents.param5,
  [CREATED_DATE_FIELD]: contents.createdAt,
};

/** `fields` OR'ed: the condition holds when any of the box's fields meets `test`. */
function anyField(fields: SearchableField[], test: (column: PgColumn) => SQL): SQL {
  return or(...fields.map((field) => test(columns[field])))!;
}

function combine(operation: 'AND' | 'OR', parts: SQL[]): SQL {
  return (operation === 'AND' ? and(...parts) : or(...parts))!;
}

/**
 * The digits `from` and `to` both begin with (up to the first that differs, or the first `-`): a
 * date between them begins with these, and so does the field's own text, as reading `/` and `.`
 * as `-` changes no digit. Empty for an open range.
 */
function sharedDigits(from: string | null, to: string | null): string {
  if (from === null || to === null) return '';
  let length = 0;
  while (length < from.length && from[length] === to[length] && /\d/.test(from[length]!)) {
    length += 1;
  }
  return from.slice(0, length);
}

/**
 * The least text after every text that begins with `bound` (its last character, a digit, moved
 * on by one): "begins with something up to `bound`" is "is below this", byte by byte.
 */
function pastEvery(bound: string): string {
  return bound.slice(0, -1) + String.fromCharCode(bound.charCodeAt(bound.length - 1) + 1);
}

/** The columns whose dates are indexed (content.tables.ts, fieldDateSql). */
const datedColumns = new Set<PgColumn>(DATED_FIELDS.map((field) => contents[field]));

/**
 * A date range on text fields: the field's value counts when it starts with a date of the
 * range's form (`/` and `.` read as `-`), compared as text (the forms are zero-padded). The
 * value's first `length` characters are within the bounds exactly when its first ten are at
 * least `from` and below `pastEvery(to)`, compared byte by byte: so every form is asked of the
 * one expression the custom fields are indexed by, and the index finds the range's contents
 * (a year range over 10,000 books: 8 → 2 ms).
 */
function inRange(column: PgColumn, match: Extract<FieldMatch, { kind: 'range' }>): SQL {
  const date = fieldDateSql(qualified(column));
  // The shape spans exactly the form's length, so the first ten characters alone are tested.
  const shape = { 10: '^\\d{4}-\\d{2}-\\d{2}', 7: '^\\d{4}-\\d{2}', 4: '^\\d{4}' }[match.length];
  // A field without the index: the digits both bounds begin with, as a plain LIKE on the column,
  // drop most rows sooner, and the fields' trigram index can find the rest (1990-01-01 to
  // 1995-12-31: `199%`; 10 → 4.5 ms over 10,000 books). With the index, the planner would
  // combine the two, and take longer.
  const digits = datedColumns.has(column) ? '' : sharedDigits(match.from, match.to);
  // PostgreSQL tests a row's conditions in this order: the comparisons first, as most rows are
  // outside the range, then the regular expression (a range over 10,000 books: 19 ms → 9 ms).
  return and(
    digits === '' ? undefined : like(column, `${digits}%`),
    match.from === null ? undefined : sql`${date} >= ${match.from}`,
    match.to === null ? undefined : sql`${date} < ${pastEvery(match.to)}`,
    sql`${date} ~ ${shape}`,
  )!;
}

/**
 * `column` contains `word` (wildcards escaped). ILIKE lowercases every row's text first, which
 * in a multibyte database costs more than the match itself; a word without letter case (most
 * Japanese words, numbers) matches the same with LIKE, which compares bytes.
 */
function contains(column: PgColumn, word: string): SQL {
  const pattern = `%${escapeLike(word)}%`;
  return word.toLowerCase() === word.toUpperCase() ? like(column, pattern) : ilike(column, pattern);
}

/**
 * `word` contained in any of `fields`. A word of two characters has no trigram: with `lookUp`, it
 * is also looked up as a piece of the fields' bigram index (migration 0028; lowercased there by
 * the same `lower` as ILIKE's), and the LIKEs decide. The lookup must stand on its own among the
 * statement's conditions (ANDed), so that PostgreSQL answers it from the index alone: inside an
 * OR, it would compute the pieces of every row that gets that far. One character would match
 * every piece it begins, so it is left to the LIKEs.
 */
function containedInAny(fields: SearchableField[], word: string, lookUp: boolean): SQL {
  const found = anyField(fields, (column) => contains(column, word));
  if (!lookUp || [...word].length !== 2) return found;
  const piece = sql`field_bigrams_query(${word})`;
  return and(
    found,
    anyField(fields, (column) => sql`field_bigrams(${qualified(column)}) @@ ${piece}`),
  )!;
}

/**
 * One condition as SQL: partial = each word contained (case-insensitively), exact and choices =.
 * The search ANDs the conditions it is given (search.service.ts).
 */
export function conditionSql(match: FieldMatch): SQL {
  switch (match.kind) {
    case 'partial': {
      const lookUp = match.operation === 'AND' || match.words.length === 1;
      return combine(
        match.operation,
        match.words.map((word) => containedInAny(match.fields, word, lookUp)),
      );
    }
    case 'exact':
      return anyField(match.fields, (column) => eq(column, match.value));
    case 'choice':
      return combine(
        match.operation,
        match.values.map((value) => anyField(match.fields, (column) => eq(column, value))),
      );
    case 'range':
      return anyField(match.fields, (column) => inRange(column, match));
  }
}

/** Contents carrying every one of `hashtagIds` (the ids were checked to be the company's). */
export function hashtagsSql(hashtagIds: number[]): SQL {
  return and(
    ...hashtagIds.map(
      (id) =>
        sql`exists (select 1 from ${contentHashtags} where ${qualified(contentHashtags.contentId)} = ${qualified(contents.id)} and ${qualified(contentHashtags.hashtagId)} = ${id})`,
    ),
  )!;
}

/**
 * The order of a search's results: sort field `code` (1-11 a searchable field, 12 the created
 * date) in `order`, empty values last, then newest first and by id so pages never overlap.
 */
export function orderSql(code: number, order: 'asc' | 'desc'): ListOrder {
  const field = sortFieldCodes[code] ?? CREATED_DATE_FIELD;
  const column = columns[field];
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return {
    by: [
      sql`${qualified(column)} ${direction} nulls last`,
      sql`${qualified(contents.createdAt)} desc`,
      sql`${qualified(contents.id)} asc`,
    ],
    columns: [...new Set([column, contents.createdAt, contents.id])],
    newestFirst: field === CREATED_DATE_FIELD && order === 'desc',
  };
}
