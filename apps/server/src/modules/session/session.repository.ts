import { and, desc, eq, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { inScope, type TenantScope } from '../../platform/db/tenant-scope.js';
import { users, type UserRow } from '../user/user.tables.js';
import { sessions, type SessionRow } from './session.tables.js';

/** What authentication checks of a session's account on every call. */
export type SessionAccount = Pick<
  UserRow,
  'roleLevel' | 'accountStatus' | 'companyId' | 'accessExpiresAt' | 'userGroupId'
>;

function isLive() {
  return and(isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`);
}

/** The statement of `findWithAccount` in `scope` (its company id a placeholder). */
function prepareWithAccount(db: Executor, scope: TenantScope | { companyId: Placeholder }) {
  return db
    .select({
      session: sessions,
      account: {
        roleLevel: users.roleLevel,
        accountStatus: users.accountStatus,
        companyId: users.companyId,
        accessExpiresAt: users.accessExpiresAt,
        userGroupId: users.userGroupId,
      },
    })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.userId), inScope(users.companyId, scope)))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), inScope(sessions.companyId, scope)),
    )
    .limit(1)
    .prepare('');
}

/** Writing a session and finding sessions. */
function sessionReads(db: Executor) {
  let withAccountOnCompanySites: ReturnType<typeof prepareWithAccount> | undefined;
  let withAccountOnAdminSite: ReturnType<typeof prepareWithAccount> | undefined;
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const rows = await db.insert(sessions).values(values).returning();
      return rows[0]!;
    },

    /**
     * The session of an access token with its account, in one statement: every signed-in call
     * asks this first (a second query was a millisecond of each call on PGlite), so it is built
     * once, for a company's sites and for the admin site.
     */
    async findWithAccount(
      scope: TenantScope,
      tokenHash: string,
    ): Promise<{ session: SessionRow; account: SessionAccount | null } | null> {
      const prepared =
        scope.companyId === null
          ? (withAccountOnAdminSite ??= prepareWithAccount(db, scope))
          : (withAccountOnCompanySites ??= prepareWithAccount(db, {
              companyId: sql.placeholder('companyId'),
            }));
      const rows = await prepared.execute({ companyId: scope.companyId, tokenHash });
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

    /** The live sessions read under a user group (its members'), oldest first. */
    async findActiveByGroup(scope: TenantScope, userGroupId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userGroupId, userGroupId),
            inScope(sessions.companyId, scope),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
          ),
        )
        .orderBy(sessions.createdAt);
    },

    /** Records a use of the session (idle timeout); callers throttle it to once a minute. */
    async touch(scope: TenantScope, id: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: at })
        .where(and(eq(sessions.id, id), inScope(sessions.companyId, scope)));
    },

    /** Live sessions of one user of the scope, most recently used first ("my sessions"). */
    async findActiveOfUser(scope: TenantScope, userId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), inScope(sessions.companyId, scope), isLive()))
        .orderBy(desc(sessions.lastUsedAt));
    },
  };
}

/** Ending sessions. */
function sessionRevocations(db: Executor) {
  return {
    /** Ends one live session of the user; false when there is no such session in the scope. */
    async revokeOfUser(
      scope: TenantScope,
      userId: number,
      id: string,
      reason: string,
    ): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.userId, userId),
            inScope(sessions.companyId, scope),
            isLive(),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** Ends the user's live sessions of the scope except `keepSessionId`; answers how many. */
    async revokeOthersOfUser(
      scope: TenantScope,
      userId: number,
      keepSessionId: string,
      reason: string,
    ): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(
          and(
            eq(sessions.userId, userId),
            inScope(sessions.companyId, scope),
            ne(sessions.id, keepSessionId),
            isLive(),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length;
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

/**
 * The only place that queries sessions. Every call takes the scope: a session of a company is
 * never found, nor ended, from another company's site or the admin site.
 */
export function createSessionRepository(db: Executor) {
  return { ...sessionReads(db), ...sessionRevocations(db) };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
