import { describe, expect, it } from 'vitest';
import { highlightWordsOf, readReaderTarget, withReaderTarget } from './reader-target';

describe('highlightWordsOf', () => {
  it('folds full-width forms, splits on any space and keeps each word once', () => {
    expect(highlightWordsOf('　港町　ＡＢＣ  港町 ｶﾀｶﾅ ')).toEqual(['港町', 'ABC', 'カタカナ']);
    expect(highlightWordsOf('   ')).toEqual([]);
  });
});

describe('readReaderTarget', () => {
  it('reads the page and the words', () => {
    expect(readReaderTarget('?page=12&highlight=%E5%8F%B8%E6%9B%B8+library')).toEqual({
      page: 12,
      words: ['司書', 'library'],
    });
  });

  it('leaves out a malformed page and an empty highlight', () => {
    expect(readReaderTarget('page=0')).toEqual({ page: null, words: [] });
    expect(readReaderTarget('page=2.5&highlight=')).toEqual({ page: null, words: [] });
    expect(readReaderTarget('page=-3')).toEqual({ page: null, words: [] });
    expect(readReaderTarget(new URLSearchParams('page=abc&highlight=x'))).toEqual({
      page: null,
      words: ['x'],
    });
  });
});

describe('withReaderTarget', () => {
  it('writes what readReaderTarget reads back', () => {
    const path = withReaderTarget('/view-online/abc/3', { page: 7, words: ['港町', 'A&B'] });
    expect(path).toBe('/view-online/abc/3?page=7&highlight=%E6%B8%AF%E7%94%BA+A%26B');
    expect(readReaderTarget(path.slice(path.indexOf('?')))).toEqual({
      page: 7,
      words: ['港町', 'A&B'],
    });
  });

  it('leaves the address alone without a target', () => {
    expect(withReaderTarget('/view-online/abc', { page: null, words: [] })).toBe(
      '/view-online/abc',
    );
  });
});
