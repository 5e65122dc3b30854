import { contentSortFields } from '@hondana/contract';
import type { ContentSortField } from './contents-api';

export interface ContentSortState {
  field: ContentSortField;
  direction: 'asc' | 'desc';
}

/** Newest first until the administrator picks a column. */
export const defaultContentSort: ContentSortState = { field: 'create_date', direction: 'desc' };

/** The sort of the address (`?sort=title&dir=asc`); anything unknown falls back to the default. */
export function parseContentSort(params: URLSearchParams): ContentSortState {
  const field = params.get('sort');
  const direction = params.get('dir');
  if (!field || !(contentSortFields as readonly string[]).includes(field))
    return defaultContentSort;
  return {
    field: field as ContentSortField,
    direction: direction === 'asc' || direction === 'desc' ? direction : 'asc',
  };
}

/**
 * A click on a column header: a new column sorts ascending (dates newest first), the same
 * column flips its direction.
 */
export function toggleContentSort(
  current: ContentSortState,
  field: ContentSortField,
): ContentSortState {
  if (current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: field.endsWith('_date') ? 'desc' : 'asc' };
}
