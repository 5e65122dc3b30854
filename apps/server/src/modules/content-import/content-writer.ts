import { ErrorCode, type ContentFields } from '@hondana/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { newElementId } from '../../platform/crypto/ids.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { createCompanyService } from '../company/company.service.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents } from '../content/content.tables.js';

/**
 * What the import needs of the content module: metadata only (an imported content has no file
 * yet, encoding_status 1, until the administrator uploads it with replace-content). Refusals are
 * AppErrors (712 unknown id, 715 unknown group, 420 the company's maxContent), which the import
 * turns into row errors. Made per transaction, so a row's write and its progress commit together.
 */
export interface ContentWriter {
  add(ctx: CompanyContext, fields: ContentFields): Promise<{ id: string }>;
  update(ctx: CompanyContext, id: string, fields: Partial<ContentFields>): Promise<void>;
  remove(ctx: CompanyContext, id: string): Promise<void>;
}

export type ContentWriterFactory = (executor: Executor) => ContentWriter;

/**
 * TEMPORARY adapter until the content module's service (helper "content-admin") lands: it writes
 * the content tables directly, which modules otherwise leave to their owner. The merge replaces
 * this factory by one over `createContentService(executor)`; the import depends on the interface.
 */
export const createTableContentWriter: ContentWriterFactory = (db) => {
  async function assertGroupsOfCompany(companyId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await db
      .select({ id: contentGroups.id })
      .from(contentGroups)
      .where(and(eq(contentGroups.companyId, companyId), inArray(contentGroups.id, ids)));
    if (found.length !== ids.length) {
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      throw new AppError(ErrorCode.ContentGroupNotFound, {
        message: `Content group ${missing.join(', ')} does not exist.`,
      });
    }
  }

  async function replaceGroups(contentId: string, ids: number[]): Promise<void> {
    await db.delete(contentGroupContents).where(eq(contentGroupContents.contentId, contentId));
    if (ids.length > 0) {
      await db
        .insert(contentGroupContents)
        .values(ids.map((contentGroupId) => ({ contentGroupId, contentId })));
    }
  }

  function columnsOf(fields: Partial<ContentFields>) {
    return {
      title: fields.title,
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
      viewMode: fields.view,
      printMode: fields.print,
      ribbon: fields.type,
    };
  }

  return {
    async add(ctx, fields) {
      const companyId = ctx.company.id;
      const company = await createCompanyService(db).findById(companyId);
      const [existing] = await db
        .select({ value: count() })
        .from(contents)
        .where(eq(contents.companyId, companyId));
      if (!company || (existing?.value ?? 0) >= company.maxContent) {
        throw new AppError(ErrorCode.CompanyMaxContentReached);
      }
      await assertGroupsOfCompany(companyId, fields.content_group_ids);
      const id = newElementId();
      await db.insert(contents).values({
        ...columnsOf(fields),
        title: fields.title,
        id,
        companyId,
        encodingStatus: 1,
      });
      await replaceGroups(id, fields.content_group_ids);
      return { id };
    },

    async update(ctx, id, fields) {
      const companyId = ctx.company.id;
      if (fields.content_group_ids)
        await assertGroupsOfCompany(companyId, fields.content_group_ids);
      const updated = await db
        .update(contents)
        .set({ ...columnsOf(fields), updatedAt: new Date() })
        .where(and(eq(contents.companyId, companyId), eq(contents.id, id)))
        .returning({ id: contents.id });
      if (updated.length === 0) throw new AppError(ErrorCode.ContentNotFound);
      if (fields.content_group_ids) await replaceGroups(id, fields.content_group_ids);
    },

    async remove(ctx, id) {
      const deleted = await db
        .delete(contents)
        .where(and(eq(contents.companyId, ctx.company.id), eq(contents.id, id)))
        .returning({ id: contents.id });
      if (deleted.length === 0) throw new AppError(ErrorCode.ContentNotFound);
    },
  };
};
