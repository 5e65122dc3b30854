import { describe, expect, it } from 'vitest';
import { buildPagerItems, parsePageParam, stepBackPage } from './pager-window';
import type { PagerItem } from './pager-window';

/** Pages as numbers, ellipses as '…', for readable expectations. */
const show = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('buildPagerItems', () => {
  it('shows every page when all lie within 3 of the current one', () => {
    expect(show(buildPagerItems(1, 4))).toEqual([1, 2, 3, 4]);
    expect(show(buildPagerItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis where the page 4 away would be', () => {
    expect(show(buildPagerItems(1, 5))).toEqual([1, 2, 3, 4, '…']);
    expect(show(buildPagerItems(10, 20))).toEqual(['…', 7, 8, 9, 10, 11, 12, 13, '…']);
    expect(show(buildPagerItems(20, 20))).toEqual(['…', 17, 18, 19, 20]);
  });

  it('marks which side each ellipsis is on', () => {
    const items = buildPagerItems(10, 20);
    expect(items[0]).toEqual({ kind: 'ellipsis', side: 'before' });
    expect(items.at(-1)).toEqual({ kind: 'ellipsis', side: 'after' });
  });

  it('is empty without pages and clamps a current page out of range', () => {
    expect(buildPagerItems(1, 0)).toEqual([]);
    expect(show(buildPagerItems(99, 3))).toEqual([1, 2, 3]);
    expect(show(buildPagerItems(-2, 6))).toEqual([1, 2, 3, 4, '…']);
  });
});

describe('parsePageParam', () => {
  it('accepts positive integers and falls back to page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});

describe('stepBackPage', () => {
  it('asks for the previous page when a page above 1 comes back empty', () => {
    expect(stepBackPage(3, 0, 2)).toBe(2);
    expect(stepBackPage(2, 0, 1)).toBe(1);
    // The books of page 2 went while it was asked for: one step back, as the spec says.
    expect(stepBackPage(3, 0, 3)).toBe(2);
  });

  it('goes to the last page from an address far past the end, and to 1 when all are gone', () => {
    expect(stepBackPage(99, 0, 3)).toBe(3);
    expect(stepBackPage(5, 0, 0)).toBe(1);
  });

  it('keeps a page with contents, and an empty first page', () => {
    expect(stepBackPage(3, 4, 3)).toBeNull();
    expect(stepBackPage(1, 0, 0)).toBeNull();
  });
});
