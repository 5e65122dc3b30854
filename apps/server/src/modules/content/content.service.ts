import { randomBytes } from 'node:crypto';
import {
  CONTENT_CSV_LIST_SEPARATOR,
  contentCsvColumns,
  contentDataSchema,
  ErrorCode,
  type ContentCsvColumn,
  type ContentFields,
} from '@hondana/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import { toSpreadsheetCsv } from '../../platform/csv/csv-export.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { TransactionExecutor } from '../../platform/jobs/job-queue.js';
import type { ObjectStorage, StoredObject } from '../../platform/storage/object-storage.js';
import { defaultEpubLimits, detectBookType, type EpubLimits } from './book-file.js';
import {
  createContentRepository,
  type ContentPageQuery,
  type NewContentRow,
} from './content.repository.js';
import {
  contentStoragePrefix,
  coverObjectKey,
  newBookFileKey,
  type CoverSize,
} from './content-storage.js';
import type { ContentRow } from './content.tables.js';

/** Payload of the processing job `content.process`. */
export interface ContentProcessingRequest {
  contentId: string;
  companyId: number;
}

/** Queues `content.process` inside the transaction that stores the row, so both or neither exist. */
export type EnqueueContentProcessing = (
  request: ContentProcessingRequest,
  options: { tx: TransactionExecutor },
) => Promise<unknown>;

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

export interface ContentServiceOptions {
  db: Database;
  storage: ObjectStorage;
  /** config.maxUploadBytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  enqueueProcessing: EnqueueContentProcessing;
  epubLimits?: EpubLimits;
}

export interface ContentWithGroups {
  row: ContentRow;
  groupIds: number[];
  /** The hashtags it carries. */
  hashtagIds: number[];
}

/** Objects of the previous file that could not be deleted (logged by the route, harmless). */
export interface Leftover {
  keys: string[];
  error: unknown;
}

/** The JSON of the `content-data` part: the content's fields (title defaults to the file name). */
const uploadContentDataSchema = contentDataSchema.extend({
  title: contentDataSchema.shape.title.optional(),
});

function contentNotFound(id: string): AppError {
  return new AppError(ErrorCode.ContentNotFound, { message: `Content ${id} does not exist.` });
}

/** The fields of a content → its columns; only the fields present are changed. */
function toColumns(fields: Partial<ContentFields>): Partial<NewContentRow> {
  const columns: Partial<NewContentRow> = {};
  const text = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null || value === '' ? null : value;
  if (fields.title !== undefined) columns.title = fields.title;
  const optional = {
    author: fields.author,
    keywords: fields.keywords,
    toc: fields.toc,
    description: fields.description,
    distributorName: fields.distributor_name,
    param1: fields.param1,
    param2: fields.param2,
    param3: fields.param3,
    param4: fields.param4,
    param5: fields.param5,
  } as const;
  for (const [column, value] of Object.entries(optional)) {
    const mapped = text(value);
    if (mapped !== undefined) (columns as Record<string, string | null>)[column] = mapped;
  }
  if (fields.view !== undefined) columns.viewMode = fields.view;
  if (fields.print !== undefined) columns.printMode = fields.print;
  if (fields.type !== undefined) columns.ribbon = fields.type ?? null;
  return columns;
}

/** The processing columns of a content whose file was just stored (not processed yet). */
function unprocessed(): Partial<NewContentRow> {
  return {
    encodingStatus: 1,
    encodingError: null,
    pageCount: null,
    optimizedFileKey: null,
    coverKey: null,
  };
}

function withoutExtension(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 255);
}

