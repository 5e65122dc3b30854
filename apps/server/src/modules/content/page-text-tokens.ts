import { normalizeText } from './processing/text-normalizer.js';

/**
 * Full-text search tokens of book pages, inside PostgreSQL's own text search (docs/decisions.md):
 * a page's text becomes a tsvector of
 *
 * - CJK (kana, kanji, hangul): every pair of neighbouring characters as a bigram at the first
 *   one's position, and the last character of a run (which starts no bigram) as a unigram, so
 *   every character starts a lexeme at its position: a word of one character is found by prefix
 *   (`'欅':*`), a word of two as a bigram, and a longer word as a phrase of bigrams (`<->`).
 *   (Unigrams at every position would find one-character words exactly but make the tokens
 *   nearly twice as large, and page rows are read back to check phrases.)
 * - other letters and digits: words (runs of letters, digits and marks), lowercased, matched by
 *   prefix (`:*`), and the stem of each (`stemOf`), without positions, for the index to look
 *   the prefix up by.
 *
 * Text is NFKC-normalized first (fullwidth Latin and halfwidth katakana folded); kana and kanji
 * match as written (ひらがな does not find カタカナ). Anything else (spaces, punctuation) separates
 * tokens and takes no position, and a CJK run ends at it: 東京、大阪 holds no 京大.
 *
 * Limits of tsvector: positions run 1..16383, so a longer text's positions wrap around (a phrase
 * across the wrap is not found); a lexeme keeps 256 positions, so in a very long text a phrase
 * made of very common bigrams may be missed after their 256th occurrence.
 */

const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
/**
 * How many characters of a word its stem keeps. A word (not CJK) is matched by prefix, and the
 * text index answers a prefix by reading the postings of every lexeme that begins with it, into
 * a bitmap, before it can intersect them with anything: two such words took 200-300 ms at
 * 1,000,000 pages (tokyo station, winter garden), where the same two as whole lexemes took 20.
 * So each word of the page also gives its first STEM_LENGTH characters as a lexeme of its own
 * (`stemOf`), and a query word of that many characters or more is looked up in the index by its
 * stem, an exact lexeme; its prefix then decides on the rows found (docs/decisions.md).
 */
const STEM_LENGTH = 3;
/** Marks a stem: a separator, so no word's own lexeme begins with it. */
const STEM_MARK = '~';

/** The stem lexeme of a word (its first STEM_LENGTH characters, marked); null when shorter. */
export function stemOf(word: string): string | null {
  const chars = [...word];
  return chars.length < STEM_LENGTH ? null : STEM_MARK + chars.slice(0, STEM_LENGTH).join('');
}

/** PostgreSQL refuses lexemes over 2047 bytes; real words are far shorter. */
export const MAX_WORD_LENGTH = 100;

/** Characters written without spaces between words, indexed by bigrams. */
export const CJK =
  /[\u1100-\u11FF\u3005-\u3007\u3021-\u3029\u3031-\u3035\u303B\u3040-\u309F\u30A0-\u30FF\u3130-\u318F\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7AF\uF900-\uFAFF\u{20000}-\u{3FFFF}]/u;
/** Letters, digits and marks of every script: what words are made of. */
const WORD = /[\p{L}\p{N}\p{M}]/u;
const MARK = /\p{M}/u;
/** Glyph variants of a kanji (葛󠄀 is 葛 for search). */
const VARIATION_SELECTORS = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

type CharClass = 'cjk' | 'word' | 'separator';

/** The CJK ranges of `CJK`, by code point (the tokenizer's hot path). */
function isCjkCode(code: number): boolean {
  if (code < 0x1100) return false;
  if (code >= 0x4e00) {
    return (
      code <= 0x9fff ||
      (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xa960 && code <= 0xa97f) ||
      (code >= 0x20000 && code <= 0x3ffff)
    );
  }
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x3005 && code <= 0x3007) ||
    (code >= 0x3021 && code <= 0x3029) ||
    (code >= 0x3031 && code <= 0x3035) ||
    code === 0x303b ||
    code <= 0x11ff ||
    (code >= 0x3130 && code <= 0x318f) ||
    (code >= 0x31f0 && code <= 0x31ff)
  );
}

