import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contents } from '../content/content.tables.js';
import { users } from '../user/user.tables.js';
import { viewerTokens, watermarks } from './reader.tables.js';

export type ViewerTokenRow = typeof viewerTokens.$inferSelect;
export type NewViewerTokenRow = typeof viewerTokens.$inferInsert;
export type WatermarkRow = typeof watermarks.$inferSelect;

export function createReaderRepository(db: Executor) {
  return {
    async insertToken(row: NewViewerTokenRow): Promise<void> {
      await db.insert(viewerTokens).values(row);
    },

    /** The token and the storage keys of its book, in one query (every range request asks). */
    async findTokenWithFile(tokenHash: string) {
      const [row] = await db
        .select({
          token: viewerTokens,
          fileKey: contents.fileKey,
          optimizedFileKey: contents.optimizedFileKey,
          fileType: contents.fileType,
        })
        .from(viewerTokens)
        .innerJoin(contents, eq(contents.id, viewerTokens.contentId))
        .where(eq(viewerTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    async deleteExpiredTokens(now: Date): Promise<void> {
      await db.delete(viewerTokens).where(lt(viewerTokens.expiresAt, now));
    },

    /** The content id behind a public detail token or a direct-view token, in this company. */
    async findContentIdBy(
      companyId: number,
      by: { detailId: string } | { viewToken: string },
    ): Promise<string | null> {
      const condition =
        'detailId' in by
          ? eq(contents.detailId, by.detailId)
          : eq(contents.viewToken, by.viewToken);
      const [row] = await db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.companyId, companyId), condition));
      return row?.id ?? null;
    },

    async findUserName(companyId: number, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
      return row?.fullName ?? null;
    },

    async findWatermark(companyId: number): Promise<WatermarkRow | null> {
      const [row] = await db.select().from(watermarks).where(eq(watermarks.companyId, companyId));
      return row ?? null;
    },

    async upsertWatermark(
      companyId: number,
      values: Omit<WatermarkRow, 'companyId' | 'updatedAt'>,
    ): Promise<void> {
      await db
        .insert(watermarks)
        .values({ companyId, ...values })
        .onConflictDoUpdate({
          target: watermarks.companyId,
          set: { ...values, updatedAt: new Date() },
        });
    },

    async deleteWatermark(companyId: number): Promise<void> {
      await db.delete(watermarks).where(eq(watermarks.companyId, companyId));
    },
  };
}

export type ReaderRepository = ReturnType<typeof createReaderRepository>;
