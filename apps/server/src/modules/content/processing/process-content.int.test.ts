import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ASSETS_DIR } from '../../../assets-dir.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { newElementId } from '../../../platform/crypto/ids.js';
import { createLocalStorage } from '../../../platform/storage/local-storage.js';
import type { ObjectStorage } from '../../../platform/storage/object-storage.js';
import { createCompany } from '../../../test/factories.js';
import { openTestDatabase } from '../../../test/test-app.js';
import { contents, contentTexts } from '../content.tables.js';
import { searchQueryOf } from '../page-text-tokens.js';
import { coverObjectKey } from './cover-maker.js';
import { openPdf } from './pdf-reader.js';
import { processContent } from './process-content.js';
import { makeEpub } from './test-books.js';

const DEMO_DIR = path.join(ASSETS_DIR, 'demo-books');
const manifest = z
  .object({ books: z.array(z.object({ fileName: z.string(), pageCount: z.number().nullable() })) })
  .parse(JSON.parse(await readFile(path.join(DEMO_DIR, 'books.json'), 'utf8')));

/** Top-level objects of a PDF file: what pdf.js may fetch one by one before page 1. */
function topLevelObjects(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\b\d+ \d+ obj\b/g)?.length ?? 0
  );
}

describe('content processing', () => {
  let database: DatabaseHandle;
  let storage: ObjectStorage;
  let filesDir: string;
  let companyId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    filesDir = await mkdtemp(path.join(tmpdir(), 'hondana-processing-'));
    storage = createLocalStorage(filesDir);
    companyId = (await createCompany(database.db)).id;
  });
  afterAll(async () => {
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  /** A content row whose file is `bytes`, as an upload leaves it (status 1). */
  async function addContent(fileType: 'pdf' | 'epub', bytes: Uint8Array, title = 'Book') {
    const id = newElementId();
    const fileKey = `companies/${companyId}/contents/${id}/source.${fileType}`;
    await storage.put(fileKey, Buffer.from(bytes));
    await database.db.insert(contents).values({ id, companyId, title, fileType, fileKey });
    return id;
  }

  async function run(contentId: string) {
    await processContent({ db: database.db, storage }, { contentId, companyId });
    const [row] = await database.db.select().from(contents).where(eq(contents.id, contentId));
    return row!;
  }

  async function storedBytes(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(key)).body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function expectWebpCovers(coverKey: string) {
    for (const [size, width] of [
      ['small', 240],
      ['large', 600],
    ] as const) {
      const bytes = await storedBytes(coverObjectKey(coverKey, size));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect((await loadImage(bytes)).width).toBe(width);
    }
  }

  it('processes the 331-page demo PDF: page count, searchable texts, covers, optimized copy', async () => {
    const original = await readFile(path.join(DEMO_DIR, 'library-of-sentences.pdf'));
    const id = await addContent('pdf', original, '文の図書館');
    const row = await run(id);
    const expectedPages = manifest.books.find((b) => b.fileName === 'library-of-sentences.pdf')!;
    expect(row).toMatchObject({
      encodingStatus: 3,
      encodingError: null,
      pageCount: expectedPages.pageCount,
    });
    const texts = await database.db
      .select({ pageNumber: contentTexts.pageNumber })
      .from(contentTexts)
      .where(eq(contentTexts.contentId, id));
    expect(texts).toHaveLength(331);
    const found = await database.db
      .select({ pageNumber: contentTexts.pageNumber })
      .from(contentTexts)
      .where(
        and(
          eq(contentTexts.contentId, id),
          like(contentTexts.text, '%年老いた翻訳家が港に近い古い倉庫%'),
        ),
      );
    expect(found.length).toBeGreaterThan(0);
    // Every page got its search tokens, and the tokens find the same pages as the text.
    const byTokens = await database.db
      .select({ pageNumber: contentTexts.pageNumber })
      .from(contentTexts)
      .where(
        and(
          eq(contentTexts.contentId, id),
          sql`${contentTexts.searchTokens} @@ ${searchQueryOf('年老いた翻訳家が港に近い古い倉庫')}::tsquery`,
        ),
      );
    expect(byTokens.map((page) => page.pageNumber).sort()).toEqual(
      found.map((page) => page.pageNumber).sort(),
    );
    const untokenized = await database.db
      .select({ pageNumber: contentTexts.pageNumber })
      .from(contentTexts)
      .where(and(eq(contentTexts.contentId, id), isNull(contentTexts.searchTokens)));
    expect(untokenized).toEqual([]);

    await expectWebpCovers(row.coverKey!);

    expect(row.optimizedFileKey).toBe(`companies/${companyId}/contents/${id}/optimized.pdf`);
    const optimized = await storedBytes(row.optimizedFileKey!);
    expect(topLevelObjects(optimized)).toBeLessThanOrEqual(topLevelObjects(original));
    expect(topLevelObjects(optimized)).toBeLessThan(topLevelObjects(original) / 2);
    const reopened = await openPdf(optimized);
    expect(reopened.numPages).toBe(331);
    await reopened.destroy();
  }, 60_000);

  it('gives every demo PDF the page count of books.json and finds an English phrase', async () => {
    for (const book of manifest.books.filter((b) => b.fileName.endsWith('.pdf'))) {
      if (book.fileName === 'library-of-sentences.pdf') continue;
      const id = await addContent('pdf', await readFile(path.join(DEMO_DIR, book.fileName)));
      expect((await run(id)).pageCount).toBe(book.pageCount);
    }
    const harbor = await database.db
      .select({ id: contentTexts.contentId })
      .from(contentTexts)
      .where(like(contentTexts.text, '%The lighthouse keeper remembered something from long ago%'));
    expect(harbor.length).toBeGreaterThan(0);
  }, 60_000);

  it('processes the demo Japanese EPUB: one text per spine item, ruby as base, a generated cover', async () => {
    const id = await addContent(
      'epub',
      await readFile(path.join(DEMO_DIR, 'letters-on-the-wind.epub')),
      '風の手紙',
    );
    const row = await run(id);
    expect(row).toMatchObject({ encodingStatus: 3, pageCount: 7, optimizedFileKey: null });
    const found = await database.db
      .select({ pageNumber: contentTexts.pageNumber })
      .from(contentTexts)
      .where(
        and(
          eq(contentTexts.contentId, id),
          like(contentTexts.text, '%灯台守の老人は、毎朝欅の木%'),
        ),
      );
    expect(found).toEqual([{ pageNumber: 3 }]);
    await expectWebpCovers(row.coverKey!);
  });

  it('uses the EPUB manifest cover image', async () => {
    const row = await run(await addContent('epub', await makeEpub({ cover: 'property' })));
    expect(row.encodingStatus).toBe(3);
    const large = await loadImage(await storedBytes(coverObjectKey(row.coverKey!, 'large')));
    // The test cover is square; a generated one is 2:3 (600 × 900).
    expect(large.height).toBe(600);
  });

  it('replaces the old texts when the content is processed again (replace-content)', async () => {
    const id = await addContent(
      'epub',
      await makeEpub({ chapters: ['<p>古い本文</p>', '<p>二</p>', '<p>三</p>'] }),
    );
    expect((await run(id)).pageCount).toBe(3);
    const [current] = await database.db.select().from(contents).where(eq(contents.id, id));
    await storage.put(
      current!.fileKey!,
      Buffer.from(await makeEpub({ chapters: ['<p>新しい本文</p>'] })),
    );
    expect((await run(id)).pageCount).toBe(1);
    const texts = await database.db
      .select({ pageNumber: contentTexts.pageNumber, text: contentTexts.text })
      .from(contentTexts)
      .where(eq(contentTexts.contentId, id));
    expect(texts).toEqual([{ pageNumber: 1, text: '新しい本文' }]);
  });

  it('ends a corrupt PDF in status 4 with a message', async () => {
    const row = await run(
      await addContent('pdf', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\ngarbage')),
    );
    expect(row.encodingStatus).toBe(4);
    expect(row.encodingError).toMatch(/not a readable PDF|no pages|cannot be read/);
  });

  it('ends a truncated EPUB in status 4 with a message', async () => {
    const bytes = await readFile(path.join(DEMO_DIR, 'getting-started-with-hondana.epub'));
    const row = await run(
      await addContent('epub', bytes.subarray(0, Math.floor(bytes.length / 2))),
    );
    expect(row).toMatchObject({ encodingStatus: 4 });
    expect(row.encodingError).toMatch(/not a readable zip archive/);
  });

  it('ends an executable named .pdf and a missing file in status 4', async () => {
    const exe = await run(
      await addContent('pdf', Buffer.from('MZ\x90\x00 this program cannot be run')),
    );
    expect(exe).toMatchObject({
      encodingStatus: 4,
      encodingError: expect.stringMatching(/not a PDF/),
    });
    const id = await addContent('pdf', Buffer.from('%PDF-1.4'));
    const [row] = await database.db.select().from(contents).where(eq(contents.id, id));
    await storage.delete(row!.fileKey!);
    expect(await run(id)).toMatchObject({
      encodingStatus: 4,
      encodingError: expect.stringMatching(/missing from storage/),
    });
  });

  it('writes nothing more for an attempt pg-boss has given up on (its signal aborted)', async () => {
    const id = await addContent('epub', await makeEpub());
    const attempt = new AbortController();
    attempt.abort(new Error('handler execution exceeded 1800s'));
    await expect(
      processContent(
        { db: database.db, storage },
        { contentId: id, companyId },
        { signal: attempt.signal },
      ),
    ).rejects.toThrow(/handler execution exceeded/);
    const [row] = await database.db.select().from(contents).where(eq(contents.id, id));
    // Left to the retry (or the dead-letter job): no result, no failure, no note.
    expect(row).toMatchObject({ encodingStatus: 2, encodingError: null, coverKey: null });
  });

  it('never rewrites a signed PDF', async () => {
    const document = await PDFDocument.create();
    document.addPage([200, 200]).drawText('signed');
    const signature = document.context.obj({ Type: 'Sig', Filter: 'Adobe.PPKLite' });
    signature.set(
      PDFName.of('ByteRange'),
      document.context.obj([0, 10, 20, 30].map((n) => PDFNumber.of(n))),
    );
    document.catalog.set(PDFName.of('TestSig'), document.context.register(signature));
    const row = await run(await addContent('pdf', await document.save({ useObjectStreams: true })));
    expect(row).toMatchObject({ encodingStatus: 3, pageCount: 1, optimizedFileKey: null });
  });
});
