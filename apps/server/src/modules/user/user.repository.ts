import { RoleLevel } from '@hondana/contract';
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { hasSqlState, SqlState } from '../../platform/db/sql-state.js';
import { inScope, type TenantScope } from '../../platform/db/tenant-scope.js';
import { users, type NewUserRow, type UserRow } from './user.tables.js';

/**
 * Permission to read users of any company: a system administrator's. Only
 * {@link reachOfSystemAdmin} makes one, so the one query that crosses companies cannot be
 * called without having checked the actor.
 */
declare const systemAdminReach: unique symbol;
export type SystemAdminReach = { readonly [systemAdminReach]: true };

export function reachOfSystemAdmin(actor: {
  roleLevel: number;
  companyId: number | null;
}): SystemAdminReach | null {
  const isSystemAdmin = actor.roleLevel === RoleLevel.SystemAdmin && actor.companyId === null;
  return isSystemAdmin ? ({} as SystemAdminReach) : null;
}

/** The identity columns a login name can match: e-mail and username, compared lowercase. */
export type IdentityColumn = 'email' | 'username';

/** Where a typed identity is looked up: one column, or both with an e-mail match first. */
export type IdentityMatch = IdentityColumn | 'email-or-username';

function scopeCondition(scope: TenantScope) {
  return inScope(users.companyId, scope);
}

/** Finding users by id, identity or name. */
function userLookups(db: Executor) {
  return {
    async findById(scope: TenantScope, id: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Any company's user: for system administrators only (see {@link SystemAdminReach}). */
    async findByIdAcrossCompanies(_reach: SystemAdminReach, id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The user whose e-mail or username (case-insensitive) is `value`, in the scope. */
    async findByIdentity(
      scope: TenantScope,
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
      scope: TenantScope,
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

    /** Ids of the company's users whose name, e-mail or username contains `key`. */
    async findIdsMatching(companyId: number, key: string): Promise<number[]> {
      const pattern = `%${escapeLike(key)}%`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            or(
              ilike(users.fullName, pattern),
              ilike(users.email, pattern),
              ilike(users.username, pattern),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Name and e-mail of the company's users among `ids`. */
    async findNames(
      companyId: number,
      ids: readonly number[],
    ): Promise<Pick<UserRow, 'id' | 'fullName' | 'email'>[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
    },
  };
}

/** Counting, writing and locking users. */
function userWrites(db: Executor) {
  return {
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

    async countMembersByGroup(
      companyId: number,
      groupIds: readonly number[],
    ): Promise<Map<number, number>> {
      if (groupIds.length === 0) return new Map();
      const rows = await db
        .select({ groupId: users.userGroupId, count: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.userGroupId, [...groupIds])))
        .groupBy(users.userGroupId);
      return new Map(rows.map((row) => [row.groupId!, row.count]));
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const rows = await db.insert(users).values(values).returning();
      return rows[0]!;
    },

    async update(
      scope: TenantScope,
      id: number,
      changes: Partial<Omit<NewUserRow, 'id' | 'companyId' | 'createdAt'>>,
    ): Promise<UserRow | null> {
      // Any change of the address undoes its confirmation, whoever makes it: only its owner
      // following a link mailed to the new address confirms it again.
      const unconfirmsAddress =
        changes.email !== undefined && changes.emailVerifiedAt === undefined
          ? {
              emailVerifiedAt: sql`case when lower(${users.email}) is not distinct from lower(${changes.email}) then ${users.emailVerifiedAt} end`,
            }
          : {};
      const rows = await db
        .update(users)
        .set({ ...changes, ...unconfirmsAddress, updatedAt: new Date() })
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(scope: TenantScope, id: number): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /**
     * Locks the user's row until the transaction ends, serialising simultaneous sign-ins of one
     * user; `db` must be a transaction.
     */
    async lockById(scope: TenantScope, id: number): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), scopeCondition(scope)))
        .for('update');
    },

    /**
     * Serialises a company's changes that count its users (registration against `max_user`) or
     * take a sign-in name (a username or a group's login username: one namespace, which no
     * index can keep across the two tables) until the transaction ends; `db` must be a
     * transaction.
     */
    async lockCompanyUserCount(companyId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${USER_COUNT_LOCK_SPACE}, ${companyId})`);
    },
  };
}

/** What sign-in and its checks read: candidates, administrators, Google subjects, access state. */
function signInLookups(db: Executor) {
  return {
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
    async findFirstCompanyAdmin(
      _reach: SystemAdminReach,
      companyId: number,
    ): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.roleLevel, RoleLevel.CompanyAdmin)))
        .orderBy(asc(users.id))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

/**
 * The only place that queries the users table (and the default group a new user joins), but for
 * authentication, which reads a session with its account in one statement (session.repository.ts).
 */
export function createUserRepository(db: Executor) {
  return { ...userLookups(db), ...userWrites(db), ...signInLookups(db) };
}

/** First key of the two-key advisory lock, so these locks never collide with other modules'. */
const USER_COUNT_LOCK_SPACE = 41_001;

/** True for a unique-index violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, SqlState.UniqueViolation);
}

export type UserRepository = ReturnType<typeof createUserRepository>;
