import { createRequire } from 'node:module';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api.js';
import {
  cleanDescription,
  cleanLanguage,
  cleanLine,
  compactMetadata,
  joinNames,
  METADATA_LIMITS,
  type BookMetadata,
} from './book-metadata.js';
import { MAX_DECODED_PIXELS, assertPixelBudget } from './image-bounds.js';
import { ProcessingError, yieldToEventLoop } from './processing-error.js';
import { joinPdfTextItems, type PdfTextItem } from './text-normalizer.js';

// The legacy build: the modern one needs newer Node than 20 (architecture.md §1).
type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | null = null;

/** Loaded on first use: pdf.js is large and most server starts never process a PDF. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Opens a PDF held in memory; an unreadable, empty or password-protected file throws ProcessingError. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    // Japanese PDFs often use predefined CMaps; without them their text is unreadable.
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    wasmUrl: `${PDFJS_DIR}/wasm/`,
    isEvalSupported: false,
    // An embedded image over the budget is left out of the render instead of decoded (pdf.js
    // checks the size its dictionary declares first).
    maxImageSize: MAX_DECODED_PIXELS,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new ProcessingError('The PDF has no pages.');
    return document;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    if (error instanceof ProcessingError) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ProcessingError('The PDF is protected by a password and cannot be read.', {
        cause: error,
      });
    }
    throw new ProcessingError(`The file is not a readable PDF: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

/** The normalized text of every page, in order; yields to the event loop between pages. */
export async function pdfPageTexts(document: PDFDocumentProxy): Promise<string[]> {
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    try {
      const page = await document.getPage(number);
      // normalizeText applies NFKC (and maps the radicals pdf.js leaves alone) itself.
      const content = await page.getTextContent({ disableNormalization: true });
      texts.push(joinPdfTextItems(content.items as PdfTextItem[]));
      page.cleanup();
    } catch (error) {
      throw new ProcessingError(`Page ${number} of the PDF cannot be read: ${messageOf(error)}`, {
        cause: error,
      });
    }
    await yieldToEventLoop();
  }
  return texts;
}

/** An XMP value as pdf.js gives it: text, or the items of an rdf:Alt, rdf:Bag or rdf:Seq. */
function xmpValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * Title, author, description, publisher and language from the XMP packet (dc:…) and the Info
 * dictionary (Title, Author, Subject; the catalog's /Lang). XMP first: tools that write both keep
 * it in Unicode and up to date, while Info is often what an old producer left. A PDF whose
 * metadata cannot be read is still a book: the result is then empty.
 */
export async function pdfMetadata(document: PDFDocumentProxy): Promise<BookMetadata> {
  let info: Record<string, unknown> = {};
  let xmp: { get(name: string): unknown } | null = null;
  try {
    const answer = await document.getMetadata();
    info = (answer.info ?? {}) as Record<string, unknown>;
    xmp = answer.metadata as { get(name: string): unknown } | null;
  } catch {
    return {};
  }
  const infoText = (key: string) => (typeof info[key] === 'string' ? info[key] : undefined);
  const fromXmp = (name: string) => xmpValues(xmp?.get(name));
  return compactMetadata({
    title:
      cleanLine(fromXmp('dc:title')[0], METADATA_LIMITS.title) ??
      cleanLine(infoText('Title'), METADATA_LIMITS.title),
    author:
      joinNames(fromXmp('dc:creator').map((name) => cleanLine(name, METADATA_LIMITS.author))) ??
      cleanLine(infoText('Author'), METADATA_LIMITS.author),
    description:
      cleanDescription(fromXmp('dc:description')[0]) ?? cleanDescription(infoText('Subject')),
    publisher: cleanLine(fromXmp('dc:publisher')[0], METADATA_LIMITS.publisher),
    language: cleanLanguage(fromXmp('dc:language')[0]) ?? cleanLanguage(infoText('Language')),
  });
}

/** Page 1 rendered `width` pixels wide (height capped at 2× the width), as PNG bytes. */
export async function renderFirstPage(document: PDFDocumentProxy, width: number): Promise<Buffer> {
  try {
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = Math.min(width / unscaled.width, (width * 2) / unscaled.height);
    const viewport = page.getViewport({ scale });
    const [canvasWidth, canvasHeight] = [
      Math.max(1, Math.round(viewport.width)),
      Math.max(1, Math.round(viewport.height)),
    ];
    assertPixelBudget(canvasWidth, canvasHeight, 'The first page of the PDF, drawn for the cover,');
    // pdf.js's own canvas factory (@napi-rs/canvas in Node), so its Path2D and canvas match.
    const factory = document.canvasFactory as {
      create(width: number, height: number): { canvas: Canvas };
    };
    const { canvas } = factory.create(canvasWidth, canvasHeight);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const parameters = { canvas, canvasContext: context, viewport };
    await page.render(parameters as unknown as Parameters<typeof page.render>[0]).promise;
    page.cleanup();
    return await canvas.encode('png');
  } catch (error) {
    if (error instanceof ProcessingError) throw error;
    throw new ProcessingError(`The first page of the PDF cannot be drawn: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
