/**
 * The content-group dialog: schema (messages are i18n keys), the values a group fills it with,
 * the body it sends. Numbers stay text in the form so an emptied box is a message, not NaN.
 */
import { z } from 'zod';
import { contentGroupTypes } from '@hondana/contract';
import type { ContentGroup, ContentGroupBody } from './content-groups-api';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      message,
    );
}

const optionalDate = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (isoDate.test(value) && !Number.isNaN(Date.parse(value))),
    'contentAdmin.validation.date',
  );

export const contentGroupFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .max(255, 'contentAdmin.validation.tooLong'),
    /** English variant of the name (blank: English readers see the name). */
    nameEn: z.string().trim().max(255, 'contentAdmin.validation.tooLong'),
    type: z.enum(contentGroupTypes),
    numRow: wholeNumber(1, 10, 'contentAdmin.validation.numRow'),
    itemSize: wholeNumber(1, 100, 'contentAdmin.validation.itemSize'),
    isWrapLine: z.boolean(),
    printable: z.boolean(),
    startDate: optionalDate,
    endDate: optionalDate,
    refCode: z.string().trim().max(64, 'contentAdmin.validation.tooLong'),
  })
  .refine(
    (values) =>
      values.startDate === '' || values.endDate === '' || values.startDate <= values.endDate,
    { message: 'contentAdmin.groups.validation.endBeforeStart', path: ['endDate'] },
  );

export type ContentGroupFormValues = z.infer<typeof contentGroupFormSchema>;

export const emptyContentGroupValues: ContentGroupFormValues = {
  name: '',
  nameEn: '',
  type: 'NORMAL',
  numRow: '1',
  itemSize: '10',
  isWrapLine: false,
  printable: true,
  startDate: '',
  endDate: '',
  refCode: '',
};

/** The reference-code dialog: the code alone, which it must give (844). */
export const refCodeFormSchema = z.object({
  refCode: z
    .string()
    .trim()
    .min(1, { error: 'contentAdmin.groups.validation.refCodeRequired', abort: true })
    .max(64, 'contentAdmin.validation.tooLong'),
});

export type RefCodeFormValues = z.infer<typeof refCodeFormSchema>;

/** The date part of a stored date (the server may answer a timestamp). */
function toDateInput(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

export function groupToFormValues(group: ContentGroup): ContentGroupFormValues {
  return {
    name: group.name,
    nameEn: group.nameEn ?? '',
    type: group.type,
    numRow: String(group.numRow),
    itemSize: String(group.itemSize),
    isWrapLine: group.isWrapLine,
    printable: group.printable,
    startDate: toDateInput(group.startDate),
    endDate: toDateInput(group.endDate),
    refCode: group.refCode ?? '',
  };
}

export function formValuesToGroupBody(values: ContentGroupFormValues): ContentGroupBody {
  return {
    name: values.name.trim(),
    nameEn: values.nameEn.trim() || null,
    type: values.type,
    numRow: Number(values.numRow),
    itemSize: Number(values.itemSize),
    isWrapLine: values.isWrapLine,
    printable: values.printable,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    refCode: values.refCode.trim() || null,
  };
}

/** "2026/11/01 – 2026/12/31", one end open ("2026/11/01 –"), or null when always shown. */
export function formatGroupPeriod(start: string | null, end: string | null): string | null {
  const show = (value: string | null) => (value ? value.slice(0, 10).replaceAll('-', '/') : '');
  if (!start && !end) return null;
  return `${show(start)} – ${show(end)}`.trim();
}
