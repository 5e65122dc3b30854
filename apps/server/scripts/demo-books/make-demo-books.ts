// Generates the demo company's sample books (PDF and EPUB) and their manifest.
// Run: npx tsx apps/server/scripts/demo-books/make-demo-books.ts [--out <dir>]
// The output is deterministic, so regenerating leaves committed files unchanged.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoBook } from './book-model.js';
import { stripRuby } from './book-model.js';
import { buildDemoBookCatalogue } from './demo-book-catalogue.js';
import { buildEpub } from './epub-writer.js';
import { renderPdfBook, resolveNotoSansJpFonts } from './pdf-writer.js';
import type { PdfFontFiles } from './pdf-writer.js';

/** One entry of assets/demo-books/books.json, read by the demo seeder. */
export interface DemoBookManifestEntry {
  fileName: string;
  type: 'pdf' | 'epub';
  title: string;
  author: string;
  description: string;
  keywords: string[];
  language: 'ja' | 'en';
  /** Number of pages for PDFs; null for reflowable EPUBs. */
  pageCount: number | null;
  contentGroup: 'novels' | 'guides';
  /** Chapter titles, one per line (the content's table of contents). */
  toc: string;
  sizeBytes: number;
  sha256: string;
}

export interface DemoBookManifest {
  contentGroups: Record<'novels' | 'guides', { nameJa: string; nameEn: string }>;
  books: DemoBookManifestEntry[];
}

const MIN_LONG_PDF_PAGES = 300;
const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const defaultOutDir = path.resolve(scriptDir, '../../assets/demo-books');

function readOutDir(argv: string[]): string {
  const flagIndex = argv.indexOf('--out');
  if (flagIndex === -1) return defaultOutDir;
  const value = argv[flagIndex + 1];
  if (!value || value.startsWith('--')) throw new Error('--out needs a directory argument');
  return path.resolve(value);
}

async function renderBook(
  book: DemoBook,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; pageCount: number | null }> {
  if (book.type === 'epub') return { bytes: buildEpub(book), pageCount: null };
  return renderPdfBook(book, fonts);
}

function describeBook(
  book: DemoBook,
  bytes: Uint8Array,
  pageCount: number | null,
): DemoBookManifestEntry {
  return {
    fileName: book.fileName,
    type: book.type,
    title: book.title,
    author: book.author,
    description: book.description,
    keywords: book.keywords,
    language: book.language,
    pageCount,
    contentGroup: book.contentGroup,
    toc: book.chapters.map((chapter) => stripRuby(chapter.title)).join('\n'),
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

async function makeDemoBooks(outDir: string): Promise<DemoBookManifest> {
  const fonts = resolveNotoSansJpFonts();
  await mkdir(outDir, { recursive: true });
  const entries: DemoBookManifestEntry[] = [];
  for (const book of buildDemoBookCatalogue()) {
    const { bytes, pageCount } = await renderBook(book, fonts);
    await writeFile(path.join(outDir, book.fileName), bytes);
    entries.push(describeBook(book, bytes, pageCount));
    console.log(
      `${book.fileName}: ${(bytes.byteLength / 1024).toFixed(0)} KiB${pageCount ? `, ${pageCount} pages` : ''}`,
    );
  }
  // The issue asks for one long PDF; fail loudly if word-list edits ever make it shorter.
  const longest = Math.max(...entries.map((entry) => entry.pageCount ?? 0));
  if (longest < MIN_LONG_PDF_PAGES)
    throw new Error(`Longest PDF has ${longest} pages, need ${MIN_LONG_PDF_PAGES}+`);
  const manifest: DemoBookManifest = {
    contentGroups: {
      novels: { nameJa: '小説', nameEn: 'Novels' },
      guides: { nameJa: 'ガイド', nameEn: 'Guides' },
    },
    books: entries,
  };
  await writeFile(path.join(outDir, 'books.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const outDir = readOutDir(process.argv.slice(2));
const started = Date.now();
await makeDemoBooks(outDir);
console.log(
  `Wrote demo books and books.json to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
