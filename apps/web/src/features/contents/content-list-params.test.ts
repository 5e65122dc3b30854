import { describe, expect, it } from 'vitest';
import { defaultContentSort, parseContentSort, toggleContentSort } from './content-list-params';

describe('content list sort', () => {
  it('reads the sort from the address and ignores unknown fields', () => {
    expect(parseContentSort(new URLSearchParams('sort=title&dir=desc'))).toEqual({
      field: 'title',
      direction: 'desc',
    });
    expect(parseContentSort(new URLSearchParams('sort=password'))).toEqual(defaultContentSort);
    expect(parseContentSort(new URLSearchParams(''))).toEqual(defaultContentSort);
  });

  it('flips the same column and starts a new one ascending (dates newest first)', () => {
    const byTitle = toggleContentSort(defaultContentSort, 'title');
    expect(byTitle).toEqual({ field: 'title', direction: 'asc' });
    expect(toggleContentSort(byTitle, 'title').direction).toBe('desc');
    expect(toggleContentSort(byTitle, 'update_date').direction).toBe('desc');
  });
});
