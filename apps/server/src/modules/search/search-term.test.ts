import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, normalizeSearchTerm } from './search-term.js';

describe('normalizeSearchTerm', () => {
  it('folds full and half width, trims and collapses spaces', () => {
    expect(normalizeSearchTerm('  ＡＢＣ\u3000ﾃｽﾄ \t 本棚  ')).toBe('abc テスト 本棚');
  });

  it('lowercases Latin letters and leaves other scripts as written', () => {
    expect(normalizeSearchTerm('Café ΑΒΓ Книга')).toBe('café ΑΒΓ Книга');
  });

  it('is empty when only white space is given', () => {
    expect(normalizeSearchTerm(' \u3000\n ')).toBe('');
  });

  it('keeps at most the first MAX_SEARCH_TERM_LENGTH characters', () => {
    expect(normalizeSearchTerm('a'.repeat(500))).toHaveLength(MAX_SEARCH_TERM_LENGTH);
  });
});
