import { describe, expect, it } from 'vitest';
import { parsePageParam, stepBackPage } from './step-back';

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

describe('parsePageParam', () => {
  it('reads whole pages from 1 and falls back to 1 otherwise', () => {
    expect(parsePageParam('4')).toBe(4);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(parsePageParam(value)).toBe(1);
  });
});
