import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { DemoBook } from './book-model.js';
import { buildEpub, escapeXml, renderInlineXhtml } from './epub-writer.js';

const verticalBook: DemoBook = {
  fileName: 'test.epub',
  type: 'epub',
  title: '試験 & <本>',
  author: '著者',
  description: '説明',
  keywords: ['一', 'two'],
  language: 'ja',
  contentGroup: 'novels',
  isVertical: true,
  chapters: [
    { title: '第一章', blocks: [{ kind: 'paragraph', lang: 'ja', text: '{漢字|かんじ}の本。' }] },
    { title: '第二章', blocks: [{ kind: 'epigraph', lang: 'en', text: 'A quote' }] },
    { title: '第三章', blocks: [{ kind: 'heading', lang: 'ja', text: '見出し' }] },
  ],
};

function readEntries(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]),
  );
}

describe('buildEpub', () => {
  it('stores mimetype first and uncompressed', () => {
    const bytes = buildEpub(verticalBook);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getUint32(0, true)).toBe(0x04034b50); // local file header
    expect(view.getUint16(8, true)).toBe(0); // compression method: stored
    const nameLength = view.getUint16(26, true);
    const extraLength = view.getUint16(28, true);
    expect(strFromU8(bytes.subarray(30, 30 + nameLength))).toBe('mimetype');
    expect(extraLength).toBe(0);
    expect(strFromU8(bytes.subarray(30 + nameLength, 30 + nameLength + 20))).toBe(
      'application/epub+zip',
    );
  });

  it('lists every chapter in the manifest, spine and nav', () => {
    const entries = readEntries(buildEpub(verticalBook));
    expect(entries['META-INF/container.xml']).toContain('full-path="OEBPS/package.opf"');
    const opf = entries['OEBPS/package.opf'] ?? '';
    expect(opf).toContain('<dc:title>試験 &amp; &lt;本&gt;</dc:title>');
    expect(opf).toContain('properties="nav"');
    expect(opf).toContain('page-progression-direction="rtl"');
    for (const index of [1, 2, 3]) {
      const file = `chapter-0${index}.xhtml`;
      expect(entries[`OEBPS/${file}`]).toBeDefined();
      expect(opf).toContain(`<itemref idref="chapter-${index}"/>`);
      expect(entries['OEBPS/nav.xhtml']).toContain(`href="${file}"`);
    }
  });

  it('renders ruby and vertical writing', () => {
    const entries = readEntries(buildEpub(verticalBook));
    expect(entries['OEBPS/chapter-01.xhtml']).toContain('<ruby>漢字<rt>かんじ</rt></ruby>の本。');
    expect(entries['OEBPS/style.css']).toContain('writing-mode: vertical-rl');
  });

  it('is byte-identical between runs', () => {
    expect(buildEpub(verticalBook)).toEqual(buildEpub(verticalBook));
  });

  it('rejects a PDF book or a book without chapters', () => {
    expect(() => buildEpub({ ...verticalBook, type: 'pdf' })).toThrow(/not an EPUB/);
    expect(() => buildEpub({ ...verticalBook, chapters: [] })).toThrow(/no chapters/);
  });
});

describe('XHTML helpers', () => {
  it('escapes markup characters', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });

  it('escapes text inside ruby too', () => {
    expect(renderInlineXhtml('{A&B|x<y}')).toBe('<ruby>A&amp;B<rt>x&lt;y</rt></ruby>');
  });
});
