import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import {
  StorageNotFoundError,
  type ObjectStorage,
} from '../../../platform/storage/object-storage.js';
import { coverObjectKey, coversFromImage, generatedCovers, type Covers } from './cover-maker.js';
import { readEpub } from './epub-reader.js';
import { optimizePdf } from './pdf-optimizer.js';
import { openPdf, pdfPageTexts, renderFirstPage } from './pdf-reader.js';
import { ProcessingError } from './processing-error.js';
import { createProcessingRepository } from './processing.repository.js';
import { COVER_WIDTHS } from './cover-maker.js';

export interface ProcessingDependencies {
  db: Database;
  storage: ObjectStorage;
  log?: FastifyBaseLogger;
}

export interface ContentRef {
  contentId: string;
  companyId: number;
}

/** What a book's bytes yield, before anything is stored. */
interface Analysis {
  pageCount: number;
  texts: string[];
  covers: Covers;
  optimizedPdf: Uint8Array | null;
}

/** Where the files made from a content live, beside its source file. */
export function processingKeys(ref: ContentRef) {
  const folder = `companies/${ref.companyId}/contents/${ref.contentId}`;
  return { coverKey: `${folder}/cover`, optimizedFileKey: `${folder}/optimized.pdf` };
}

/**
 * Processes one content: status 2, then page count, texts, covers and (PDF) the optimized copy,
 * then status 3. A file that cannot be processed ends in status 4 with the reason and the job
 * succeeds (the same bytes would fail again); a storage or database failure throws so the job is
 * retried (and, when no attempt is left, the dead-letter job fails the content).
 */
export async function processContent(deps: ProcessingDependencies, ref: ContentRef): Promise<void> {
  const { companyId, contentId } = ref;
  const repository = createProcessingRepository(deps.db);
  const target = await repository.findTarget(companyId, contentId);
  if (!target) return; // deleted since the job was queued
  await repository.markProcessing(companyId, contentId);
  try {
    if (!target.fileKey) throw new ProcessingError('The content has no file.');
    const bytes = await readObject(deps.storage, target.fileKey);
    const analysis = await analyze(bytes, target.fileType, target.title);
    const keys = processingKeys(ref);
    await deps.storage.put(
      coverObjectKey(keys.coverKey, 'small'),
      analysis.covers.small,
      'image/webp',
    );
    await deps.storage.put(
      coverObjectKey(keys.coverKey, 'large'),
      analysis.covers.large,
      'image/webp',
    );
    if (analysis.optimizedPdf) {
      await deps.storage.put(
        keys.optimizedFileKey,
        Buffer.from(analysis.optimizedPdf),
        'application/pdf',
      );
    } else {
      await deps.storage.delete(keys.optimizedFileKey);
    }
    const saved = await deps.db.transaction((tx) =>
      createProcessingRepository(tx).saveResult(companyId, contentId, {
        pageCount: analysis.pageCount,
        texts: analysis.texts,
        coverKey: keys.coverKey,
        optimizedFileKey: analysis.optimizedPdf ? keys.optimizedFileKey : null,
      }),
    );
    deps.log?.info(
      {
        contentId,
        companyId,
        pages: analysis.pageCount,
        saved,
        optimized: Boolean(analysis.optimizedPdf),
      },
      'content processed',
    );
  } catch (error) {
    if (error instanceof ProcessingError) {
      deps.log?.warn({ contentId, companyId, reason: error.message }, 'content processing failed');
      await repository.markFailed(companyId, contentId, error.message);
      return;
    }
    await repository
      .noteAttemptError(companyId, contentId, `Last error: ${messageOf(error)}`)
      .catch(() => undefined);
    throw error;
  }
}

/** The dead-letter side: the job gave up on this content, so it must not stay "processing". */
export async function failAbandonedProcessing(
  deps: ProcessingDependencies,
  ref: ContentRef,
): Promise<void> {
  await createProcessingRepository(deps.db).failUnfinished(
    ref.companyId,
    ref.contentId,
    'Processing did not finish (every attempt failed, timed out or was interrupted). Retry to process it again.',
  );
}

/** Reads a book from storage; a missing object is the content's problem, other errors are retried. */
async function readObject(storage: ObjectStorage, key: string): Promise<Uint8Array> {
  try {
    const object = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof StorageNotFoundError) {
      throw new ProcessingError('The book file is missing from storage; upload it again.');
    }
    throw error;
  }
}

/** Judged by the bytes, not the recorded type: a mismatch is reported rather than guessed around. */
function sniffType(bytes: Uint8Array): 'pdf' | 'epub' | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'epub';
  return null;
}

async function analyze(
  bytes: Uint8Array,
  fileType: 'pdf' | 'epub',
  title: string,
): Promise<Analysis> {
  const actual = sniffType(bytes);
  if (actual !== fileType) {
    throw new ProcessingError(
      bytes.byteLength === 0
        ? 'The file is empty.'
        : `The file is not a${fileType === 'pdf' ? ' PDF' : 'n EPUB'} (its bytes say ${actual ? actual.toUpperCase() : 'neither PDF nor EPUB'}).`,
    );
  }
  return fileType === 'pdf' ? analyzePdf(bytes) : analyzeEpub(bytes, title);
}

async function analyzePdf(bytes: Uint8Array): Promise<Analysis> {
  const document = await openPdf(bytes);
  try {
    const pageCount = document.numPages;
    const texts = await pdfPageTexts(document);
    const covers = await coversFromImage(await renderFirstPage(document, COVER_WIDTHS.large));
    await document.destroy();
    const optimized = await optimizePdf(bytes, pageCount);
    return {
      pageCount,
      texts,
      covers,
      optimizedPdf: optimized.kind === 'optimized' ? optimized.bytes : null,
    };
  } finally {
    await document.destroy().catch(() => undefined);
  }
}

async function analyzeEpub(bytes: Uint8Array, title: string): Promise<Analysis> {
  const epub = await readEpub(bytes);
  let covers: Covers | null = null;
  if (epub.coverImage) {
    // A cover the canvas cannot decode (SVG, CMYK JPEG…) is no reason to fail the whole book.
    covers = await coversFromImage(epub.coverImage).catch(() => null);
  }
  covers ??= await generatedCovers(epub.title ?? title);
  return { pageCount: epub.chapters.length, texts: epub.chapters, covers, optimizedPdf: null };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
