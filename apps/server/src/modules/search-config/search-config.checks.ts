import { ErrorCode, SearchFieldType, searchableFields } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';

export type Ordinals = { id: number; ordinal: number }[];

/** The box types whose values are chosen from the box's match values. */
export const choiceTypes: readonly number[] = [
  SearchFieldType.SingleChoice,
  SearchFieldType.MultiChoice,
];

/** 419 unless every name is a searchable field. */
export function assertSearchableFields(fields: readonly string[]): void {
  const unknown = fields.filter(
    (field) => !(searchableFields as readonly string[]).includes(field),
  );
  if (unknown.length > 0) {
    throw new AppError(ErrorCode.InvalidSearchField, {
      message: `Not a searchable field: ${unknown.join(', ')}.`,
      details: { search_fields: unknown },
    });
  }
}

/** 406 for ids given twice; the model's not-found code for ids that are not the company's. */
export function assertOrdinalIds(
  ordinals: Ordinals,
  existing: Set<number>,
  notFound: ErrorCode,
): void {
  const ids = ordinals.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(ErrorCode.BadParameters, { message: 'An id is given more than once.' });
  }
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw new AppError(notFound, { details: { ids: missing } });
}
