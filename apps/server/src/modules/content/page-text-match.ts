import { CJK, cjkUnits, queryTermsOf, tokenize } from './page-text-tokens.js';

// Where the words of a search are on a page (snippets, highlights): the same tokens as the
// tsquery of page-text-tokens.ts, as a pattern over the stored (normalized) page text.

/** A letter, digit or mark outside CJK: part of a word. */
const WORD_CHAR = `(?:(?!${CJK.source})[\\p{L}\\p{N}\\p{M}])`;
const SEPARATOR_CHAR = '[^\\p{L}\\p{N}\\p{M}]';
const OPTIONAL_VARIANT = '[\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}]?';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A pattern that finds what `searchQueryOf` finds, in a page's stored (normalized) text: each
 * word of the query as a phrase of its tokens, words by prefix and not inside another word.
 * Null when the query has nothing searchable.
 */
export function matchPatternOf(query: string): RegExp | null {
  const alternatives: string[] = [];
  for (const term of queryTermsOf(query)) {
    const parts = tokenize(term).map((token) => {
      if (token.kind === 'word') {
        return `(?<!${WORD_CHAR})${escapeRegExp(token.chars.join(''))}${WORD_CHAR}*`;
      }
      return cjkUnits(token.chars)
        .map((unit) => escapeRegExp(unit) + OPTIONAL_VARIANT)
        .join('');
    });
    if (parts.length > 0) alternatives.push(parts.join(`${SEPARATOR_CHAR}*`));
  }
  if (alternatives.length === 0) return null;
  // Longer alternatives first, so a word that contains another is marked whole.
  alternatives.sort((a, b) => b.length - a.length);
  return new RegExp(alternatives.map((alternative) => `(?:${alternative})`).join('|'), 'giu');
}

/** Where the words of a query are in a text: [start, end) ranges, in order, not overlapping. */
export function matchRangesOf(text: string, pattern: RegExp): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    if (match[0].length === 0) continue;
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}
