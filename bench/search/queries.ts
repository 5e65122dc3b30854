import type { SearchCondition } from '@hondana/contract';

// What the benchmark's readers search for: a mix of common and rare words of the corpus
// (corpus.ts), each load client taking the next one in turn.

/**
 * Full-text queries: Japanese one-, two- and longer-character words (common words, book topics,
 * katakana), English words, a prefix, upper case, and two words at once.
 */
export const FULL_TEXT_QUERIES = [
  '日本',
  '図書館',
  '猫',
  '量子',
  '江戸時代',
  'コンピュータ',
  'library',
  'publ',
  'TOKYO',
  '東京 railway',
  '和菓子',
  'quantum',
  // The corpus's most common word (rank 1 of corpus.ts' Zipf list): on nearly every page.
  '本',
];

/**
 * Full-text queries outside the mix, timed alone with every search computed and printed beside
 * the target without counting in it: kinds a reader's own words can take that were, or still
 * are, far slower than the mix (docs/decisions.md, "Queries the bench does not ask"). Two English
 * words (looked up by their stems since), a phrase of two common bigrams that never meet, and
 * words of one kanji (matched by prefix).
 */
export const FULL_TEXT_BEYOND_THE_MIX = [
  'temple festival',
  'tokyo station',
  '東京都',
  '猫 犬',
  '春 夏 秋 冬',
];

/** Field-search bodies (conditions combined with AND), over every kind of field match. */
export const FIELD_QUERIES: SearchCondition[][] = [
  [{ search_fields: ['title'], type: 1, value: '図書館' }],
  [{ search_fields: ['title', 'author'], type: 1, value: '山田' }],
  [{ search_fields: ['param1'], type: 2, value: '小説' }],
  [{ search_fields: ['description'], type: 1, value: 'history' }],
  [{ search_fields: ['param3'], type: 3, from: '1990-01-01', to: '1995-12-31' }],
  [{ search_fields: ['param2'], type: 7, from: '2000', to: '2010' }],
  [
    { search_fields: ['title'], type: 1, value: '量子' },
    { search_fields: ['param1'], type: 2, value: '科学' },
  ],
  [{ search_fields: ['keywords'], type: 1, value: 'quantum' }],
  [{ search_fields: ['distributorName'], type: 2, value: '北斗社' }],
  [{ search_fields: ['toc'], type: 1, value: '音楽' }],
  // One and two Japanese characters: shorter than any trigram, so no index narrows them today.
  [{ search_fields: ['title', 'description'], type: 1, value: '本' }],
  [{ search_fields: ['title'], type: 1, value: '日本' }],
];
