import { describe, expect, it } from 'vitest';
import { joinLines, joinPdfTextItems, normalizeText } from './text-normalizer.js';

describe('normalizeText', () => {
  it('maps Kangxi radicals that PDFs use to ordinary kanji (⾊ U+2F8A → 色)', () => {
    expect(normalizeText('\u2F8A\u5F69')).toBe('色彩');
    expect(normalizeText('\u2F42\u2F47')).toBe('文日');
  });

  it('maps CJK Radicals Supplement forms NFKC leaves alone (⻑ → 長, ⻝ → 食, ⻘ → 青)', () => {
    expect('\u2ED1'.normalize('NFKC')).toBe('\u2ED1');
    expect(normalizeText('\u2ED1い\u2EDDべ物と\u2ED8空')).toBe('長い食べ物と青空');
  });

  it('applies NFKC: fullwidth Latin and digits, halfwidth katakana, ideographic space', () => {
    expect(normalizeText('ＡＢＣ１２３　ﾃｽﾄ')).toBe('ABC123 テスト');
  });

  it('collapses runs of spaces but keeps line breaks', () => {
    expect(normalizeText('  a \t b \n\n\n\n c  ')).toBe('a b\n\nc');
  });
});

describe('joinPdfTextItems', () => {
  it('joins a Japanese line break without a space, so a phrase across lines is found', () => {
    const text = joinPdfTextItems([
      { str: '港町の古い図書', hasEOL: true },
      { str: '館で出会った', hasEOL: false },
    ]);
    expect(text).toBe('港町の古い図書館で出会った');
    expect(text).toContain('図書館');
  });

  it('joins English lines with one space', () => {
    expect(
      joinPdfTextItems([
        { str: 'The lighthouse', hasEOL: true },
        { str: 'keeper', hasEOL: false },
        { str: ' ', hasEOL: false },
        { str: 'remembered', hasEOL: true },
      ]),
    ).toBe('The lighthouse keeper remembered');
  });

  it('puts a space between Japanese and Latin lines and keeps items of one line together', () => {
    expect(
      joinPdfTextItems([
        { str: '目次', hasEOL: true },
        { str: 'Con', hasEOL: false },
        { str: 'tents', hasEOL: true },
        { str: '', hasEOL: true },
        {},
        { str: '第一章', hasEOL: false },
      ]),
    ).toBe('目次 Contents 第一章');
  });

  it('normalizes the radicals of each item (⾊ in a PDF reads as 色)', () => {
    expect(joinPdfTextItems([{ str: '\u2F8Aの名', hasEOL: true }, { str: '前' }])).toBe('色の名前');
  });
});

describe('joinLines', () => {
  it('skips empty lines and joins by script', () => {
    expect(joinLines(['一行目', '', '二行目', 'line', 'three'])).toBe('一行目二行目 line three');
  });
});
