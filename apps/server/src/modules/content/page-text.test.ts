import { describe, expect, it } from 'vitest';
import { matchPatternOf, matchRangesOf } from './page-text-match.js';
import { snippetOf } from './page-text-snippet.js';
import {
  queryTermsOf,
  searchQueryOf,
  searchQueryShapeOf,
  searchTokensOf,
} from './page-text-tokens.js';

/** The tsvector literal read back as lexeme → positions. */
function lexemes(literal: string): Record<string, number[]> {
  const result: Record<string, number[]> = {};
  for (const match of literal.matchAll(/'((?:[^']|'')*)':([\d,]+)/g)) {
    result[(match[1] as string).replace(/''/g, "'")] = (match[2] as string).split(',').map(Number);
  }
  return result;
}

function marked(text: string, query: string): string {
  const pattern = matchPatternOf(query);
  if (!pattern) throw new Error('nothing searchable');
  return snippetOf(text, matchRangesOf(text, pattern));
}

describe('searchTokensOf', () => {
  it('indexes a CJK run as the bigram starting at each character and the last one alone', () => {
    expect(lexemes(searchTokensOf('東京都'))).toEqual({ 東京: [1], 京都: [2], 都: [3] });
    expect(lexemes(searchTokensOf('欅'))).toEqual({ 欅: [1] });
  });

  it('indexes other words lowercased, one position each, after the CJK run', () => {
    expect(lexemes(searchTokensOf('本をRead Books'))).toEqual({
      本を: [1],
      を: [2],
      read: [3],
      books: [4],
    });
  });

  it('folds fullwidth Latin and halfwidth katakana, keeps hiragana and katakana apart', () => {
    const tokens = lexemes(searchTokensOf('ＨＯＮＤＡＮＡ ﾎﾝﾀﾞﾅ ほんだな'));
    expect(tokens.hondana).toEqual([1]);
    expect(tokens['ホン']).toEqual([2]);
    expect(tokens['ダナ']).toEqual([4]);
    expect(tokens['ほん']).toEqual([6]);
  });

  it('ends a CJK run at punctuation and spaces, which take no position', () => {
    const tokens = lexemes(searchTokensOf('東京、大阪 京都'));
    expect(tokens['京大']).toBeUndefined();
    expect(tokens['阪京']).toBeUndefined();
    expect(tokens['大阪']).toEqual([3]);
    expect(tokens['京都']).toEqual([5]);
    expect(tokens['京']).toEqual([2]);
    expect(tokens['阪']).toEqual([4]);
  });

  it('reads Kangxi radicals as the kanji they show and drops variation selectors', () => {
    expect(lexemes(searchTokensOf('⾊彩 葛\u{E0100}城'))).toMatchObject({ 色彩: [1], 葛城: [3] });
  });

  it('quotes apostrophes and backslashes for tsvector input', () => {
    expect(searchTokensOf("l'été")).toBe("'l':1 'été':2 '~été'");
    expect(searchTokensOf('a\\b')).toBe("'a':1 'b':2");
  });

  it('gives each word of three characters or more its stem, once and without positions', () => {
    const literal = searchTokensOf('Temples of Kyoto, temple 東京 2024 naïve');
    expect(literal).toContain("'temples':1");
    expect(literal.match(/'~[^']*'(?!:)/g)).toEqual(["'~tem'", "'~kyo'", "'~202'", "'~naï'"]);
    // A CJK run is found by its bigrams: no stem.
    expect(searchTokensOf('東京都庁')).not.toContain('~');
  });

  it('answers an empty literal for text with nothing searchable', () => {
    expect(searchTokensOf('')).toBe('');
    expect(searchTokensOf(' 、。!? ')).toBe('');
  });

  it('wraps positions past tsvector’s 16383 and keeps at most 256 per lexeme', () => {
    const tokens = lexemes(searchTokensOf('word '.repeat(16_383) + 'last'));
    expect(tokens.last).toEqual([1]);
    expect(tokens.word).toHaveLength(256);
  });
});

describe('searchQueryOf', () => {
  it('finds a one-character word as the start of a lexeme and a two-character word by its bigram', () => {
    expect(searchQueryOf('京')).toBe("'京':*");
    expect(searchQueryOf('京都')).toBe("'京都'");
  });

  it('makes a longer Japanese word a phrase of bigrams', () => {
    expect(searchQueryOf('東京都庁')).toBe("('東京' <-> '京都' <-> '都庁')");
  });

  it('matches other words by prefix, lowercased, and joins the words of a query with AND', () => {
    expect(searchQueryOf('Light 灯台')).toBe("'light':* & '灯台'");
  });

  it('keeps the distance after a Japanese run inside one word', () => {
    // 版画 takes positions 1 and 2; the bigram sits at 1, so "pdf" (position 3) is two away.
    expect(searchQueryOf('版画PDF')).toBe("('版画' <2> 'pdf':*)");
    expect(searchQueryOf('iPhone版')).toBe("('iphone':* <-> '版':*)");
  });

  it('folds the query as the text is folded', () => {
    expect(searchQueryOf('ＬＩＧＨＴ　ﾎﾝ')).toBe("'light':* & 'ホン'");
  });

  it('quotes what tsquery would read as operators', () => {
    expect(searchQueryOf("don't")).toBe("('don':* <-> 't':*)");
    expect(searchQueryOf('a&b|!c')).toBe("('a':* <-> 'b':* <-> 'c':*)");
  });

  it('answers null when nothing is searchable', () => {
    expect(searchQueryOf('')).toBeNull();
    expect(searchQueryOf('  、。 !? ')).toBeNull();
  });

  it('counts the index terms a query looks up, and those looked up by prefix', () => {
    expect(searchQueryShapeOf('東京都庁 light 京 light')).toEqual({
      tsquery: "('東京' <-> '京都' <-> '都庁') & 'light':* & '京':*",
      indexQuery: "'東京' & '京都' & '都庁' & '~lig' & '京':*",
      terms: 5,
      prefixTerms: 2,
    });
    expect(searchQueryShapeOf("don't")).toMatchObject({ terms: 2, prefixTerms: 2 });
    expect(searchQueryShapeOf('、。')).toBeNull();
  });

  it('looks a word of three characters or more up in the index by its stem', () => {
    expect(searchQueryShapeOf('Temple festival')?.indexQuery).toBe("'~tem' & '~fes'");
    // A phrase's words are all on its pages: the lookup needs no order.
    expect(searchQueryShapeOf('"Tokyo station"')?.indexQuery).toBe("'~tok' & '~sta'");
    expect(searchQueryShapeOf("don't")?.indexQuery).toBe("'~don' & 't':*");
    // Nothing to gain: the words' own lookups.
    expect(searchQueryShapeOf('at 東京 京')?.indexQuery).toBeNull();
  });

  it('lists the words of a query', () => {
    expect(queryTermsOf(' 東京  Light 。 ')).toEqual(['東京', 'light']);
  });
});

describe('snippets', () => {
  it('marks a Japanese word and an English prefix case-insensitively', () => {
    expect(marked('灯台守の老人は毎朝Lighthouse を見た', '老人 light')).toBe(
      '灯台守の<mark>老人</mark>は毎朝<mark>Lighthouse</mark> を見た',
    );
  });

  it('does not mark a prefix inside another word', () => {
    expect(marked('a delight and a light', 'light')).toBe('a delight and a <mark>light</mark>');
  });

  it('escapes HTML around and inside the marks', () => {
    expect(marked('<b>東京</b> & "x"', '東京')).toBe(
      '&lt;b&gt;<mark>東京</mark>&lt;/b&gt; &amp; &quot;x&quot;',
    );
  });

  it('cuts about 80 characters around the first match with ellipses', () => {
    const text = `${'あ'.repeat(200)}東京${'い'.repeat(200)}`;
    const snippet = marked(text, '東京');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain(`${'あ'.repeat(30)}<mark>東京</mark>${'い'.repeat(48)}…`);
  });

  it('matches a phrase across the punctuation inside a query word', () => {
    expect(marked("Don't panic", "don't")).toBe('<mark>Don&#39;t</mark> panic');
  });

  it('answers the page start when the words are not found as written', () => {
    expect(snippetOf('何もない頁', [])).toBe('何もない頁');
  });

  it('never cuts a character outside the basic plane in half', () => {
    const text = `${'𠮷'.repeat(100)}東京`;
    const snippet = marked(text, '東京');
    expect(snippet).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
    expect(snippet).toContain('<mark>東京</mark>');
  });
});
