import type { SearchTermQuery } from './search-display-api';

const sortFields: readonly SearchTermQuery['sortField'][] = ['count', 'last_searched_at', 'term'];

/** The search-terms list's sort from its address (`sort_field`, `sort`); most searched first. */
export function parseTermSort(
  field: string | null,
  direction: string | null,
): Pick<SearchTermQuery, 'sortField' | 'sort'> {
  const sortField = sortFields.find((known) => known === field) ?? 'count';
  const sort = direction === 'asc' ? 'asc' : 'desc';
  return { sortField, sort };
}
