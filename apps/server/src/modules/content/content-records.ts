import { ErrorCode, type ContentFields, ContentEncodingStatus } from '@hondana/contract';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { TransactionExecutor } from '../../platform/jobs/job-queue.js';
import { createContentRepository, type NewContentRow } from './content.repository.js';
import type { ContentRow } from './content.tables.js';

// What the content service's parts (content-crud, content-upload, content.service) share: the
// shapes they answer, the field mapping, and the checks of the groups and hashtags given.

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

export function contentNotFound(id: string): AppError {
  return new AppError(ErrorCode.ContentNotFound, { message: `Content ${id} does not exist.` });
}

/** The fields of a content → its columns; only the fields present are changed. */
export function toColumns(fields: Partial<ContentFields>): Partial<NewContentRow> {
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
export function unprocessed(): Partial<NewContentRow> {
  return {
    encodingStatus: ContentEncodingStatus.NotEncoded,
    encodingError: null,
    pageCount: null,
    optimizedFileKey: null,
    coverKey: null,
  };
}

export async function withGroups(executor: Executor, row: ContentRow): Promise<ContentWithGroups> {
  const repository = createContentRepository(executor);
  const groups = await repository.groupIdsOf([row.id]);
  const tags = await repository.hashtagIdsOf([row.id]);
  return { row, groupIds: groups.get(row.id) ?? [], hashtagIds: tags.get(row.id) ?? [] };
}

/** The company's content `id`; 712 when it has none such. */
export async function findContentOrThrow(
  executor: Executor,
  ctx: CompanyContext,
  id: string,
): Promise<ContentRow> {
  const row = await createContentRepository(executor).findById(ctx.company.id, id);
  if (!row) throw contentNotFound(id);
  return row;
}

/** 715 unless every id is a content group of the company (duplicates are ignored). */
export async function checkGroups(executor: Executor, companyId: number, ids: number[]) {
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
export async function checkHashtags(executor: Executor, companyId: number, ids: number[]) {
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
