import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { users, type UserRow } from '../user/user.tables.js';

/**
 * The one users query Google sign-in needs that modules/user/user.repository.ts lacks: the
 * account linked to a Google subject, always within one company.
 */
export function createGoogleLoginRepository(db: Executor) {
  return {
    async findBySubject(companyId: number, subject: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.googleSubject, subject)))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
