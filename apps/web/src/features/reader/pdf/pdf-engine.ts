// pdf.js, loaded with the PDF reader only. The modern build (Chromium and current browsers); the
// worker is a file Vite serves as an asset. pdf_viewer.mjs reads `globalThis.pdfjsLib`, which
// pdf.mjs sets, so it is imported after it.
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type * as PdfViewerModule from 'pdfjs-dist/web/pdf_viewer.mjs';
import type {
  EventBus,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';
import type { PrintPage } from '../print-guard';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Range requests of this size: a round trip costs as much as ~100 KB on a 20 Mbit/s, 40 ms link,
 * so smaller chunks waste latency and bigger ones fetch bytes page 1 does not need.
 */
export const RANGE_CHUNK_BYTES = 128 * 1024;

/** An open book in pdf.js's viewer: what the toolbar, panels and search work with. */
export interface PdfViewerHandle {
  document: PDFDocumentProxy;
  viewer: PDFViewer;
  eventBus: EventBus;
  linkService: PDFLinkService;
  findController: PDFFindController;
}

export function loadViewerModule(): Promise<typeof PdfViewerModule> {
  return import('pdfjs-dist/web/pdf_viewer.mjs');
}

/**
 * Opens the book by range requests only: no streaming of the whole file and no background
 * fetching, so page 1 needs the file's tail (cross-reference), its object streams and page 1.
 * Scripts inside the PDF never run (no scripting, no eval).
 */
export function openPdf(url: string) {
  return pdfjs.getDocument({
    url,
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
