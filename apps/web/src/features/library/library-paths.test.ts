import { describe, expect, it } from 'vitest';
import { contentDetailPath, groupPath, libraryBasePath, parseGroupId } from './library-paths';

describe('library paths', () => {
  it('keep the /home-search prefix the visitor came in by', () => {
    expect(libraryBasePath('/home-search')).toBe('/home-search');
    expect(libraryBasePath('/home-search/3')).toBe('/home-search');
    expect(libraryBasePath('/3')).toBe('');
    expect(libraryBasePath('/home-searching')).toBe('');
    expect(groupPath('', 3)).toBe('/3');
    expect(contentDetailPath('/home-search', 3, 'abc')).toBe('/home-search/3/abc');
  });

  it('accept only positive int4 group ids', () => {
    expect(parseGroupId('12')).toBe(12);
    for (const value of [undefined, '0', '-1', 'abc', '1e3', '99999999999']) {
      expect(parseGroupId(value)).toBeNull();
    }
  });
});
