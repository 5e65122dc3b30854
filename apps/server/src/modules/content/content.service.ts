import { ContentEncodingStatus, ErrorCode } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ContentRow } from './content.tables.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage, StoredObject } from '../../platform/storage/object-storage.js';
import { defaultEpubLimits, type EpubLimits } from './book-file.js';
import { createContentCovers } from './content-cover.js';
import { createContentCrud } from './content-crud.js';
import { contentsCsv } from './content-csv-export.js';
import { assertContentRoom } from './content-quota.js';
import {
  contentNotFound,
  unprocessed,
  withGroups,
  type ContentWithGroups,
  type EnqueueContentProcessing,
} from './content-records.js';
import { coverObjectKey, type CoverSize } from './content-storage.js';
import { createContentUploads } from './content-upload.js';
import { createContentRepository, type ContentPageQuery } from './content.repository.js';

export interface ContentServiceOptions {
  db: Database;
  storage: ObjectStorage;
  /** config.maxUploadBytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  enqueueProcessing: EnqueueContentProcessing;
  epubLimits?: EpubLimits;
}

/**
 * Contents of a company, managed by its administrators (product.md §3 Content, api-catalogue §7):
 * the records (content-crud.ts), their files (content-upload.ts), processing again, the CSV
 * export and covers (content-cover.ts: the administrator's own cover).
 */
export function createContentService(options: ContentServiceOptions) {
  const { db, storage, enqueueProcessing } = options;
  const epubLimits = options.epubLimits ?? defaultEpubLimits;
  const contents = createContentRepository(db);

  return {
    ...createContentCrud({ db, storage }),
    ...createContentUploads({ ...options, epubLimits }),
    ...createContentCovers({ db, storage }),

    /** How many of the company's contents carry each of its hashtags (the hashtag list's counts). */
    hashtagContentCounts(companyId: number): Promise<Map<number, number>> {
      return contents.hashtagContentCounts(companyId);
    },

    /**
     * For batch adds (the CSV import): 420 when the company is full, 426 when `adding` more would
     * go past its maxContent. Single adds check the same inside their transaction.
     */
    assertRoomFor(ctx: CompanyContext, adding: number): Promise<void> {
      return assertContentRoom(db, ctx.company.id, adding, false);
    },

    /**
     * Runs processing again on the stored file (the Retry button of a failed content). A content
     * being processed is left alone, and one without a file has nothing to process (766).
     */
    async reprocess(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      return db.transaction(async (tx) => {
        const repository = createContentRepository(tx);
        const row = await repository.findById(companyId, id);
        if (!row) throw contentNotFound(id);
        if (!row.fileKey) throw new AppError(ErrorCode.ContentFileNotFound);
        if (row.encodingStatus === ContentEncodingStatus.Encoding) {
          throw new AppError(ErrorCode.BadParameters, {
            message: 'This content is being processed; wait for it to finish.',
          });
        }
        const updated = await repository.update(companyId, id, unprocessed());
        if (!updated) throw contentNotFound(id);
        await enqueueProcessing({ contentId: id, companyId }, { tx });
        return withGroups(tx, updated);
      });
    },

    /** Every content matching the list's filters as a spreadsheet-safe CSV (contentCsvColumns). */
    async exportCsv(
      ctx: CompanyContext,
      query: Omit<ContentPageQuery, 'page' | 'size'>,
    ): Promise<string> {
      const rows = await contents.findAll(ctx.company.id, query);
      const groups = await contents.groupIdsOf(rows.map((row) => row.id));
      return contentsCsv(rows, groups);
    },

    /**
     * The stored cover of a content the access rule let the caller see (the library's cover
     * route asks it first); 405 when there is no cover yet.
     */
    async openCover(content: Pick<ContentRow, 'coverKey'>, size: CoverSize): Promise<StoredObject> {
      if (!content.coverKey) {
        throw new AppError(ErrorCode.FileNotFound, { message: 'This content has no cover yet.' });
      }
      try {
        return await storage.get(coverObjectKey(content.coverKey, size));
      } catch {
        throw new AppError(ErrorCode.FileNotFound, { message: 'This content has no cover yet.' });
      }
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
