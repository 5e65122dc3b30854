// pdf.js, loaded with the PDF reader only. The modern build (Chromium and current browsers); the
// worker is a file Vite serves as an asset (pdf-worker-port.ts). pdf_viewer.mjs reads
// `globalThis.pdfjsLib`, which pdf.mjs sets, so it is imported after it.
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type * as PdfViewerModule from 'pdfjs-dist/web/pdf_viewer.mjs';
import type {
  EventBus,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import type { PrintPage } from '../print-guard';
import { BOOK_HEAD_BYTES, fetchBookRange, takeBookEnds, type BookRange } from '../reader-api';
import { startPdfWorker } from './pdf-worker-port';

/** Range requests of one head's size (see BOOK_HEAD_BYTES). */
export const RANGE_CHUNK_BYTES = BOOK_HEAD_BYTES;

/** An open book in pdf.js's viewer: what the toolbar, panels and search work with. */
export interface PdfViewerHandle {
  document: PDFDocumentProxy;
  viewer: PDFViewer;
  eventBus: EventBus;
  linkService: PDFLinkService;
  findController: PDFFindController;
}

// Loaded once pdf.mjs has run (it reads globalThis.pdfjsLib), while the book's first bytes arrive.
const viewerModule = import('pdfjs-dist/web/pdf_viewer.mjs');

export function loadViewerModule(): Promise<typeof PdfViewerModule> {
  return viewerModule;
}

/** One worker for every book of this tab, on the port the reader started early. */
// (pdf.js's generated types say `port` is null|undefined; its documentation says Worker.)
const sharedWorker = pdfjs.PDFWorker.create({
  port: startPdfWorker(),
} as unknown as Parameters<typeof pdfjs.PDFWorker.create>[0]);

/**
 * Range requests made here (pdf.js asks, we fetch), so no request ever asks for the whole file;
 * ranges already fetched (the book's tail, prefetched) are answered at once.
 */
class BookRangeTransport extends pdfjs.PDFDataRangeTransport {
  constructor(
    private readonly tokenId: string,
    private readonly held: BookRange[],
    length: number,
    head: Uint8Array,
  ) {
    super(length, head);
  }

  override requestDataRange(begin: number, end: number): void {
    const range = this.held.find(
      (candidate) =>
        candidate.start <= begin && candidate.start + candidate.bytes.byteLength >= end,
    );
    if (range) {
      const bytes = range.bytes.slice(begin - range.start, end - range.start);
      queueMicrotask(() => this.onDataRange(begin, bytes));
      return;
    }
    void this.load(begin, end, 2);
  }

  private async load(begin: number, end: number, retries: number): Promise<void> {
    try {
      const { bytes } = await fetchBookRange(this.tokenId, `${begin}-${end - 1}`);
      this.onDataRange(begin, bytes);
    } catch (error) {
      if (retries > 0) return this.load(begin, end, retries - 1);
      console.error('a range of the book could not be loaded', error);
    }
  }
}

/**
 * Opens the book by range requests only. pdf.js's own loader first asks for the whole file and
 * cancels it once it sees range support, and on a slow link that cancelled download shares the
 * line with the first ranges. Here the head and the tail (cross-reference) come first, in
 * parallel, and the size from their Content-Range. No streaming and no background fetching:
 * then only page 1's own objects. No scripts, no eval.
 */
export async function openPdf(tokenId: string) {
  const { head, tail } = await takeBookEnds(tokenId);
  const transport = new BookRangeTransport(tokenId, [tail], head.total, head.bytes);
  return pdfjs.getDocument({
    range: transport,
    worker: sharedWorker,
    disableStream: true,
    disableAutoFetch: true,
    rangeChunkSize: RANGE_CHUNK_BYTES,
    isEvalSupported: false,
    enableXfa: false,
  });
}

/** Print resolution: 150 dpi is sharp on paper and keeps a long book's print job reasonable. */
const PRINT_SCALE = 150 / 72;

/** Renders pages to images for printing (one at a time, so memory stays bounded). */
export async function renderPagesForPrint(
  document: PDFDocumentProxy,
  pageNumbers: number[],
  onProgress: (done: number) => void,
): Promise<PrintPage[]> {
  const pages: PrintPage[] = [];
  for (const [index, pageNumber] of pageNumbers.entries()) {
    const page = await document.getPage(pageNumber);
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport, intent: 'print' }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    page.cleanup();
    if (blob) {
      const base = page.getViewport({ scale: 1 });
      pages.push({ url: URL.createObjectURL(blob), widthPt: base.width, heightPt: base.height });
    }
    onProgress(index + 1);
  }
  return pages;
}

/** Zoom: a preset ('page-width', 'page-fit') or a factor. */
export function setScale(viewer: PDFViewer, value: string): void {
  viewer.currentScaleValue = value;
}

/** Shows `page`, kept within the book. */
export function showPage(viewer: PDFViewer, page: number): void {
  viewer.currentPageNumber = Math.min(Math.max(1, page), viewer.pagesCount);
}