function classOf(char: string): CharClass {
  const code = char.codePointAt(0) as number;
  if (code < 0x80) {
    return (code >= 0x61 && code <= 0x7a) ||
      (code >= 0x30 && code <= 0x39) ||
      (code >= 0x41 && code <= 0x5a)
      ? 'word'
      : 'separator';
  }
  if (isCjkCode(code)) return 'cjk';
  // CJK punctuation (、。「」…); its letters are in isCjkCode.
  if (code >= 0x3000 && code <= 0x303f) return 'separator';
  return WORD.test(char) ? 'word' : 'separator';
}

function isMark(char: string): boolean {
  return char.charCodeAt(0) >= 0x300 && MARK.test(char);
}

/** One token of a text: a word or a CJK run (its characters), and its first position (1-based). */
interface Token {
  kind: 'cjk' | 'word';
  chars: string[];
  position: number;
}

/** Normalized for tokens: NFKC, radicals mapped (as stored page text is), lowercased. */
function foldForSearch(text: string): string {
  return foldNormalized(normalizeText(text));
}

/** foldForSearch of a text already through normalizeText. */
export function foldNormalized(normalized: string): string {
  return normalized.replace(VARIATION_SELECTORS, '').toLowerCase();
}

/** Words and CJK runs with their positions; a CJK run takes one position per character. */
export function tokenize(folded: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  /** Position of the last character that took one. */
  let last = 0;
  for (const char of folded) {
    const kind = classOf(char);
    if (kind === 'separator') {
      current = null;
      continue;
    }
    const mark = isMark(char);
    // A combining mark after a CJK character stays with it and takes no position.
    if (current && (current.kind === kind || (current.kind === 'cjk' && mark))) {
      if (current.kind === 'cjk' && !mark) last += 1;
      current.chars.push(char);
      continue;
    }
    last += 1;
    current = { kind, chars: [char], position: last };
    tokens.push(current);
  }
  return tokens;
}

/**
 * The lexemes of a token and their positions: a word is one lexeme; a CJK run is the bigram
 * starting at each character and, for the last character (which starts none), its unigram. Every
 * character thus starts a lexeme at its position, so a one-character word is found by prefix
 * (`'欅':*` matches 欅 and 欅の), and a longer one by its bigrams.
 */
function lexemesOf(token: Token): { lexeme: string; position: number }[] {
  if (token.kind === 'word') {
    return [{ lexeme: token.chars.join('').slice(0, MAX_WORD_LENGTH), position: token.position }];
  }
  const units = cjkUnits(token.chars);
  const lexemes: { lexeme: string; position: number }[] = [];
  for (let index = 0; index < units.length; index += 1) {
    const following = units[index + 1];
    lexemes.push({
      lexeme: following === undefined ? (units[index] as string) : units[index] + following,
      position: token.position + index,
    });
  }
  return lexemes;
}

/** CJK characters with their combining marks attached (one position each). */
export function cjkUnits(chars: string[]): string[] {
  const units: string[] = [];
  for (const char of chars) {
    if (units.length > 0 && isMark(char)) units[units.length - 1] += char;
    else units.push(char);
  }
  return units;
}

/** A position as tsvector keeps it: 1..16383, wrapping around for longer texts. */
function wrapPosition(position: number): number {
  return ((position - 1) % MAX_POSITION) + 1;
}

/** A lexeme quoted for tsvector and tsquery input. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The search tokens of a page's text as a tsvector literal (`'東京':1 '京':2 …`), to be stored in
 * `content_texts.search_tokens`; an empty string for a text with nothing searchable.
 */
export function searchTokensOf(text: string): string {
  return tokensOfFolded(foldForSearch(text));
}

