import { randomBytes } from 'node:crypto';
import type { ContentFields } from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { newElementId } from '../../platform/crypto/ids.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { assertContentRoom } from './content-quota.js';
import {
  checkGroups,
  checkHashtags,
  contentNotFound,
  fieldsToFillFromFile,
  findContentOrThrow,
  toColumns,
  withGroups,
  fileFieldsUpdate,
  type ContentWithGroups,
  type Leftover,
} from './content-records.js';
import { contentStoragePrefix } from './content-storage.js';
import { createContentRepository, type ContentPageQuery } from './content.repository.js';
import type { ContentRow } from './content.tables.js';

/** A company's contents as records: list, read, add without a file, change, delete, renew tokens. */
export function createContentCrud({ db, storage }: { db: Database; storage: ObjectStorage }) {
  const contents = createContentRepository(db);

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

    async getDetail(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      return withGroups(db, await findContentOrThrow(db, ctx, id));
    },

    /** A content without a file yet (status 1 until one is uploaded with replace-content). */
    async add(ctx: CompanyContext, fields: ContentFields): Promise<ContentWithGroups> {
      const companyId = ctx.company.id;
      return db.transaction(async (tx) => {
        await assertContentRoom(tx, companyId, 1, true);
        const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
        const hashtagIds = await checkHashtags(tx, companyId, fields.hash_tag_ids);
        const repository = createContentRepository(tx);
        const row = await repository.insert({
          ...toColumns(fields),
          title: fields.title,
          fillFromFile: fieldsToFillFromFile(fields, true),
          id: newElementId(),
          companyId,
        });
        await repository.setGroups(row.id, groupIds);
        await repository.setHashtags(row.id, hashtagIds);
        return withGroups(tx, row);
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
        const before = await repository.findById(companyId, id);
        if (!before) throw contentNotFound(id);
        if (fields.content_group_ids !== undefined) {
          const groupIds = await checkGroups(tx, companyId, fields.content_group_ids);
          await repository.setGroups(id, groupIds);
        }
        if (fields.hash_tag_ids !== undefined) {
          await repository.setHashtags(id, await checkHashtags(tx, companyId, fields.hash_tag_ids));
        }
        const update = fileFieldsUpdate(fields, before);
        const row = await repository.update(companyId, id, {
          ...toColumns(update.fields),
          fillFromFile: update.fillFromFile,
        });
        if (!row) throw contentNotFound(id);
        return withGroups(tx, row);
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
      return withGroups(db, row);
    },

    /** A new direct-view token: `/direct-view/<old>` links stop working. */
    async renewViewToken(ctx: CompanyContext, id: string): Promise<ContentWithGroups> {
      const row = await contents.update(ctx.company.id, id, {
        viewToken: randomBytes(32).toString('hex'),
      });
      if (!row) throw contentNotFound(id);
      return withGroups(db, row);
    },
  };
}
