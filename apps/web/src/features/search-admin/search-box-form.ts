/**
 * The search-box dialog: schema (messages are i18n keys), the values a box fills it with and the
 * body it sends. The server checks the same rules (419 fields, 418 match values, 782 one
 * full-text box); checking them here first puts the message beside the field.
 */
import { z } from 'zod';
import { SearchFieldType, searchableFields, searchBoxOperations } from '@hondana/contract';
import type { SearchBox, SearchBoxBody } from './search-admin-api';

const tooLong = 'searchAdmin.validation.tooLong';

/** The seven box types in catalogue order (product.md §3 Search configuration). */
export const searchBoxTypes = [1, 2, 3, 4, 5, 6, 7] as const;
export type SearchBoxType = (typeof searchBoxTypes)[number];

/** Choice boxes offer match values; the others take none. */
export function isChoiceType(type: number): boolean {
  return type === SearchFieldType.SingleChoice || type === SearchFieldType.MultiChoice;
}

/** Types whose words or values combine by the box's operation (AND / OR). */
export function hasOperation(type: number): boolean {
  return (
    type === SearchFieldType.PartialMatch ||
    type === SearchFieldType.ExactMatch ||
    type === SearchFieldType.MultiChoice
  );
}

/** Text boxes show a placeholder in their input. */
export function hasPlaceholder(type: number): boolean {
  return type === SearchFieldType.PartialMatch || type === SearchFieldType.ExactMatch;
}

/** The values given more than once (after trimming), each named once. */
export function findRepeatedValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values.map((item) => item.trim())) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

export const searchBoxFormSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(255, tooLong),
    labelEn: z.string().trim().max(255, tooLong),
    isFullText: z.boolean(),
    type: z.number().int().min(1).max(7),
    searchFields: z.array(z.enum(searchableFields)),
    operation: z.enum(searchBoxOperations),
    matchValues: z.array(z.string().trim().min(1).max(255, tooLong)).max(200),
    placeholder: z.string().trim().max(255, tooLong),
    placeholderEn: z.string().trim().max(255, tooLong),
  })
  .superRefine((values, issues) => {
    if (values.isFullText && values.type !== SearchFieldType.PartialMatch) {
      issues.addIssue({
        code: 'custom',
        path: ['type'],
        message: 'searchAdmin.validation.fullTextType',
      });
    }
    if (!values.isFullText && values.searchFields.length === 0) {
      issues.addIssue({
        code: 'custom',
        path: ['searchFields'],
        message: 'searchAdmin.validation.fieldsRequired',
      });
    }
    if (isChoiceType(values.type)) {
      if (values.matchValues.length === 0) {
        issues.addIssue({
          code: 'custom',
          path: ['matchValues'],
          message: 'searchAdmin.validation.matchValuesRequired',
        });
      } else if (findRepeatedValues(values.matchValues).length > 0) {
        issues.addIssue({
          code: 'custom',
          path: ['matchValues'],
          message: 'searchAdmin.validation.matchValuesRepeated',
        });
      }
    }
  });

export type SearchBoxFormValues = z.infer<typeof searchBoxFormSchema>;

export const emptySearchBoxValues: SearchBoxFormValues = {
  label: '',
  labelEn: '',
  isFullText: false,
  type: SearchFieldType.PartialMatch,
  searchFields: ['title'],
  operation: 'AND',
  matchValues: [],
  placeholder: '',
  placeholderEn: '',
};

export function searchBoxToFormValues(box: SearchBox): SearchBoxFormValues {
  return {
    label: box.label,
    labelEn: box.labelEn ?? '',
    isFullText: box.isFullText,
    type: box.type,
    searchFields: [...box.searchFields],
    operation: box.operation,
    matchValues: [...box.matchValues],
    placeholder: box.placeholder ?? '',
    placeholderEn: box.placeholderEn ?? '',
  };
}

/** The body of add/update; fields and values the type does not use are left out. */
export function formValuesToSearchBoxBody(
  values: SearchBoxFormValues,
  ordinal?: number,
): SearchBoxBody {
  const isChoice = isChoiceType(values.type);
  return {
    label: values.label.trim(),
    labelEn: values.labelEn.trim() || null,
    isFullText: values.isFullText,
    type: values.isFullText ? SearchFieldType.PartialMatch : values.type,
    searchFields: values.isFullText ? [] : [...values.searchFields],
    operation: hasOperation(values.type) ? values.operation : 'AND',
    matchValues: isChoice ? values.matchValues.map((value) => value.trim()) : [],
    placeholder:
      values.isFullText || hasPlaceholder(values.type) ? values.placeholder.trim() || null : null,
    placeholderEn:
      values.isFullText || hasPlaceholder(values.type) ? values.placeholderEn.trim() || null : null,
    ...(ordinal === undefined ? {} : { ordinal }),
  };
}
