import { RoleLevel } from '@hondana/contract';
import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { userGroups, type UserGroupRow } from '../user-group/user-group.tables.js';
import { users, type NewUserRow, type UserRow } from './user.tables.js';

/**
 * Whose users a query may see: one company's, or the system administrators' (company id null).
 * Every read takes a scope, so no call can reach another tenant's users by id alone.
 */
export type UserScope = { companyId: number } | { systemAdmins: true };

/** The identity columns a login name can match: e-mail and username, compared lowercase. */
export type IdentityColumn = 'email' | 'username';

/** Where a typed identity is looked up: one column, or both with an e-mail match first. */
export type IdentityMatch = IdentityColumn | 'email-or-username';

function scopeCondition(scope: UserScope): SQL {
  return 'companyId' in scope ? eq(users.companyId, scope.companyId) : isNull(users.companyId);
}

/** The only place that queries the users table (and the default group a new user joins). */
export function createUserRepository(db: Executor) {
  return {
    async findById(scope: UserScope, id: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** For system administrators only, who may read any user. */
    async findByIdInAnyCompany(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The user whose e-mail or username (case-insensitive) is `value`, in the scope. */
    async findByIdentity(
      scope: UserScope,
      column: IdentityColumn,
      value: string,
    ): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(scopeCondition(scope), eq(sql`lower(${users[column]})`, value.toLowerCase())))
        .limit(1);
      return rows[0] ?? null;
    },

    /** True when another user of the scope already has this e-mail or username. */
    async isIdentityTaken(
      scope: UserScope,
      column: IdentityColumn,
      value: string,
      exceptUserId?: number,
    ): Promise<boolean> {
      const conditions = [
        scopeCondition(scope),
        eq(sql`lower(${users[column]})`, value.toLowerCase()),
      ];
      if (exceptUserId !== undefined) conditions.push(ne(users.id, exceptUserId));
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(...conditions))
        .limit(1);
      return rows.length > 0;
    },

    /** End users (roles USER and GROUP_USER) of a company: what `max_user` limits. */
    async countEndUsers(companyId: number): Promise<number> {
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            inArray(users.roleLevel, [RoleLevel.User, RoleLevel.GroupUser]),
          ),
        );
      return rows[0]?.count ?? 0;
    },

    async countGroupMembers(companyId: number, userGroupId: number): Promise<number> {
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.userGroupId, userGroupId)));
      return rows[0]?.count ?? 0;
    },

    /** The group new users of a company join, when the company has one. */
    async findDefaultUserGroup(companyId: number): Promise<UserGroupRow | null> {
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.companyId, companyId), eq(userGroups.isDefault, true)))
        .orderBy(userGroups.id)
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const rows = await db.insert(users).values(values).returning();
      return rows[0]!;
    },

    async update(
      scope: UserScope,
      id: number,
      changes: Partial<Omit<NewUserRow, 'id' | 'companyId' | 'createdAt'>>,
    ): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(scope: UserScope, id: number): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * The password sign-in candidate of a company: the user whose e-mail and/or username is
     * `value` (case-insensitive). An e-mail match wins over a username that looks the same.
     */
    async findSignInCandidate(
      companyId: number,
      match: IdentityMatch,
      value: string,
    ): Promise<UserRow | null> {
      const lowered = value.trim().toLowerCase();
      const byEmail = sql`lower(${users.email}) = ${lowered}`;
      const byUsername = sql`lower(${users.username}) = ${lowered}`;
      const condition =
        match === 'email' ? byEmail : match === 'username' ? byUsername : or(byEmail, byUsername);
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), condition))
        .orderBy(sql`(lower(${users.email}) = ${lowered}) desc nulls last`, users.id)
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

    async hasSystemAdmin(): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNull(users.companyId), eq(users.roleLevel, RoleLevel.SystemAdmin)))
        .limit(1);
      return rows.length > 0;
    },

    /** The account of a company linked to a Google subject. */
    async findByGoogleSubject(companyId: number, subject: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.googleSubject, subject)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The GROUP_USER account of a group: the oldest one when an administrator made several. */
    async findGroupAccount(companyId: number, groupId: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.userGroupId, groupId),
            eq(users.roleLevel, RoleLevel.GroupUser),
          ),
        )
        .orderBy(asc(users.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The oldest company administrator: the one created with the company, if still there. */
    async findFirstCompanyAdmin(companyId: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.roleLevel, RoleLevel.CompanyAdmin)))
        .orderBy(asc(users.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * What session authentication checks on every call. By id alone: the session row, already
     * matched to the host's company, names the user.
     */
    async findAccessState(
      id: number,
    ): Promise<Pick<
      UserRow,
      'roleLevel' | 'accountStatus' | 'companyId' | 'accessExpiresAt'
    > | null> {
      const rows = await db
        .select({
          roleLevel: users.roleLevel,
          accountStatus: users.accountStatus,
          companyId: users.companyId,
          accessExpiresAt: users.accessExpiresAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Locks the user's row until the transaction ends, serialising simultaneous sign-ins of one
     * user; `db` must be a transaction.
     */
    async lockById(id: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    /**
     * Serialises changes that count a company's users (registration against `max_user`) until
     * the transaction ends; `db` must be a transaction.
     */
    async lockCompanyUserCount(companyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${USER_COUNT_LOCK_SPACE}, ${companyId})`);
    },
  };
}

/** First key of the two-key advisory lock, so these locks never collide with other modules'. */
const USER_COUNT_LOCK_SPACE = 41_001;

/** The scope of `user`'s own records: their company, or the system administrators. */
export function scopeOfUser(user: { companyId: number | null }): UserScope {
  return user.companyId === null ? { systemAdmins: true } : { companyId: user.companyId };
}

/** True for a unique-index violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
