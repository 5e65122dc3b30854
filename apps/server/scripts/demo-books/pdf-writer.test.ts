import { describe, expect, it } from 'vitest';
import type { DemoBook } from './book-model.js';
import { renderPdfBook, resolveNotoSansJpFonts } from './pdf-writer.js';

const book: DemoBook = {
  fileName: 'test.pdf',
  type: 'pdf',
  title: 'テストの本',
  author: 'Tester',
  description: 'A test book.',
  keywords: ['test'],
  language: 'ja',
  contentGroup: 'guides',
  chapters: [
    {
      title: '第一章',
      subtitle: 'Chapter 1',
      blocks: [
        { kind: 'paragraph', lang: 'ja', text: '{漢字|かんじ}を含む日本語の段落です。'.repeat(60) },
        { kind: 'heading', lang: 'en', text: 'English' },
        { kind: 'paragraph', lang: 'en', text: 'An English paragraph. '.repeat(20) },
      ],
    },
    { title: '第二章', blocks: [{ kind: 'epigraph', lang: 'en', text: 'A short epigraph.' }] },
  ],
};

function countPageObjects(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
}

describe('renderPdfBook', () => {
  it('reports the page count the file really has', async () => {
    const { bytes, pageCount } = await renderPdfBook(book, resolveNotoSansJpFonts());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // title page, contents, chapter 1 (more than one page of text), chapter 2
    expect(pageCount).toBeGreaterThanOrEqual(5);
    expect(countPageObjects(bytes)).toBe(pageCount);
  });

  it('embeds a subset Japanese font with a ToUnicode map, so text can be extracted', async () => {
    const { bytes } = await renderPdfBook(book, resolveNotoSansJpFonts());
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP-Regular/);
    expect(raw).toContain('/ToUnicode');
    expect(raw).toContain('/FontFile2');
    // A subset font keeps the file small; the full font is over 5 MB.
    expect(bytes.byteLength).toBeLessThan(300_000);
  });

  it('is byte-identical between runs', async () => {
    const fonts = resolveNotoSansJpFonts();
    const [first, second] = await Promise.all([
      renderPdfBook(book, fonts),
      renderPdfBook(book, fonts),
    ]);
    expect(first.bytes.equals(second.bytes)).toBe(true);
  });

  it('rejects an EPUB book or a book without chapters', async () => {
    const fonts = resolveNotoSansJpFonts();
    await expect(renderPdfBook({ ...book, type: 'epub' }, fonts)).rejects.toThrow(/not a PDF/);
    await expect(renderPdfBook({ ...book, chapters: [] }, fonts)).rejects.toThrow(/no chapters/);
  });
});
