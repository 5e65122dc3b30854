import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { BookBlock, BookChapter, DemoBook } from './book-model.js';
import { stripRuby } from './book-model.js';

/** Paths of the TrueType fonts embedded (and subset) into every PDF. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

/**
 * Finds Noto Sans JP (regular and bold TrueType) in node_modules. It comes from an npm devDependency
 * rather than system fonts, so `npm ci` is all a developer needs to regenerate the books.
 */
export function resolveNotoSansJpFonts(): PdfFontFiles {
  const require = createRequire(import.meta.url);
  const resolveFont = (weight: string): string =>
    require.resolve(`@expo-google-fonts/noto-sans-jp/${weight}/NotoSansJP_${weight}.ttf`);
  return { regular: resolveFont('400Regular'), bold: resolveFont('700Bold') };
}

export interface RenderedPdf {
  bytes: Buffer;
  pageCount: number;
}

// A fixed date keeps the output byte-identical between runs (pdfkit derives the file ID from it).
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');
const PAGE_SIZE = 'A5';
const MARGINS = { top: 56, bottom: 60, left: 50, right: 50 };
const BODY_SIZE = 10.5;
const GRAY = '#555555';
const TOC_LINE_HEIGHT = 17;

type Doc = PDFKit.PDFDocument;

/** Renders a book to PDF bytes: title page, table of contents, chapters, page numbers and outline. */
export async function renderPdfBook(book: DemoBook, fonts: PdfFontFiles): Promise<RenderedPdf> {
  if (book.type !== 'pdf') throw new Error(`${book.fileName} is not a PDF book`);
  if (book.chapters.length === 0) throw new Error(`${book.fileName} has no chapters`);
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margins: MARGINS,
    bufferPages: true,
    autoFirstPage: false,
    lang: book.language,
    displayTitle: true,
    info: {
      Title: book.title,
      Author: book.author,
      Subject: book.description,
      Keywords: book.keywords.join(', '),
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  drawTitlePage(doc, book);
  const tocPages = reserveTocPages(doc, book.chapters.length);
  const chapterStarts = book.chapters.map((chapter) => drawChapter(doc, chapter));
  drawToc(doc, book, tocPages, chapterStarts);
  const pageCount = doc.bufferedPageRange().count;
  drawPageNumbers(doc, pageCount);

  doc.end();
  await finished;
  return { bytes: Buffer.concat(chunks), pageCount };
}

function drawTitlePage(doc: Doc, book: DemoBook): void {
  doc.addPage();
  const width = doc.page.width - MARGINS.left - MARGINS.right;
  doc.y = doc.page.height * 0.28;
  doc.font('bold').fontSize(24).fillColor('black').text(book.title, { align: 'center', width });
  if (book.subtitle) {
    doc
      .moveDown(0.4)
      .font('body')
      .fontSize(13)
      .fillColor(GRAY)
      .text(book.subtitle, { align: 'center', width });
  }
  doc
    .moveDown(2)
    .font('body')
    .fontSize(12)
    .fillColor('black')
    .text(book.author, { align: 'center', width });
  doc.y = doc.page.height * 0.68;
  doc
    .font('body')
    .fontSize(9)
    .fillColor(GRAY)
    .text(book.description, { align: 'center', width, lineGap: 3 });
}

function countTocLinesPerPage(doc: Doc): number {
  const usable = doc.page.height - MARGINS.top - MARGINS.bottom - 40;
  return Math.floor(usable / TOC_LINE_HEIGHT);
}

/** Adds blank pages for the table of contents, filled in once chapter page numbers are known. */
function reserveTocPages(doc: Doc, chapterCount: number): number[] {
  doc.addPage();
  const pages = [doc.bufferedPageRange().count - 1];
  const needed = Math.ceil(chapterCount / countTocLinesPerPage(doc));
  for (let i = 1; i < needed; i++) {
    doc.addPage();
    pages.push(doc.bufferedPageRange().count - 1);
  }
  return pages;
}

function drawToc(doc: Doc, book: DemoBook, tocPages: number[], chapterStarts: number[]): void {
  const perPage = countTocLinesPerPage(doc);
  const heading = book.language === 'ja' ? '目次　Contents' : 'Contents　目次';
  tocPages.forEach((pageIndex, tocPageNumber) => {
    doc.switchToPage(pageIndex);
    const width = doc.page.width - MARGINS.left - MARGINS.right;
    if (tocPageNumber === 0) {
      doc
        .font('bold')
        .fontSize(15)
        .fillColor('black')
        .text(heading, MARGINS.left, MARGINS.top, { width });
    }
    const first = tocPageNumber * perPage;
    book.chapters.slice(first, first + perPage).forEach((chapter, offset) => {
      const y = MARGINS.top + 40 + offset * TOC_LINE_HEIGHT;
      const pageLabel = String((chapterStarts[first + offset] ?? 0) + 1);
      doc.font('body').fontSize(10).fillColor('black');
      doc.text(stripRuby(chapter.title), MARGINS.left, y, {
        width: width - 40,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(pageLabel, MARGINS.left, y, { width, align: 'right', lineBreak: false });
    });
  });
}

/** Draws one chapter starting on a new page and returns the index of that page. */
function drawChapter(doc: Doc, chapter: BookChapter): number {
  doc.addPage();
  const startPage = doc.bufferedPageRange().count - 1;
  doc.outline.addItem(stripRuby(chapter.title));
  doc.font('bold').fontSize(16).fillColor('black').text(stripRuby(chapter.title));
  if (chapter.subtitle)
    doc.font('body').fontSize(10.5).fillColor(GRAY).text(stripRuby(chapter.subtitle));
  doc.moveDown(1.2);
  for (const block of chapter.blocks) drawBlock(doc, block);
  return startPage;
}

function drawBlock(doc: Doc, block: BookBlock): void {
  const text = stripRuby(block.text);
  const isJapanese = block.lang === 'ja';
  switch (block.kind) {
    case 'heading':
      doc
        .moveDown(0.6)
        .font('bold')
        .fontSize(12)
        .fillColor('black')
        .text(text, { paragraphGap: 6 });
      return;
    case 'epigraph':
      doc.font('body').fontSize(9.5).fillColor(GRAY);
      doc.text(text, doc.x + 24, doc.y, {
        width: doc.page.width - MARGINS.left - MARGINS.right - 48,
        lineGap: 3,
      });
      doc.x = MARGINS.left;
      doc.moveDown(1);
      return;
    case 'paragraph':
      doc
        .font('body')
        .fontSize(BODY_SIZE)
        .fillColor('black')
        .text(text, {
          // Japanese paragraphs open with a full-width indent; English ones are justified instead.
          indent: isJapanese ? BODY_SIZE : 0,
          align: isJapanese ? 'left' : 'justify',
          lineGap: 5,
          paragraphGap: 6,
        });
      return;
  }
}

function drawPageNumbers(doc: Doc, pageCount: number): void {
  // Page 1 is the title page and carries no number.
  for (let index = 1; index < pageCount; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(9)
      .fillColor(GRAY)
      .text(String(index + 1), 0, doc.page.height - 36, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
