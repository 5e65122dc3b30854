import type { BookMetadata } from './book-metadata.js';
import { COVER_WIDTHS, coversFromImage, generatedCovers, type Covers } from './cover-maker.js';
import { readEpub } from './epub-reader.js';
import { optimizePdf } from './pdf-optimizer.js';
import { openPdf, pdfMetadata, pdfPageTexts, renderFirstPage } from './pdf-reader.js';
import { ProcessingError } from './processing-error.js';

export interface AnalysisInput {
  bytes: Uint8Array;
  /** What the content row says it is; the bytes must agree. */
  fileType: 'pdf' | 'epub';
  /** For a generated cover when an EPUB has neither cover nor title. */
  title: string;
}

/** What a book's bytes yield, before anything is stored. */
export interface Analysis {
  pageCount: number;
  texts: string[];
  covers: Covers;
  /** What the file says about itself; fills the fields left empty at upload. */
  metadata: BookMetadata;
  optimizedPdf: Uint8Array | null;
  /** Why there is no optimized copy of a PDF (signed, rewrite failed…), for the log. */
  optimizeSkipped?: string;
  /** Why an EPUB's own cover image was not used (unreadable, too large…), for the log. */
  coverSkipped?: string;
}

/** Judged by the bytes, not the recorded type: a mismatch is reported rather than guessed around. */
function sniffType(bytes: Uint8Array): 'pdf' | 'epub' | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'epub';
  return null;
}

/**
 * Everything made from a book's bytes; a file that cannot be processed throws ProcessingError.
 * `signal` stops an analysis running in the caller's thread (a worker is terminated instead).
 */
export async function analyze(
  { bytes, fileType, title }: AnalysisInput,
  signal?: AbortSignal,
): Promise<Analysis> {
  const actual = sniffType(bytes);
  if (actual !== fileType) {
    throw new ProcessingError(
      bytes.byteLength === 0
        ? 'The file is empty.'
        : `The file is not a${fileType === 'pdf' ? ' PDF' : 'n EPUB'} (its bytes say ${actual ? actual.toUpperCase() : 'neither PDF nor EPUB'}).`,
    );
  }
  return fileType === 'pdf' ? analyzePdf(bytes, signal) : analyzeEpub(bytes, title, signal);
}

async function analyzePdf(bytes: Uint8Array, signal?: AbortSignal): Promise<Analysis> {
  const document = await openPdf(bytes);
  // Destroying the document ends pdf.js's running tasks at their next check.
  const onAbort = () => void document.destroy().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    signal?.throwIfAborted();
    const pageCount = document.numPages;
    const metadata = await pdfMetadata(document);
    const texts = await pdfPageTexts(document);
    signal?.throwIfAborted();
    const covers = await coversFromImage(await renderFirstPage(document, COVER_WIDTHS.large));
    await document.destroy();
    signal?.throwIfAborted();
    const optimized = await optimizePdf(bytes, pageCount);
    return {
      pageCount,
      texts,
      covers,
      metadata,
      optimizedPdf: optimized.kind === 'optimized' ? optimized.bytes : null,
      ...(optimized.kind === 'skipped' ? { optimizeSkipped: optimized.reason } : {}),
    };
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await document.destroy().catch(() => undefined);
  }
}

async function analyzeEpub(
  bytes: Uint8Array,
  title: string,
  signal?: AbortSignal,
): Promise<Analysis> {
  const epub = await readEpub(bytes);
  signal?.throwIfAborted();
  let covers: Covers | null = null;
  let coverSkipped: string | undefined;
  if (epub.coverImage) {
    // A cover the canvas cannot or may not decode (CMYK JPEG, SVG, too many pixels…) is no
    // reason to fail the whole book: it gets a generated cover instead.
    covers = await coversFromImage(epub.coverImage).catch((error: unknown) => {
      coverSkipped = error instanceof Error ? error.message : String(error);
      return null;
    });
  }
  covers ??= await generatedCovers(epub.metadata.title ?? title);
  return {
    pageCount: epub.chapters.length,
    texts: epub.chapters,
    covers,
    metadata: epub.metadata,
    optimizedPdf: null,
    ...(coverSkipped ? { coverSkipped } : {}),
  };
}
