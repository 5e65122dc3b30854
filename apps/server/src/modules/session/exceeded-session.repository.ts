import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { exceededSessions, type ExceededSessionRow } from './session.tables.js';

/** The only place that queries exceeded_sessions; every call takes the company id. */
export function createExceededSessionRepository(db: Executor) {
  return {
    async insert(values: typeof exceededSessions.$inferInsert): Promise<void> {
      await db.insert(exceededSessions).values(values);
    },

    /**
     * A page of the company's records, newest first; `userIds`, when given, keeps only those
     * users' records (the search by name, answered by the user module).
     */
    async findPage(
      companyId: number,
      options: { page: number; size: number; userIds?: readonly number[] },
    ): Promise<{ rows: ExceededSessionRow[]; total: number }> {
      const conditions: SQL[] = [eq(exceededSessions.companyId, companyId)];
      if (options.userIds) {
        if (options.userIds.length === 0) return { rows: [], total: 0 };
        conditions.push(inArray(exceededSessions.userId, [...options.userIds]));
      }
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(exceededSessions)
          .where(where)
          .orderBy(desc(exceededSessions.occurredAt), desc(exceededSessions.id))
          .limit(options.size)
          .offset((options.page - 1) * options.size),
        db.select({ total: count() }).from(exceededSessions).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