/** Contents of a company, managed by its administrators (product.md §3 Content, api-catalogue §7). */
export function createContentService(options: ContentServiceOptions) {
  const { db, storage, maxUploadBytes, enqueueProcessing } = options;
  const epubLimits = options.epubLimits ?? defaultEpubLimits;
  const contents = createContentRepository(db);

  async function withGroups(row: ContentRow, executor: Executor = db): Promise<ContentWithGroups> {
    const repository = createContentRepository(executor);
    const groups = await repository.groupIdsOf([row.id]);
    const tags = await repository.hashtagIdsOf([row.id]);
    return { row, groupIds: groups.get(row.id) ?? [], hashtagIds: tags.get(row.id) ?? [] };
  }

  async function findOrThrow(ctx: CompanyContext, id: string): Promise<ContentRow> {
    const row = await contents.findById(ctx.company.id, id);
    if (!row) throw contentNotFound(id);
    return row;
  }

  /** 715 unless every id is a content group of the company (duplicates are ignored). */
  async function checkGroups(executor: Executor, companyId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await createContentRepository(executor).existingGroupIds(companyId, unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(ErrorCode.ContentGroupNotFound, {
        message: `No content group ${missing.join(', ')} in this company.`,
        details: { content_group_ids: missing },
      });
    }
    return unique;
  }

  /** 740 unless every id is a hashtag of the company (duplicates are ignored). */
  async function checkHashtags(executor: Executor, companyId: number, ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await createContentRepository(executor).existingHashtagIds(companyId, unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0) {
      throw new AppError(ErrorCode.HashtagNotFound, {
        message: `No hashtag ${missing.join(', ')} in this company.`,
        details: { hash_tag_ids: missing },
      });
    }
    return unique;
  }

  /**
   * Room for `adding` more contents under the company's maxContent: 420 when the company is
   * already full, 426 when a batch of several would go past it (the CSV import). Inside a
   * transaction the company row is locked first, so concurrent adds cannot both take the last place.
   */
  async function assertRoom(executor: Executor, companyId: number, adding: number, lock: boolean) {
    const repository = createContentRepository(executor);
    const max = await repository.maxContentOf(companyId, { lock });
    const count = await repository.count(companyId);
    if (max === null) throw new AppError(ErrorCode.NotFound);
    if (count >= max) {
      throw new AppError(ErrorCode.CompanyMaxContentReached, {
        details: { max_content: max, content_count: count },
      });
    }
    if (count + adding > max) {
      throw new AppError(ErrorCode.MaxContentExceeded, {
        details: { max_content: max, content_count: count, adding },
      });
    }
  }

  /** Parses the `content-data` part; 400 with the offending fields, like a JSON body would. */
  function parseContentData(raw: string | undefined, filename: string): ContentFields {
    let json: unknown = {};
    if (raw !== undefined && raw.trim() !== '') {
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError(ErrorCode.BadRequest, {
          message: "The 'content-data' part is not valid JSON.",
        });
      }
    }
    const parsed = uploadContentDataSchema.safeParse(json);
    if (!parsed.success) {
      throw new AppError(ErrorCode.BadRequest, {
        message: `The 'content-data' part is invalid: ${z.prettifyError(parsed.error)}`,
        details: {
          fields: parsed.error.issues.map((issue) => ({
            field: issue.path.join('.'),
            message: issue.message,
          })),
        },
      });
    }
    const title = parsed.data.title ?? withoutExtension(filename);
    if (!title) {
      throw new AppError(ErrorCode.BadRequest, {
        message: "The 'content-data' part needs a title (the file name is empty).",
        details: { fields: [{ field: 'title', message: 'Required' }] },
      });
    }
    return { ...parsed.data, title };
  }

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
    async listPage(
      ctx: CompanyContext,
      query: ContentPageQuery,
    ): Promise<{ items: ContentWithGroups[]; total: number }> {
      const { rows, total } = await contents.findPage(ctx.company.id, query);
      const ids = rows.map((row) => row.id);
      const groups = await contents.groupIdsOf(ids);
      const tags = await contents.hashtagIdsOf(ids);
      return {
        items: rows.map((row) => ({
          row,
          groupIds: groups.get(row.id) ?? [],
          hashtagIds: tags.get(row.id) ?? [],
        })),
        total,
      };
    },

    /** How many of the company's contents carry each of its hashtags (the hashtag list's counts). */
    hashtagContentCounts(companyId: number): Promise<Map<number, number>> {
      return contents.hashtagContentCounts(companyId);
    },

    /**
     * For batch adds (the CSV import): 420 when the company is full, 426 when `adding` more would
     * go past its maxContent. Single adds check the same inside their transaction.
     */
    assertRoomFor(ctx: CompanyContext, adding: number): Promise<void> {
      return assertRoom(db, ctx.company.id, adding, false);
    },

    async getDetail(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      return withGroups(await findOrThrow(ctx, id));
    },

    /** A content without a file yet (status 1 until one is uploaded with replace-content). */
    async add(ctx: CompanyContext, fields: ContentFields): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      return db.transaction(async (tx) => {
        await assertRoom(tx, companyId, 1, true);
        const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
        const hashtagIds = await checkHashtags(tx, companyId, fields.hash_tag_ids);
        const repository = createContentRepository(tx);
        const row = await repository.insert({
          ...toColumns(fields),
          title: fields.title,
          id: newElementId(),
          companyId,
        });
        await repository.setGroups(row.id, groupIds);
        await repository.setHashtags(row.id, hashtagIds);
        return withGroups(row, tx);
      });
    },

    /**
     * A content with its file: the file streams to storage, is judged by its bytes, then the row
     * and the processing job are stored in one transaction. Any refusal deletes the file.
     */
    async uploadAdd(ctx: CompanyContext, receive: ReceiveUpload): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      // A full company learns it before sending the file, not after.
      await assertRoom(db, companyId, 1, false);
      const id = newElementId();
      const key = newBookFileKey(companyId, id);
      const { upload, fileType } = await receiveBook(receive, key);
      try {
        const fields = parseContentData(upload.fields?.['content-data'], upload.filename);
        return await db.transaction(async (tx) => {
          await assertRoom(tx, companyId, 1, true);
          const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
          const hashtagIds = await checkHashtags(tx, companyId, fields.hash_tag_ids);
          const repository = createContentRepository(tx);
          const row = await repository.insert({
            ...toColumns(fields),
            title: fields.title,
            id,
            companyId,
            fileType,
            fileName: upload.filename.slice(0, 255),
            fileKey: key,
            fileSize: upload.size,
            encodingStatus: 1,
          });
          await repository.setGroups(id, groupIds);
          await repository.setHashtags(id, hashtagIds);
          await enqueueProcessing({ contentId: id, companyId }, { tx });
          return withGroups(row, tx);
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
      await findOrThrow(ctx, id);
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
          return { previous: before, result: await withGroups(row, tx) };
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
        if (row.encodingStatus === 2) {
          throw new AppError(ErrorCode.BadParameters, {
            message: 'This content is being processed; wait for it to finish.',
          });
        }
        const updated = await repository.update(companyId, id, unprocessed());
        if (!updated) throw contentNotFound(id);
        await enqueueProcessing({ contentId: id, companyId }, { tx });
        return withGroups(updated, tx);
      });
    },

    async update(
      ctx: CompanyContext,
      id: string,
      fields: Partial<ContentFields>,
    ): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      return db.transaction(async (tx) => {
        const repository = createContentRepository(tx);
        if (!(await repository.findById(companyId, id))) throw contentNotFound(id);
        if (fields.content_group_ids !== undefined) {
          const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
          await repository.setGroups(id, groupIds);
        }
        if (fields.hash_tag_ids !== undefined) {
          await repository.setHashtags(id, await checkHashtags(tx, companyId, fields.hash_tag_ids));
        }
        const row = await repository.update(companyId, id, toColumns(fields));
        if (!row) throw contentNotFound(id);
        return withGroups(row, tx);
      });
    },

    /**
     * Deletes the row (texts, group links, favourites, views, viewer tokens cascade), then every
     * stored object of the content. A storage failure leaves unreachable objects under a prefix no
     * content reuses (ids are random), never a row pointing at a missing file.
     */
    async delete(
      ctx: CompanyContext,
      id: string,
    ): Promise<{ row: ContentRow; leftover: Leftover | null }> {
      const row = await contents.delete(ctx.company.id, id);
      if (!row) throw contentNotFound(id);
      const prefix = contentStoragePrefix(ctx.company.id, id);
      try {
        await storage.deletePrefix(prefix);
        return { row, leftover: null };
      } catch (error) {
        return { row, leftover: { keys: [prefix], error } };
      }
    },

    /** A new public detail token: links with the old one stop working. */
    async renewDetailId(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      const row = await contents.update(ctx.company.id, id, {
        detailId: randomBytes(16).toString('hex'),
      });
      if (!row) throw contentNotFound(id);
      return withGroups(row);
    },

    /** A new direct-view token: `/direct-view/<old>` links stop working. */
    async renewViewToken(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      const row = await contents.update(ctx.company.id, id, {
        viewToken: randomBytes(32).toString('hex'),
      });
      if (!row) throw contentNotFound(id);
      return withGroups(row);
    },

    /** Every content matching the list's filters as a spreadsheet-safe CSV (contentCsvColumns). */
    async exportCsv(
      ctx: CompanyContext,
      query: Omit<ContentPageQuery, 'page' | 'size'>,
    ): Promise<string> {
      const rows = await contents.findAll(ctx.company.id, query);
      const groups = await contents.groupIdsOf(rows.map((row) => row.id));
      const cells = rows.map((row) => {
        const values: Record<ContentCsvColumn, string | number | null> = {
          id: row.id,
          title: row.title,
          author: row.author,
          keywords: row.keywords,
          toc: row.toc,
          description: row.description,
          distributor_name: row.distributorName,
          param1: row.param1,
          param2: row.param2,
          param3: row.param3,
          param4: row.param4,
          param5: row.param5,
          view: row.viewMode,
          print: row.printMode,
          type: row.ribbon,
          content_group_ids: (groups.get(row.id) ?? []).join(CONTENT_CSV_LIST_SEPARATOR),
          file_name: row.fileName,
          file_type: row.fileKey ? row.fileType : null,
          file_size: row.fileSize,
          page_count: row.pageCount,
          encoding_status: row.encodingStatus,
          create_date: row.createdAt.toISOString(),
          update_date: row.updatedAt.toISOString(),
        };
        return contentCsvColumns.map((column) => values[column]);
      });
      return toSpreadsheetCsv(contentCsvColumns, cells);
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
