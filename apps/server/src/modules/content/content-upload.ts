import { ContentEncodingStatus } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { detectBookType, type EpubLimits } from './book-file.js';
import { assertContentRoom } from './content-quota.js';
import {
  checkGroups,
  checkHashtags,
  contentNotFound,
  fieldsToFillFromFile,
  findContentOrThrow,
  toColumns,
  unprocessed,
  withGroups,
  type ContentWithGroups,
  type EnqueueContentProcessing,
  type Leftover,
} from './content-records.js';
import { newBookFileKey } from './content-storage.js';
import { parseContentData } from './content-upload-data.js';
import { createContentRepository } from './content.repository.js';
import type { ContentRow } from './content.tables.js';

/** What the route received: the stored file and the multipart text fields sent with it. */
export interface ReceivedUpload {
  size: number;
  filename: string;
  fields?: Record<string, string>;
}

/** Streams the request's file to `key` (at most `maxBytes`); the route binds it to the request. */
export type ReceiveUpload = (
  storage: ObjectStorage,
  key: string,
  maxBytes: number,
) => Promise<ReceivedUpload>;

export interface ContentUploadDependencies {
  db: Database;
  storage: ObjectStorage;
  maxUploadBytes: number;
  enqueueProcessing: EnqueueContentProcessing;
  epubLimits: EpubLimits;
}

/** A content's book file: the first one with the content (upload-add), or a new one (replace). */
export function createContentUploads(deps: ContentUploadDependencies) {
  const { db, storage, maxUploadBytes, enqueueProcessing, epubLimits } = deps;

  /** Deletes what a failed request stored; a storage error must not hide the request's own error. */
  async function discard(key: string): Promise<void> {
    await storage.delete(key).catch(() => undefined);
  }

  async function receiveBook(receive: ReceiveUpload, key: string) {
    const upload = await receive(storage, key, maxUploadBytes);
    try {
      const fileType = await detectBookType(storage, key, upload.size, epubLimits);
      return { upload, fileType };
    } catch (error) {
      await discard(key);
      throw error;
    }
  }

  return {
    /**
     * A content with its file: the file streams to storage, is judged by its bytes, then the row
     * and the processing job are stored in one transaction. Any refusal deletes the file.
     */
    async uploadAdd(ctx: CompanyContext, receive: ReceiveUpload): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      // A full company learns it before sending the file, not after.
      await assertContentRoom(db, companyId, 1, false);
      const id = newElementId();
      const key = newBookFileKey(companyId, id);
      const { upload, fileType } = await receiveBook(receive, key);
      try {
        const { fields, titleGiven } = parseContentData(
          upload.fields?.['content-data'],
          upload.filename,
        );
        return await db.transaction(async (tx) => {
          await assertContentRoom(tx, companyId, 1, true);
          const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
          const hashtagIds = await checkHashtags(tx, companyId, fields.hash_tag_ids);
          const repository = createContentRepository(tx);
          const row = await repository.insert({
            ...toColumns(fields),
            title: fields.title,
            fillFromFile: fieldsToFillFromFile(fields, titleGiven),
            id,
            companyId,
            fileType,
            fileName: upload.filename.slice(0, 255),
            fileKey: key,
            fileSize: upload.size,
            encodingStatus: ContentEncodingStatus.NotEncoded,
          });
          await repository.setGroups(id, groupIds);
          await repository.setHashtags(id, hashtagIds);
          await enqueueProcessing({ contentId: id, companyId }, { tx });
          return withGroups(tx, row);
        });
      } catch (error) {
        await discard(key);
        throw error;
      }
    },

    /**
     * A new file for a content: stored under a new key, judged, then the row points at it with
     * processing reset (texts of the old file go, covers and the optimized copy are no longer
     * shown) and the job queued. The old file is deleted after the commit, so a failed
     * replacement leaves the content as it was.
     */
    async replaceContent(
      ctx: CompanyContext,
      id: string,
      receive: ReceiveUpload,
    ): Promise<ContentWithGroups & { leftover: Leftover | null }> {
      const companyId = ctx.company.id;
      await findContentOrThrow(db, ctx, id);
      const key = newBookFileKey(companyId, id);
      const { upload, fileType } = await receiveBook(receive, key);
      let previous: ContentRow;
      let result: ContentWithGroups;
      try {
        ({ previous, result } = await db.transaction(async (tx) => {
          const repository = createContentRepository(tx);
          const before = await repository.findById(companyId, id);
          if (!before) throw contentNotFound(id);
          const row = await repository.update(companyId, id, {
            ...unprocessed(),
            fileType,
            fileName: upload.filename.slice(0, 255),
            fileKey: key,
            fileSize: upload.size,
          });
          if (!row) throw contentNotFound(id);
          await repository.deleteTexts(companyId, id);
          await enqueueProcessing({ contentId: id, companyId }, { tx });
          return { previous: before, result: await withGroups(tx, row) };
        }));
      } catch (error) {
        await discard(key);
        throw error;
      }
      // Only the old source file goes here. Covers and the optimized copy are processing's: it
      // writes them at fixed keys of the content (overwriting the old ones) and deletes an
      // optimized copy a new file does not get; deleting them here could race with a job that
      // has already written the new ones. The row no longer points at them either way.
      const stale = previous.fileKey !== null && previous.fileKey !== key ? previous.fileKey : null;
      try {
        if (stale) await storage.delete(stale);
        return { ...result, leftover: null };
      } catch (error) {
        return { ...result, leftover: { keys: [stale!], error } };
      }
    },
  };
}
