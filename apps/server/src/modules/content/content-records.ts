import { ErrorCode, type ContentFields, ContentEncodingStatus } from '@hondana/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { TransactionExecutor } from '../../platform/jobs/job-queue.js';
import {
  createContentRepository,
  type ContentUpdate,
  type NewContentRow,
} from './content.repository.js';
import { contents, type ContentRow } from './content.tables.js';

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
    language: fields.language,
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

/** The fields a book's own metadata may fill (`fill_from_file`), by their wire names. */
export const fileMetadataFields = [
  'title',
  'author',
  'language',
  'distributor_name',
  'description',
] as const;

/**
 * The fields of a new content the administrator left empty, which processing fills from the
 * file; `titleGiven` is false when the title is only the file name.
 */
export function fieldsToFillFromFile(
  fields: Partial<ContentFields>,
  titleGiven: boolean,
): string[] {
  return fileMetadataFields.filter((field) =>
    field === 'title' ? !titleGiven : !fields[field]?.trim(),
  );
}

/**
 * An update of the fields a file may fill: a field changed leaves `fill_from_file` (the file
 * never overrides the administrator); one sent with its current value (the edit form sends every
 * field, e.g. to change only the groups) is not written, so it stays the file's to fill and a
 * processing that filled it meanwhile is not undone by the form's stale copy.
 */
export function fileFieldsUpdate(
  fields: Partial<ContentFields>,
  before: ContentRow,
): { fields: Partial<ContentFields>; fillFromFile: SQL } {
  const current: Record<(typeof fileMetadataFields)[number], string | null> = {
    title: before.title,
    author: before.author,
    language: before.language,
    distributor_name: before.distributorName,
    description: before.description,
  };
  const changed: Partial<ContentFields> = { ...fields };
  let remaining = sql`${contents.fillFromFile}`;
  for (const field of fileMetadataFields) {
    const value = fields[field];
    if (value === undefined) continue;
    if ((value || null) === current[field]) delete changed[field];
    else remaining = sql`array_remove(${remaining}, ${field})`;
  }
  return { fields: changed, fillFromFile: remaining };
}

/** The processing columns of a content whose file was just stored (not processed yet). */
export function unprocessed(): ContentUpdate {
  return {
    encodingStatus: ContentEncodingStatus.NotEncoded,
    encodingError: null,
    pageCount: null,
    optimizedFileKey: null,
    // An uploaded cover is the administrator's and outlives the file; a generated one does not.
    coverKey: sql`case when ${contents.coverUploaded} then ${contents.coverKey} else null end`,
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
