import { describe, expect, it } from 'vitest';
import { moved } from './ordering';

describe('moved', () => {
  it('moves an item up and down', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });
  it('keeps the list when the move would leave it', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it('does not change the list it was given', () => {
    const items = [1, 2];
    moved(items, 0, 1);
    expect(items).toEqual([1, 2]);
  });
});
