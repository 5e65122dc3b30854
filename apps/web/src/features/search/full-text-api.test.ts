import { describe, expect, it } from 'vitest';
import { takeNewSearch } from './full-text-api';

describe('takeNewSearch', () => {
  it('counts the first page of new words once, not paging or coming back to them', () => {
    expect(takeNewSearch({ query: '司書', contentGroupId: null, page: 1 })).toBe(true);
    expect(takeNewSearch({ query: '司書', contentGroupId: null, page: 2 })).toBe(false);
    expect(takeNewSearch({ query: '司書', contentGroupId: null, page: 1 })).toBe(false);
  });

  it('counts the same words again in another group or after other words', () => {
    expect(takeNewSearch({ query: '港町', contentGroupId: null, page: 1 })).toBe(true);
    expect(takeNewSearch({ query: '港町', contentGroupId: 3, page: 1 })).toBe(true);
    expect(takeNewSearch({ query: '灯台', contentGroupId: 3, page: 1 })).toBe(true);
    expect(takeNewSearch({ query: '港町', contentGroupId: 3, page: 1 })).toBe(true);
  });

  it('does not count a search opened on a later page', () => {
    expect(takeNewSearch({ query: 'library', contentGroupId: null, page: 3 })).toBe(false);
  });
});
