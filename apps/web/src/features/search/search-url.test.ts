import { describe, expect, it } from 'vitest';
import { emptySearchState, hasSearch, parseSearchState, writeSearchState } from './search-url';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads words, boxes, ranges, tab, sort, tags and page', () => {
    const state = parse(
      'q=%E6%A1%9C+&b3=ab&b5=x&b5=y&b5=x&b7_from=2020&b7_to=2024&tab=2&sort_by=12&sort=desc&tags=4,9,4&page=3',
    );
    expect(state).toEqual({
      q: '桜',
      boxes: {
        3: { values: ['ab'] },
        5: { values: ['x', 'y'] },
        7: { values: [], from: '2020', to: '2024' },
      },
      tab: 2,
      sortBy: 12,
      sort: 'desc',
      tags: [4, 9],
      page: 3,
    });
  });

  it('leaves out malformed keys and values', () => {
    const state = parse('b0=x&bx=y&b2_at=z&b4=++&tab=-1&sort_by=13&sort=up&tags=a,,0,7&page=0');
    expect(state).toEqual({ ...emptySearchState, tags: [7] });
  });

  it('reads the library sort key as no search sort', () => {
    expect(parse('sort=title').sort).toBeNull();
  });
});

describe('writeSearchState', () => {
  it('round-trips through the address', () => {
    const state = parse(
      'q=word&b2=a&b2=b&b3_from=2024-01-01&tab=1&sort_by=2&sort=asc&tags=3&page=2',
    );
    expect(parseSearchState(writeSearchState(state))).toEqual(state);
  });

  it('keeps unrelated keys but drops the previous search and the library paging', () => {
    const base = new URLSearchParams('view=1&q=old&b9=x&b9_to=2020&sort=title&period=x&page=4');
    const written = writeSearchState({ ...emptySearchState, q: 'new' }, base);
    expect(written.toString()).toBe('view=1&q=new');
  });

  it('leaves defaults out', () => {
    expect(writeSearchState(emptySearchState).toString()).toBe('');
  });
});

describe('hasSearch', () => {
  it('is false for an empty address and paging alone', () => {
    expect(hasSearch(parse(''))).toBe(false);
    expect(hasSearch(parse('page=2&sort=title'))).toBe(false);
  });

  it('is true for words, a box, a tab, a sort or a hashtag', () => {
    for (const query of ['q=a', 'b1=x', 'b1_from=2020', 'tab=1', 'sort_by=1', 'tags=1']) {
      expect(hasSearch(parse(query)), query).toBe(true);
    }
  });
});
