import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentColumns } from '../content-access/content-access.js';
import { preparedPerViewerShape, type Viewer } from '../content-access/viewer.js';
import { contents } from '../content/content.tables.js';
import { users } from '../user/user.tables.js';
import { viewerTokens, watermarks } from './reader.tables.js';

export type ViewerTokenRow = typeof viewerTokens.$inferSelect;
export type NewViewerTokenRow = typeof viewerTokens.$inferInsert;
export type WatermarkRow = typeof watermarks.$inferSelect;

export function createReaderRepository(db: Executor) {
  const preparedTokenWithContent = preparedPerViewerShape((placeholders) =>
    db
      .select({ token: viewerTokens, ...contentColumns(placeholders, 'open') })
      .from(viewerTokens)
      .innerJoin(contents, eq(contents.id, viewerTokens.contentId))
      .where(eq(viewerTokens.tokenHash, sql.placeholder('tokenHash')))
      .prepare(''),
  );
  return {
    async insertToken(row: NewViewerTokenRow): Promise<void> {
      await db.insert(viewerTokens).values(row);
    },

    /**
     * The token with its content as the access rule reads it (`contentColumns`), in one
     * statement: every range request asks.
     */
    async findTokenWithContent(tokenHash: string, viewer: Viewer) {
      const [row] = await preparedTokenWithContent(viewer, { tokenHash });
      return row ?? null;
    },

    async deleteExpiredTokens(now: Date): Promise<void> {
      await db.delete(viewerTokens).where(lt(viewerTokens.expiresAt, now));
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
