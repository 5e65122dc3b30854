import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { exceededSessions } from '../auth/auth.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';

export interface ExceededSessionListRow {
  id: number;
  userId: number;
  fullName: string;
  email: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  occurredAt: Date;
}

/** Queries of the concurrent-session limit; every read of recorded rows takes the company id. */
export function createSessionLimitRepository(db: Executor) {
  return {
    /** session_limit of a group of `companyId` (0 when the group is gone or in another company). */
    async findGroupSessionLimit(companyId: number, userGroupId: number): Promise<number> {
      const rows = await db
        .select({ sessionLimit: userGroups.sessionLimit })
        .from(userGroups)
        .where(and(eq(userGroups.id, userGroupId), eq(userGroups.companyId, companyId)))
        .limit(1);
      return rows[0]?.sessionLimit ?? 0;
    },

    /** session_limit of the company's default group, which governs members without a group. */
    async findDefaultGroupSessionLimit(companyId: number): Promise<number> {
      const rows = await db
        .select({ sessionLimit: userGroups.sessionLimit })
        .from(userGroups)
        .where(and(eq(userGroups.companyId, companyId), eq(userGroups.isDefault, true)))
        .orderBy(userGroups.id)
        .limit(1);
      return rows[0]?.sessionLimit ?? 0;
    },

    async insertExceeded(values: typeof exceededSessions.$inferInsert): Promise<void> {
      await db.insert(exceededSessions).values(values);
    },

    /** A page of recorded sessions of one company, newest first; `searchKey` matches name or e-mail. */
    async findExceededPage(
      companyId: number,
      options: { page: number; size: number; searchKey?: string },
    ): Promise<{ rows: ExceededSessionListRow[]; total: number }> {
      const conditions: SQL[] = [eq(exceededSessions.companyId, companyId)];
      const key = options.searchKey?.trim();
      if (key) {
        const pattern = `%${escapeLike(key)}%`;
        const match = or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: exceededSessions.id,
            userId: exceededSessions.userId,
            fullName: users.fullName,
            email: users.email,
            ipAddress: exceededSessions.ipAddress,
            userAgent: exceededSessions.userAgent,
            occurredAt: exceededSessions.occurredAt,
          })
          .from(exceededSessions)
          .innerJoin(users, eq(users.id, exceededSessions.userId))
          .where(where)
          .orderBy(desc(exceededSessions.occurredAt), desc(exceededSessions.id))
          .limit(options.size)
          .offset((options.page - 1) * options.size),
        db
          .select({ total: count() })
          .from(exceededSessions)
          .innerJoin(users, eq(users.id, exceededSessions.userId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}

export type SessionLimitRepository = ReturnType<typeof createSessionLimitRepository>;