/** searchTokensOf of a text already through normalizeText. */
export function tokensOfFolded(folded: string): string {
  const positions = new Map<string, number[]>();
  const stems = new Set<string>();
  let wrapped = false;
  for (const token of tokenize(folded)) {
    for (const { lexeme, position } of lexemesOf(token)) {
      const stem = token.kind === 'word' ? stemOf(lexeme) : null;
      if (stem !== null) stems.add(stem);
      if (position > MAX_POSITION) wrapped = true;
      const at = wrapPosition(position);
      const list = positions.get(lexeme);
      if (!list) positions.set(lexeme, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
  }
  const entries: string[] = [];
  for (const [lexeme, list] of positions) {
    const sorted = wrapped ? [...new Set(list)].sort((a, b) => a - b) : list;
    entries.push(`${quoteLexeme(lexeme)}:${sorted.slice(0, MAX_POSITIONS_PER_LEXEME).join(',')}`);
  }
  // Without positions: a stem only finds the rows, which the words' own lexemes then decide.
  for (const stem of stems) entries.push(quoteLexeme(stem));
  return entries.join(' ');
}

/** Words of a query: split on whitespace after normalization, each one a phrase. */
export function queryTermsOf(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((term) => tokenize(term).length > 0);
}

/** What a search looks for: see searchQueryShapeOf. */
export interface SearchQueryShape {
  tsquery: string;
  indexQuery: string | null;
  terms: number;
  prefixTerms: number;
}

/**
 * The tsquery (as text, for `::tsquery`) that finds the words of a search: every
 * whitespace-separated word must be on the page (`&`); a word is a phrase of its tokens (CJK
 * bigrams, or the unigram of a one-character run; other words by prefix), so 東京都 is
 * `'東京' <-> '京都'` and "Don't" is `'don':* <-> 't':*`. Null when nothing is searchable.
 * `terms` counts its lexemes, `prefixTerms` those matched by prefix (each a range scan).
 *
 * `indexQuery`, when a word has a stem (STEM_LENGTH): what the text index looks up to find the
 * pages, every lexeme of the query ANDed, a word by its stem. It finds every page `tsquery`
 * finds and more; `tsquery` decides. Null when it would be `tsquery`'s own lookups.
 */
export function searchQueryShapeOf(query: string): SearchQueryShape | null {
  const phrases = new Set<string>();
  const lookups = new Set<string>();
  let stemmed = false;
  let terms = 0;
  let prefixTerms = 0;
  for (const term of queryTermsOf(query)) {
    const parts: { text: string; position: number }[] = [];
    for (const token of tokenize(term)) {
      if (token.kind === 'word') {
        const word = token.chars.join('').slice(0, MAX_WORD_LENGTH);
        const prefix = `${quoteLexeme(word)}:*`;
        parts.push({ text: prefix, position: token.position });
        const stem = stemOf(word);
        if (stem !== null) stemmed = true;
        lookups.add(stem === null ? prefix : quoteLexeme(stem));
        continue;
      }
      const units = cjkUnits(token.chars);
      if (units.length === 1) {
        const prefix = `${quoteLexeme(units[0] as string)}:*`;
        parts.push({ text: prefix, position: token.position });
        lookups.add(prefix);
        continue;
      }
      for (let index = 0; index + 1 < units.length; index += 1) {
        const bigram = quoteLexeme(`${units[index]}${units[index + 1]}`);
        parts.push({ text: bigram, position: token.position + index });
        lookups.add(bigram);
      }
    }
    let phrase = '';
    parts.forEach((part, index) => {
      const previous = parts[index - 1];
      if (!previous) {
        phrase = part.text;
        return;
      }
      const distance = part.position - previous.position;
      phrase += distance === 1 ? ` <-> ${part.text}` : ` <${distance}> ${part.text}`;
    });
    const text = parts.length > 1 ? `(${phrase})` : phrase;
    if (!phrase || phrases.has(text)) continue;
    phrases.add(text);
    terms += parts.length;
    prefixTerms += parts.filter((part) => part.text.endsWith(':*')).length;
  }
  if (phrases.size === 0) return null;
  return {
    tsquery: [...phrases].join(' & '),
    indexQuery: stemmed ? [...lookups].join(' & ') : null,
    terms,
    prefixTerms,
  };
}

export function searchQueryOf(query: string): string | null {
  return searchQueryShapeOf(query)?.tsquery ?? null;
}
