import { describe, expect, it } from 'vitest';
import { ContentListType } from '@hondana/contract';
import { chooseRibbon } from './ribbon';

describe('chooseRibbon', () => {
  it("shows the content's own type first", () => {
    expect(chooseRibbon({ type: 'recommend' }, ContentListType.New)).toBe('recommend');
    expect(chooseRibbon({ type: 'popular' })).toBe('popular');
  });

  it('falls back to the kind of list, and to none in ordinary lists', () => {
    expect(chooseRibbon({ type: null }, ContentListType.Popular)).toBe('popular');
    expect(chooseRibbon({ type: null }, ContentListType.Normal)).toBeNull();
    expect(chooseRibbon({ type: null })).toBeNull();
    expect(chooseRibbon({ type: 'bogus' })).toBeNull();
  });
});
