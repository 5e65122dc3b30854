import { describe, expect, it } from 'vitest';
import type { Content } from '../library/library-types';
import { currentSortOf, linkTargetOf, resultLinksOf, shownParamsOf } from './search-display';
import type { ResultSetting } from './search-display';

const setting = (params: ResultSetting['params']): ResultSetting => ({
  layout: 'list',
  showCover: true,
  pageSize: 10,
  params,
  buttons: [],
});

describe('shownParamsOf', () => {
  it('shows the configured params in order, leaving the title (the heading) and unknown ones out', () => {
    const shown = shownParamsOf(
      setting([
        { id: 1, field: 'created_date', title: 'Added', size: 6, ordinalNumber: 2 },
        { id: 2, field: 'title', title: null, size: 12, ordinalNumber: 0 },
        { id: 3, field: 'param2', title: null, size: 4, ordinalNumber: 1 },
      ]),
    );
    expect(shown).toEqual([
      { field: 'param2', title: null, size: 4 },
      { field: 'created_date', title: 'Added', size: 6 },
    ]);
  });

  it('shows the author when nothing is configured', () => {
    expect(shownParamsOf(setting([]))).toEqual([{ field: 'author', title: null, size: 12 }]);
  });
});

describe('currentSortOf', () => {
  const sortFields = [
    {
      id: 1,
      field: 1,
      type: 'text' as const,
      title: 'Title',
      ordinal: 0,
      isAscDefault: true,
      isSortFieldDefault: false,
    },
    {
      id: 2,
      field: 12,
      type: 'date' as const,
      title: 'New',
      ordinal: 1,
      isAscDefault: false,
      isSortFieldDefault: true,
    },
  ];

  it('takes the company default and its direction without a sort in the address', () => {
    expect(currentSortOf({ sortFields }, null, null)).toEqual({ field: 12, direction: 'desc' });
  });

  it('takes the address sort, its direction or the field default', () => {
    expect(currentSortOf({ sortFields }, 1, null)).toEqual({ field: 1, direction: 'asc' });
    expect(currentSortOf({ sortFields }, 1, 'desc')).toEqual({ field: 1, direction: 'desc' });
    // A field the company has no longer: the default, in its own direction.
    expect(currentSortOf({ sortFields }, 5, 'asc')).toEqual({ field: 12, direction: 'desc' });
    expect(currentSortOf({ sortFields: [] }, 1, 'asc')).toBeNull();
  });
});

describe('resultLinksOf', () => {
  const content = { id: 'abcdefghij0123456789', contentGroupIds: [7, 8] } as unknown as Content;

  it('opens /search/{id} in the search layout and the group page in the home layout', () => {
    expect(resultLinksOf('search', null, '/search?q=a').detailPathOf(content)).toBe(
      '/search/abcdefghij0123456789',
    );
    expect(resultLinksOf('home', null, '/home-search').detailPathOf(content)).toBe(
      '/home-search/7/abcdefghij0123456789',
    );
    expect(resultLinksOf('home', 8, '/home-search/8').detailPathOf(content)).toBe(
      '/home-search/8/abcdefghij0123456789',
    );
    expect(resultLinksOf('search', null, '/search?q=a').state).toEqual({
      searchFrom: '/search?q=a',
    });
  });
});

describe('linkTargetOf', () => {
  it('routes internal links, opens http(s) ones and drops anything else', () => {
    expect(linkTargetOf('/search?tab=1')).toEqual({ kind: 'route', to: '/search?tab=1' });
    expect(linkTargetOf('https://example.com/x')).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(linkTargetOf('//evil.example')).toBeNull();
    expect(linkTargetOf('javascript:alert(1)')).toBeNull();
    expect(linkTargetOf(null)).toBeNull();
  });
});
