import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/database.js';
import { withLongStatements } from '../../../platform/db/long-statements.js';
import {
  StorageNotFoundError,
  type ObjectStorage,
} from '../../../platform/storage/object-storage.js';
import { analyzeBook, type AnalyzeBookOptions } from './analysis-runner.js';
import { coverObjectKey } from './cover-maker.js';
import { ProcessingError } from './processing-error.js';
import { createProcessingRepository } from './processing.repository.js';

export interface ProcessingDependencies {
  db: Database;
  storage: ObjectStorage;
  log?: FastifyBaseLogger;
  /** Where and how long a book is analyzed (tests pass a built worker and a short bound). */
  analysis?: Omit<AnalyzeBookOptions, 'signal'>;
}

export interface ContentRef {
  contentId: string;
  companyId: number;
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
 * retried (and, when no attempt is left, the dead-letter job fails the content). `signal` ends an
 * attempt pg-boss has given up on (timed out, claim lost, shutdown): the analysis is stopped and
 * nothing more is written, since a retry may already own the content.
 */
export async function processContent(
  deps: ProcessingDependencies,
  ref: ContentRef,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const { companyId, contentId } = ref;
  const repository = createProcessingRepository(deps.db);
  const target = await repository.findTarget(companyId, contentId);
  if (!target) return; // deleted since the job was queued
  await repository.markProcessing(companyId, contentId);
  try {
    if (!target.fileKey) throw new ProcessingError('The content has no file.');
    const bytes = await readObject(deps.storage, target.fileKey);
    const analysis = await analyzeBook(
      { bytes, fileType: target.fileType, title: target.title },
      { ...deps.analysis, signal },
    );
    signal?.throwIfAborted();
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
        Buffer.from(
          analysis.optimizedPdf.buffer,
          analysis.optimizedPdf.byteOffset,
          analysis.optimizedPdf.byteLength,
        ),
        'application/pdf',
      );
    } else {
      await deps.storage.delete(keys.optimizedFileKey);
    }
    // A book's texts and their index entries in one transaction: longer than a request's query.
    const saved = await withLongStatements(deps.db, (tx) =>
      createProcessingRepository(tx).saveResult(companyId, contentId, {
        pageCount: analysis.pageCount,
        texts: analysis.texts,
        coverKey: keys.coverKey,
        metadata: analysis.metadata,
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
        optimizeSkipped: analysis.optimizeSkipped,
        coverSkipped: analysis.coverSkipped,
        metadataFound: Object.keys(analysis.metadata),
      },
      'content processed',
    );
  } catch (error) {
    if (signal?.aborted) throw error;
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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
