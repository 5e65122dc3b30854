import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { inScope, type TenantScope } from '../../platform/db/tenant-scope.js';
import { sessions, type SessionRow } from './session.tables.js';

/**
 * The only place that queries sessions. Every call takes the scope: a session of a company is
 * never found, nor ended, from another company's site or the admin site.
 */
export function createSessionRepository(db: Executor) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const rows = await db.insert(sessions).values(values).returning();
      return rows[0]!;
    },

    async findByTokenHash(scope: TenantScope, tokenHash: string): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), inScope(sessions.companyId, scope)))
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(scope: TenantScope, id: string): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), inScope(sessions.companyId, scope)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Live sessions of a user, oldest first. */
    async findActiveByUser(scope: TenantScope, userId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            inScope(sessions.companyId, scope),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
          ),
        )
        .orderBy(sessions.createdAt);
    },

    async revoke(scope: TenantScope, id: string, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(
          and(eq(sessions.id, id), inScope(sessions.companyId, scope), isNull(sessions.revokedAt)),
        );
    },

    /** Ends every session of a user, except `keepSessionId` when given (password change). */
    async revokeAllOfUser(
      scope: TenantScope,
      userId: number,
      reason: string,
      keepSessionId?: string,
    ): Promise<void> {
      const conditions = [
        eq(sessions.userId, userId),
        inScope(sessions.companyId, scope),
        isNull(sessions.revokedAt),
      ];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(and(...conditions));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
