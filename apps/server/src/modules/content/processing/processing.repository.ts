import { ContentEncodingStatus } from '@hondana/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { contents, contentTexts, type ContentRow } from '../content.tables.js';
import { flushPageTextIndex, storePageTexts } from '../page-text.js';
import type { BookMetadata } from './book-metadata.js';

export type ProcessingTarget = Pick<
  ContentRow,
  'id' | 'companyId' | 'title' | 'fileType' | 'fileKey' | 'encodingError'
>;

export interface ProcessingResult {
  pageCount: number;
  /** Text of page (PDF) or spine item (EPUB) n at index n - 1. */
  texts: string[];
  coverKey: string;
  optimizedFileKey: string | null;
  metadata: BookMetadata;
}

/** Which column each value of a book's metadata fills, by its name in `fill_from_file`. */
const METADATA_COLUMNS = [
  ['title', 'title', 'title'],
  ['author', 'author', 'author'],
  ['language', 'language', 'language'],
  ['distributor_name', 'publisher', 'distributorName'],
  ['description', 'description', 'description'],
] as const;

/**
 * The SET of the fields the file may fill: a listed field takes the file's value and leaves the
 * list, in the same UPDATE, so an administrator's edit committed meanwhile (which took the field
 * off the list) is never overwritten. Fields the file does not give stay listed, for a new file.
 */
function metadataUpdate(metadata: BookMetadata): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  let remaining: SQL = sql`${contents.fillFromFile}`;
  for (const [field, key, column] of METADATA_COLUMNS) {
    const value = metadata[key];
    if (value === undefined) continue;
    set[column] =
      sql`case when ${field} = any(${contents.fillFromFile}) then ${value} else ${contents[column]} end`;
    remaining = sql`array_remove(${remaining}, ${field})`;
  }
  return { ...set, fillFromFile: remaining };
}

/** What the processing job reads and writes of contents and content_texts; always by company. */
export function createProcessingRepository(db: Executor) {
  const byId = (companyId: number, contentId: string) =>
    and(eq(contents.id, contentId), eq(contents.companyId, companyId));

  return {
    async findTarget(companyId: number, contentId: string): Promise<ProcessingTarget | null> {
      const rows = await db
        .select({
          id: contents.id,
          companyId: contents.companyId,
          title: contents.title,
          fileType: contents.fileType,
          fileKey: contents.fileKey,
          encodingError: contents.encodingError,
        })
        .from(contents)
        .where(byId(companyId, contentId))
        .limit(1);
      return rows[0] ?? null;
    },

    async markProcessing(companyId: number, contentId: string): Promise<void> {
      await db
        .update(contents)
        .set({ encodingStatus: ContentEncodingStatus.Encoding, encodingError: null })
        .where(byId(companyId, contentId));
    },

    /**
     * Keeps the reason of a failed attempt that will be retried (status stays 2), so the last
     * one can be shown if no attempt succeeds.
     */
    async noteAttemptError(companyId: number, contentId: string, message: string): Promise<void> {
      await db.update(contents).set({ encodingError: message }).where(byId(companyId, contentId));
    },

    async markFailed(companyId: number, contentId: string, message: string): Promise<void> {
      await db
        .update(contents)
        .set({
          encodingStatus: ContentEncodingStatus.Error,
          encodingError: message,
          updatedAt: new Date(),
        })
        .where(byId(companyId, contentId));
    },

    /**
     * After the job gave up (every attempt failed, timed out or its process died): a content
     * still waiting or processing is failed with `message`, or with the last attempt's reason.
     */
    async failUnfinished(companyId: number, contentId: string, message: string): Promise<void> {
      const target = await this.findTarget(companyId, contentId);
      if (!target) return;
      await db
        .update(contents)
        .set({
          encodingStatus: ContentEncodingStatus.Error,
          encodingError: target.encodingError ? `${message} ${target.encodingError}` : message,
          updatedAt: new Date(),
        })
        .where(
          and(
            byId(companyId, contentId),
            inArray(contents.encodingStatus, [
              ContentEncodingStatus.NotEncoded,
              ContentEncodingStatus.Encoding,
            ]),
          ),
        );
    },

    /**
     * Replaces the content's texts (with their search tokens) and records the result; `db` must be
     * a transaction.
     */
    async saveResult(
      companyId: number,
      contentId: string,
      result: ProcessingResult,
    ): Promise<boolean> {
      const updated = await db
        .update(contents)
        .set({
          encodingStatus: ContentEncodingStatus.Encoded,
          encodingError: null,
          pageCount: result.pageCount,
          optimizedFileKey: result.optimizedFileKey,
          // An uploaded cover stays shown; the new generated one waits beside it.
          coverKey: sql`case when ${contents.coverUploaded} then ${contents.coverKey} else ${result.coverKey} end`,
          ...metadataUpdate(result.metadata),
          updatedAt: new Date(),
        })
        .where(byId(companyId, contentId))
        .returning({ id: contents.id });
      // Deleted while it was processed: nothing to keep.
      if (updated.length === 0) return false;
      await storePageTexts(db, { companyId, contentId, texts: result.texts });
      await flushPageTextIndex(db);
      return true;
    },

    async findTexts(
      companyId: number,
      contentId: string,
    ): Promise<{ pageNumber: number; text: string }[]> {
      return db
        .select({ pageNumber: contentTexts.pageNumber, text: contentTexts.text })
        .from(contentTexts)
        .where(and(eq(contentTexts.contentId, contentId), eq(contentTexts.companyId, companyId)))
        .orderBy(contentTexts.pageNumber);
    },
  };
}
