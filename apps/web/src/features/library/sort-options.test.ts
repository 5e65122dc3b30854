import { describe, expect, it } from 'vitest';
import { parseSort, sortQuery, writeSort } from './sort-options';

describe('sort options', () => {
  it('reads the sort from the address with defaults for unknown values', () => {
    expect(parseSort(new URLSearchParams('sort=popular&period=LAST_6_MONTHS'))).toEqual({
      key: 'popular',
      period: 'LAST_6_MONTHS',
    });
    expect(parseSort(new URLSearchParams('sort=price&period=x'))).toEqual({
      key: 'newest',
      period: 'LAST_30_DAYS',
    });
  });

  it('writes only what differs from the default and goes back to page 1', () => {
    const params = new URLSearchParams('page=3&sort=title');
    expect(writeSort(params, { key: 'newest', period: 'LAST_30_DAYS' }).toString()).toBe('');
    expect(writeSort(params, { key: 'popular', period: 'LONGEST' }).toString()).toBe(
      'sort=popular&period=LONGEST',
    );
  });

  it('maps each choice to the API sort', () => {
    expect(sortQuery({ key: 'title', period: 'LONGEST' })).toEqual({
      sortField: 'title',
      sort: 'asc',
    });
    expect(sortQuery({ key: 'newest', period: 'LONGEST' })).toEqual({
      sortField: 'create_date',
      sort: 'desc',
    });
    expect(sortQuery({ key: 'popular', period: 'LAST_3_MONTHS' })).toEqual({
      sortField: 'popular',
      sort: 'desc',
      period: 'LAST_3_MONTHS',
    });
  });
});
