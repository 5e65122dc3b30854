import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.js';
import {
  formatKanjiNumber,
  generateChapterTitles,
  generateEnglishParagraph,
  generateJapaneseParagraph,
} from './sentence-generator.js';

describe('formatKanjiNumber', () => {
  it.each([
    [1, '一'],
    [10, '十'],
    [12, '十二'],
    [20, '二十'],
    [23, '二十三'],
    [99, '九十九'],
  ])('writes %i as %s', (value, expected) => {
    expect(formatKanjiNumber(value)).toBe(expected);
  });

  it('rejects numbers outside 1..99', () => {
    expect(() => formatKanjiNumber(0)).toThrow(/1\.\.99/);
    expect(() => formatKanjiNumber(100)).toThrow(/1\.\.99/);
  });
});

describe('generated prose', () => {
  it('is deterministic for a seed', () => {
    expect(generateJapaneseParagraph(createSeededRandom(3))).toBe(
      generateJapaneseParagraph(createSeededRandom(3)),
    );
    expect(generateEnglishParagraph(createSeededRandom(3))).toBe(
      generateEnglishParagraph(createSeededRandom(3)),
    );
  });

  it('writes Japanese paragraphs without spaces, ending with a full stop', () => {
    const paragraph = generateJapaneseParagraph(createSeededRandom(11));
    expect(paragraph).not.toMatch(/\s/);
    expect(paragraph).toMatch(/。$/);
    expect(paragraph).toMatch(/[\u4e00-\u9fff]/);
  });

  it('writes English sentences that start with a capital letter or a quote', () => {
    const paragraph = generateEnglishParagraph(createSeededRandom(5));
    const sentences = paragraph.split(/(?<=[.])\s+(?=[A-Z"])/);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    for (const sentence of sentences) expect(sentence).toMatch(/^["A-Z]/);
  });
});

describe('generateChapterTitles', () => {
  it('never repeats a title', () => {
    const titles = generateChapterTitles(createSeededRandom(1), 40);
    expect(new Set(titles.map((title) => title.ja)).size).toBe(40);
    expect(titles[0]?.en).toMatch(/^The \w+ \w+$/);
  });

  it('refuses to draw more titles than exist', () => {
    expect(() => generateChapterTitles(createSeededRandom(1), 1000)).toThrow(
      /distinct chapter titles/,
    );
  });
});
