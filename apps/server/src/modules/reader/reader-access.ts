// TEMPORARY until helper "library" commits modules/content-access: the documented signature
// `canOpen(ctx, {contentId, contentGroupId?})` with a minimal check (company, access mode, group
// membership and dates, group printable), and `recordOpened`. Replace both with imports from
// content-access / library when they land.
import { ErrorCode } from '@hondana/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { contentGroups, type ContentGroupRow } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents, type ContentRow } from '../content/content.tables.js';
import { contentViews, readingStates } from '../library/library.tables.js';

export interface OpenDecision {
  content: ContentRow;
  group: ContentGroupRow | null;
  /** 0 none, 1 all pages, 2 current page (the content's mode, off when the group is not printable). */
  printMode: number;
}

export function createReaderAccess(db: Database) {
  return {
    async canOpen(
      ctx: CompanyContext,
      target: { contentId: string; contentGroupId?: number | null },
    ): Promise<OpenDecision> {
      const [content] = await db
        .select()
        .from(contents)
        .where(and(eq(contents.id, target.contentId), eq(contents.companyId, ctx.company.id)));
      if (!content) throw new AppError(ErrorCode.ContentNotFound);
      if (content.viewMode !== 2 && !ctx.actor) throw new AppError(ErrorCode.AccessTokenMissing);
      let group: ContentGroupRow | null = null;
      if (target.contentGroupId) {
        const [row] = await db
          .select({ group: contentGroups })
          .from(contentGroups)
          .innerJoin(
            contentGroupContents,
            and(
              eq(contentGroupContents.contentGroupId, contentGroups.id),
              eq(contentGroupContents.contentId, content.id),
            ),
          )
          .where(
            and(
              eq(contentGroups.id, target.contentGroupId),
              eq(contentGroups.companyId, ctx.company.id),
              sql`(${contentGroups.startDate} is null or ${contentGroups.startDate} <= now())`,
              sql`(${contentGroups.endDate} is null or ${contentGroups.endDate} >= now())`,
            ),
          );
        if (!row) throw new AppError(ErrorCode.ContentNotFound);
        group = row.group;
      }
      const printMode = group && !group.printable ? 0 : content.printMode;
      return { content, group, printMode };
    },

    async recordOpened(
      ctx: CompanyContext,
      opened: { contentId: string; contentGroupId: number | null },
    ): Promise<void> {
      const userId = ctx.actor?.userId ?? null;
      await db.insert(contentViews).values({
        companyId: ctx.company.id,
        contentId: opened.contentId,
        userId,
      });
      if (userId === null) return;
      await db
        .insert(readingStates)
        .values({
          userId,
          contentId: opened.contentId,
          companyId: ctx.company.id,
          contentGroupId: opened.contentGroupId,
        })
        .onConflictDoUpdate({
          target: [readingStates.userId, readingStates.contentId],
          set: { lastOpenedAt: new Date(), contentGroupId: opened.contentGroupId },
        });
    },
  };
}
