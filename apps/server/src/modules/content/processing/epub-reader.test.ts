import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../../assets-dir.js';
import { chapterText, readEpub } from './epub-reader.js';
import { ProcessingError } from './processing-error.js';
import { makeEpub } from './test-books.js';

describe('chapterText', () => {
  it('reads ruby as its base text (rt and rp dropped) and drops scripts and styles', () => {
    const { text } = chapterText(
      '<html><head><style>p{}</style></head><body><p><ruby>灯台守<rp>(</rp><rt>とうだいもり</rt><rp>)</rp></ruby>の老人<script>alert(1)</script>は</p></body></html>',
    );
    expect(text).toBe('灯台守の老人は');
  });

  it('joins source line breaks inside Japanese text without a space, English with one', () => {
    const { text } = chapterText(
      '<p>港町の古い図書\n   館で出会った</p><p>The old\n  lighthouse</p>',
    );
    expect(text).toBe('港町の古い図書館で出会った\nThe old lighthouse');
  });
});

describe('readEpub', () => {
  it('reads every spine item of the demo Japanese EPUB with ruby read as base text', async () => {
    const bytes = await readFile(path.join(ASSETS_DIR, 'demo-books', 'letters-on-the-wind.epub'));
    const epub = await readEpub(bytes);
    expect(epub.metadata.title).toBe('風の手紙');
    expect(epub.chapters).toHaveLength(7);
    expect(epub.chapters[2]).toContain('灯台守の老人は、毎朝欅の木の下で風の音を聞いた。');
    expect(epub.chapters.join('')).not.toContain('とうだいもり');
  });

  it('finds the cover of the manifest (properties="cover-image" and <meta name="cover">)', async () => {
    for (const cover of ['property', 'meta'] as const) {
      const epub = await readEpub(await makeEpub({ cover }));
      expect(epub.coverImage?.subarray(1, 4)).toEqual(strToU8('PNG'));
    }
  });

  it('falls back to the first image of the book, else none', async () => {
    expect(
      (await readEpub(await makeEpub({ imageInFirstChapter: true }))).coverImage,
    ).not.toBeNull();
    expect((await readEpub(await makeEpub())).coverImage).toBeNull();
  });

  it('refuses a truncated EPUB with a readable message', async () => {
    const bytes = await makeEpub({ chapters: ['<p>one</p>', '<p>two</p>'] });
    await expect(readEpub(bytes.subarray(0, bytes.length - 40))).rejects.toThrow(
      /not a readable zip archive/,
    );
  });

  it('refuses entries with ../ or absolute paths', async () => {
    for (const name of ['../evil.xhtml', '/etc/passwd.xml']) {
      const bytes = await makeEpub({ extra: { [name]: strToU8('x') } });
      await expect(readEpub(bytes)).rejects.toThrow(/unsafe file path/);
    }
  });

  it('refuses an entry that declares a bomb-like size before inflating it', async () => {
    const bomb = new Uint8Array(8 * 1024 * 1024); // 8 MiB of zeros, ~8 KiB compressed
    const bytes = zipSync({ 'OEBPS/bomb.xhtml': bomb }, { level: 9 });
    await expect(readEpub(bytes)).rejects.toThrow(ProcessingError);
    await expect(readEpub(bytes)).rejects.toThrow(/zip bomb/);
  });

  it('names what is missing in a zip that is not an EPUB', async () => {
    await expect(readEpub(zipSync({ 'a.txt': strToU8('a') }))).rejects.toThrow(
      /no META-INF\/container.xml/,
    );
  });
});
