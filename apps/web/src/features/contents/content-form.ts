/**
 * The content edit form (every field of product.md §3 Content): its schema, the values a content
 * fills it with, and the body it sends. Texts stay strings in the form ('' = not set, sent null).
 * Messages are i18n keys.
 */
import { z } from 'zod';
import { ContentAccessMode, isEnumValue, PrintPermission } from '@hondana/contract';
import type { ContentDetail, ContentUpdateBody } from './contents-api';

const tooLong = 'contentAdmin.validation.tooLong';

const text = (max: number) => z.string().max(max, tooLong);

// 'none' rather than '': a select shows no label for an empty value.
export const contentTypeChoices = ['none', 'new', 'popular', 'recommend'] as const;
export const paramNumbers = [1, 2, 3, 4, 5] as const;

export const contentEditFormSchema = z.object({
  title: z.string().trim().min(1, { error: 'validation.required', abort: true }).max(255, tooLong),
  author: text(255),
  keywords: text(1000),
  toc: text(10_000),
  description: text(10_000),
  distributorName: text(255),
  /** A BCP 47 tag or nothing (the file's own language then fills it). */
  language: text(35).regex(
    /^\s*(?:[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3})?\s*$/,
    'contentAdmin.validation.language',
  ),
  param1: text(1000),
  param2: text(1000),
  param3: text(1000),
  param4: text(1000),
  param5: text(1000),
  view: z.union([z.literal(1), z.literal(2)]),
  print: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  type: z.enum(contentTypeChoices),
  contentGroupIds: z.array(z.number().int().positive()),
  hashTagIds: z.array(z.number().int().positive()).max(100),
});

export type ContentEditValues = z.infer<typeof contentEditFormSchema>;

type TextField = Exclude<
  keyof ContentEditValues,
  'view' | 'print' | 'type' | 'contentGroupIds' | 'hashTagIds'
>;

const textFields: readonly TextField[] = [
  'title',
  'author',
  'keywords',
  'toc',
  'description',
  'distributorName',
  'language',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
];

/** The form's values for a content (missing texts become ''). */
export function contentToFormValues(content: ContentDetail): ContentEditValues {
  const values = Object.fromEntries(
    textFields.map((field) => [field, content[field] ?? '']),
  ) as Record<TextField, string>;
  return {
    ...values,
    view:
      content.view === ContentAccessMode.ViewBook
        ? ContentAccessMode.ViewBook
        : ContentAccessMode.RequireLogin,
    print: isEnumValue(PrintPermission, content.print) ? content.print : PrintPermission.NotAllowed,
    type: content.type ?? 'none',
    contentGroupIds: [...content.contentGroupIds],
    hashTagIds: [...content.hashTagIds],
  };
}

/** The update body: trimmed texts, '' sent as null (cleared), no ribbon sent as null. */
export function formValuesToBody(values: ContentEditValues): ContentUpdateBody {
  const texts = Object.fromEntries(
    textFields.map((field) => {
      const value = values[field].trim();
      return [field, field === 'title' ? value : value || null];
    }),
  ) as Record<TextField, string | null>;
  return {
    ...texts,
    title: values.title.trim(),
    view: values.view,
    print: values.print,
    type: values.type === 'none' ? null : values.type,
    contentGroupIds: [...new Set(values.contentGroupIds)],
    hashTagIds: [...new Set(values.hashTagIds)],
  };
}

/** A file size as people read it (1 decimal above 1 MB/KB). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** The public addresses of a content on this site (the detail token and the direct-view token). */
export function contentPublicLinks(
  origin: string,
  content: { detailId: string; viewToken: string },
): { detail: string; direct: string } {
  const base = origin.replace(/\/+$/, '');
  return {
    detail: `${base}/content/${encodeURIComponent(content.detailId)}`,
    direct: `${base}/direct-view/${encodeURIComponent(content.viewToken)}`,
  };
}
