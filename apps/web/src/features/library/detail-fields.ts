import { columnWidths } from '@hondana/contract';
import type { ColumnWidth } from '@hondana/contract';
import { formatDisplayDate } from '../../ui/format/display-date';
import type { Content } from './library-types';

/**
 * Fields the detail screen can show (product.md §2 Content detail screen), and the created date
 * the administrator may add as a content-detail param.
 */
export const detailFieldNames = [
  'title',
  'author',
  'keywords',
  'toc',
  'distributorName',
  'description',
  'param1',
  'param2',
  'param3',
  'param4',
  'param5',
  'created_date',
] as const;
export type DetailFieldName = (typeof detailFieldNames)[number];

/** Long texts keep their line breaks in a box of their own. */
const multilineFields: ReadonlySet<DetailFieldName> = new Set(['toc', 'description']);

export interface DetailField {
  field: DetailFieldName;
  /** The administrator's title for the field; null: the translated default. */
  title: string | null;
  /** Grid columns of 12 (3, 4, 6 or 12). */
  size: ColumnWidth;
  multiline: boolean;
  value: string;
}

/**
 * A content-detail param as `GET search-setting/public` answers it (`content_detail_params`,
 * camelCased): which field, its title, width and place.
 */
export interface DetailParam {
  field: string;
  title: string | null;
  /** English variant of the title (readers of English see it; `localized`). */
  titleEn?: string | null;
  size: number;
  ordinalNumber: number;
}

interface ConfiguredField {
  field: DetailFieldName;
  title: string | null;
  size: ColumnWidth;
  ordinal: number;
}

/** Without a configuration: every text field but the title (it is the heading), in order. */
const defaultFields: readonly ConfiguredField[] = detailFieldNames
  .filter((field) => field !== 'title' && field !== 'created_date')
  .map((field, index) => ({
    field,
    title: null,
    size: multilineFields.has(field) ? 12 : 6,
    ordinal: index,
  }));

function readConfiguredFields(params: readonly DetailParam[]): ConfiguredField[] | null {
  const fields: ConfiguredField[] = [];
  for (const param of params) {
    const field = detailFieldNames.find((name) => name === param.field);
    if (!field) continue;
    const size = columnWidths.find((width) => width === param.size) ?? 12;
    const title = param.title?.trim() ? param.title.trim() : null;
    fields.push({ field, title, size, ordinal: param.ordinalNumber });
  }
  return fields.length > 0 ? fields.sort((a, b) => a.ordinal - b.ordinal) : null;
}

/** A field's text for a content ('' when empty); the created date as YYYY/MM/DD. */
export function fieldValueOf(content: Content, field: DetailFieldName): string {
  if (field === 'created_date') return formatDisplayDate(content.createDate);
  return content[field]?.trim() ?? '';
}

/**
 * The fields to show for a content: the company's content-detail params (public search
 * settings) when it has any, else the defaults; empty values are left out.
 */
export function detailFieldsOf(
  content: Content,
  params: readonly DetailParam[] | null | undefined,
): DetailField[] {
  const configured = (params && readConfiguredFields(params)) ?? defaultFields;
  return configured.flatMap(({ field, title, size }) => {
    const value = fieldValueOf(content, field);
    return value ? [{ field, title, size, multiline: multilineFields.has(field), value }] : [];
  });
}
