import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { sessions, type SessionRow } from './auth.tables.js';

/** The only place that queries sessions. Company-scoped reads take the company id. */
export function createSessionRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const rows = await db.insert(sessions).values(values).returning();
      return rows[0]!;
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<SessionRow | null> {
      const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Live sessions of a user, oldest first. */
    async findActiveByUser(userId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
          ),
        )
        .orderBy(sessions.createdAt);
    },

    async revoke(id: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a user, except `keepSessionId` when given (password change). */
    async revokeAllOfUser(userId: number, reason: string, keepSessionId?: string): Promise<void> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(...conditions));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
