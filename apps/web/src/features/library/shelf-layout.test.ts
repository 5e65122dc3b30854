import { describe, expect, it } from 'vitest';
import { shelfLayout } from './shelf-layout';

describe('shelfLayout', () => {
  it('wraps into as many lines as needed when isWrapLine is set', () => {
    expect(shelfLayout({ numRow: 3, itemSize: 12, isWrapLine: true })).toEqual({
      pageSize: 12,
      rows: 1,
      wrap: true,
    });
  });

  it('keeps numRow rows that scroll sideways otherwise, never more rows than books', () => {
    expect(shelfLayout({ numRow: 2, itemSize: 10, isWrapLine: false }).rows).toBe(2);
    expect(shelfLayout({ numRow: 5, itemSize: 3, isWrapLine: false }).rows).toBe(3);
  });

  it('clamps nonsense to usable values', () => {
    expect(shelfLayout({ numRow: 0, itemSize: 0, isWrapLine: false })).toEqual({
      pageSize: 1,
      rows: 1,
      wrap: false,
    });
    expect(shelfLayout({ numRow: NaN, itemSize: 1000, isWrapLine: false }).pageSize).toBe(100);
  });
});
