import { columnWidths } from '@hondana/contract';
import type { ColumnWidth } from '@hondana/contract';
import type { Content } from './library-types';

/** Fields the detail screen can show (product.md §2 Content detail screen). */
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

interface ConfiguredField {
  field: DetailFieldName;
  title: string | null;
  size: ColumnWidth;
  ordinal: number;
}

/** Without a configuration: every field but the title (it is the heading), in catalogue order. */
const defaultFields: readonly ConfiguredField[] = detailFieldNames
  .filter((field) => field !== 'title')
  .map((field, index) => ({
    field,
    title: null,
    size: multilineFields.has(field) ? 12 : 6,
    ordinal: index,
  }));

function readConfiguredFields(value: unknown): ConfiguredField[] | null {
  if (!Array.isArray(value)) return null;
  const fields: ConfiguredField[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const field = detailFieldNames.find((name) => name === entry.field);
    if (!field) continue;
    const size = columnWidths.find((width) => width === entry.size) ?? 12;
    const ordinal = typeof entry.ordinalNumber === 'number' ? entry.ordinalNumber : index;
    const title = typeof entry.title === 'string' && entry.title.trim() ? entry.title.trim() : null;
    fields.push({ field, title, size, ordinal });
  }
  return fields.length > 0 ? fields.sort((a, b) => a.ordinal - b.ordinal) : null;
}

/**
 * The fields to show for a content: the company's `viewSettings.contentDetailParams` (field,
 * title, size, ordinalNumber) when set, else the defaults; empty values are left out.
 */
export function detailFieldsOf(
  content: Content,
  viewSettings: Record<string, unknown> | null | undefined,
): DetailField[] {
  const configured = readConfiguredFields(viewSettings?.contentDetailParams) ?? defaultFields;
  return configured.flatMap(({ field, title, size }) => {
    const value = content[field]?.trim();
    return value ? [{ field, title, size, multiline: multilineFields.has(field), value }] : [];
  });
}
