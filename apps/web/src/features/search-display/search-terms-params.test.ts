import { describe, expect, it } from 'vitest';
import { parseTermSort } from './search-terms-params';

describe('parseTermSort', () => {
  it('defaults to the most searched first', () => {
    expect(parseTermSort(null, null)).toEqual({ sortField: 'count', sort: 'desc' });
  });
  it('reads a known field and direction', () => {
    expect(parseTermSort('term', 'asc')).toEqual({ sortField: 'term', sort: 'asc' });
    expect(parseTermSort('last_searched_at', 'desc')).toEqual({
      sortField: 'last_searched_at',
      sort: 'desc',
    });
  });
  it('ignores what it does not know', () => {
    expect(parseTermSort('id; drop', 'sideways')).toEqual({ sortField: 'count', sort: 'desc' });
  });
});
