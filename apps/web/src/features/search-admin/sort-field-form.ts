/**
 * The sort-field dialog: a field code (1-11 the searchable fields, 12 the created date), its
 * title, the direction it starts with and whether it is the company's default sort.
 */
import { z } from 'zod';
import { sortFieldCodes } from '@hondana/contract';
import type { ContentFieldName } from '@hondana/contract';
import type { SortField, SortFieldBody } from './search-admin-api';

/** The codes in order with the name of the field each sorts by. */
export const sortFieldOptions: readonly { code: number; name: ContentFieldName }[] = Object.entries(
  sortFieldCodes,
)
  .map(([code, name]) => ({ code: Number(code), name }))
  .sort((a, b) => a.code - b.code);

export const sortFieldFormSchema = z.object({
  field: z.number().int().min(1).max(12),
  title: z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(64, 'searchAdmin.validation.tooLong'),
  titleEn: z.string().trim().max(64, 'searchAdmin.validation.tooLong'),
  direction: z.enum(['asc', 'desc']),
  isSortFieldDefault: z.boolean(),
});

export type SortFieldFormValues = z.infer<typeof sortFieldFormSchema>;

/** A new sort: the first field no sort uses yet (731 answers a field used twice). */
export function emptySortFieldValues(used: readonly number[]): SortFieldFormValues {
  const free = sortFieldOptions.find((option) => !used.includes(option.code));
  return {
    field: free?.code ?? 1,
    title: '',
    titleEn: '',
    direction: 'asc',
    isSortFieldDefault: false,
  };
}

export function sortFieldToFormValues(sort: SortField): SortFieldFormValues {
  return {
    field: sort.field,
    title: sort.title,
    titleEn: sort.titleEn ?? '',
    direction: sort.isAscDefault ? 'asc' : 'desc',
    isSortFieldDefault: sort.isSortFieldDefault,
  };
}

export function formValuesToSortFieldBody(
  values: SortFieldFormValues,
  ordinal?: number,
): SortFieldBody {
  return {
    field: values.field,
    title: values.title.trim(),
    titleEn: values.titleEn.trim() || null,
    isAscDefault: values.direction === 'asc',
    isSortFieldDefault: values.isSortFieldDefault,
    ...(ordinal === undefined ? {} : { ordinal }),
  };
}
