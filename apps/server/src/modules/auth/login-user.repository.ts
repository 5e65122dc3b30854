import { RoleLevel } from '@hondana/contract';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { users, type UserRow } from '../user/user.tables.js';

/** Which user column a typed identity may match. */
export type IdentityField = 'email' | 'username' | 'email-or-username';

/** Reads of users for signing in; company-scoped unless the caller is a system administrator. */
export function createLoginUserRepository(db: Executor) {
  return {
    /** The user of `companyId` whose e-mail and/or username equals `identity` (case-insensitive). */
    async findCompanyUserByIdentity(
      companyId: number,
      identity: string,
      field: IdentityField,
    ): Promise<UserRow | null> {
      const value = identity.trim().toLowerCase();
      const byEmail = sql`lower(${users.email}) = ${value}`;
      const byUsername = sql`lower(${users.username}) = ${value}`;
      const match: SQL | undefined =
        field === 'email' ? byEmail : field === 'username' ? byUsername : or(byEmail, byUsername);
      // An e-mail match wins over a username that happens to look the same.
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), match))
        .orderBy(sql`(lower(${users.email}) = ${value}) desc nulls last`, users.id)
        .limit(1);
      return rows[0] ?? null;
    },

    async findSystemAdminByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            isNull(users.companyId),
            eq(users.roleLevel, RoleLevel.SystemAdmin),
            sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async findById(userId: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type LoginUserRepository = ReturnType<typeof createLoginUserRepository>;
