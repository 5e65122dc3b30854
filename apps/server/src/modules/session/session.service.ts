import { AccountStatus, ErrorCode, type MySession } from '@hondana/contract';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import type { Executor } from '../../platform/db/database.js';
import { scopeOf } from '../../platform/db/tenant-scope.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/http/auth-guard.js';
import type {
  ActorContext,
  CompanyContext,
  RequestContext,
} from '../../platform/http/request-context.js';
import type { Tenant } from '../../platform/http/tenancy.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { CompanyService } from '../company/company.service.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserService } from '../user/user.service.js';
import type { UserRow } from '../user/user.tables.js';
import { createExceededSessionRepository } from './exceeded-session.repository.js';
import { createSessionGuards } from './session-guards.js';
import { presentMySession, SESSION_ID_PATTERN } from './my-sessions.js';
import type { ExceededSessionEntry } from './session.presenter.js';
import {
  createSessionIssuer,
  type IssueSessionInput,
  type LoginResults,
} from './session-issuer.js';
import { createSessionRepository } from './session.repository.js';
import type { SessionRow } from './session.tables.js';

/**
 * Turns an access token into the actor for this host. A session belongs to one company (or to
 * the admin host for system administrators) and is refused anywhere else. The account is checked
 * on every call: suspended 830 (and the session revoked), access period over 811; then the
 * session's idle timeout (602) and, for IP sessions, the caller's address (601).
 * It runs before there is an actor, so it takes the tenant the platform resolved.
 */
export interface SessionCollaborators {
  users: UserService;
  userGroups: UserGroupService;
  companies: CompanyService;
  clock: Clock;
}

export function createSessionAuthenticator(db: Executor, deps: SessionCollaborators) {
  const sessions = createSessionRepository(db);
  const guards = createSessionGuards(db, deps);
  const now = () => deps.clock.now().getTime();
  return async function authenticate(
    token: string,
    tenant: Tenant,
    clientIp: string | null,
  ): Promise<Actor> {
    // A host that is neither a company's nor the admin site has no sessions at all.
    if (!tenant.isAdminHost && !tenant.company) throw new AppError(ErrorCode.AccessTokenInvalid);
    const ctx: RequestContext = {
      company: tenant.isAdminHost ? null : tenant.company,
      actor: null,
    };
    const scope = scopeOf(ctx);
    const found = await sessions.findWithAccount(scope, hashAccessToken(token));
    if (!found || found.session.revokedAt) throw new AppError(ErrorCode.AccessTokenInvalid);
    const { session, account: user } = found;
    if (session.expiresAt.getTime() <= now()) throw new AppError(ErrorCode.AccessTokenExpired);
    if (!user) throw new AppError(ErrorCode.AccessTokenInvalid);
    if (user.accountStatus !== AccountStatus.Active) {
      // A suspension ends the session for good; reactivation means signing in again.
      await sessions.revoke(scope, session.id, 'suspended');
      throw new AppError(ErrorCode.UserBlocked);
    }
    // Checked on every call, not only at sign-in: a keep_login session outlives the access period.
    if (user.accessExpiresAt && user.accessExpiresAt.getTime() <= now()) {
      throw new AppError(ErrorCode.UserAccessExpired);
    }
    await guards.assertIpSessionAddress(session, ctx.company, user.userGroupId, clientIp);
    await guards.assertNotIdle(scope, session, ctx.company, user.roleLevel);
    return {
      userId: session.userId,
      companyId: user.companyId,
      roleLevel: user.roleLevel,
      sessionId: session.id,
      loginType: session.loginType,
      userGroupId: user.userGroupId,
    };
  };
}

/**
 * The session module's service: the one home of sessions. Sign-in flows issue them here, the
 * account pages end them here; nobody else touches the session tables.
 */
export interface ExceededMessages {
  ja: string | null;
  en: string | null;
}

export function createSessionService(db: Executor, deps: SessionCollaborators) {
  const { users, companies } = deps;
  const sessions = createSessionRepository(db);
  const exceededSessions = createExceededSessionRepository(db);
  const issuer = createSessionIssuer(db, deps);

  return {
    /** Creates a session (limits, suspension and access period apply); see session-issuer.ts. */
    issue(ctx: RequestContext, input: IssueSessionInput): Promise<LoginResults> {
      return issuer.issue(ctx, input);
    },

    /** The actor's user and session (auth/info). */
    async current(ctx: ActorContext): Promise<{ user: UserRow; session: SessionRow }> {
      const scope = scopeOf(ctx.actor);
      const [user, session] = await Promise.all([
        users.findById(ctx, ctx.actor.userId),
        sessions.findById(scope, ctx.actor.sessionId),
      ]);
      if (!user || !session) throw new AppError(ErrorCode.AccessTokenInvalid);
      return { user, session };
    },

    /** Signs the actor out (this session only). */
    endCurrent(ctx: ActorContext): Promise<void> {
      return sessions.revoke(scopeOf(ctx.actor), ctx.actor.sessionId, 'logout');
    },

    /**
     * "My sessions": the actor's live sessions on this site, most recently used first. Like the
     * two calls below, scoped to the actor's own sessions of the context's site.
     */
    async listOwn(ctx: ActorContext): Promise<MySession[]> {
      const rows = await sessions.findActiveOfUser(scopeOf(ctx), ctx.actor.userId);
      return rows.map((row) => presentMySession(row, ctx.actor.sessionId));
    },

    /** Ends one of the actor's sessions (404 for any other id); tells whether it was this one. */
    async endOwn(ctx: ActorContext, id: string): Promise<{ wasCurrent: boolean }> {
      const ended =
        SESSION_ID_PATTERN.test(id) &&
        (await sessions.revokeOfUser(scopeOf(ctx), ctx.actor.userId, id, 'revoked_by_user'));
      if (!ended) throw new AppError(ErrorCode.NotFound);
      return { wasCurrent: id === ctx.actor.sessionId };
    },

    /** Ends every session of the actor on this site but the current one; answers how many. */
    endOtherOwn(ctx: ActorContext): Promise<number> {
      return sessions.revokeOthersOfUser(
        scopeOf(ctx),
        ctx.actor.userId,
        ctx.actor.sessionId,
        'revoked_by_user',
      );
    },

    /** Ends every session of a user of the context's site, except `keepSessionId` when given. */
    endAllOfUser(
      ctx: RequestContext,
      userId: number,
      reason: string,
      keepSessionId?: string,
    ): Promise<void> {
      return sessions.revokeAllOfUser(scopeOf(ctx), userId, reason, keepSessionId);
    },

    /** The company's exceeded-session texts (null: the product's default in that language). */
    async exceededMessage(ctx: CompanyContext): Promise<ExceededMessages> {
      const company = (await companies.findById(ctx.company.id)) ?? ctx.company;
      return { ja: company.exceededSessionMessageJa, en: company.exceededSessionMessageEn };
    },

    /** Sets them; blank clears one. The host cache forgets the company, so the next sign-in uses them. */
    async updateExceededMessage(
      ctx: CompanyContext,
      messages: { ja: string | null; en: string | null },
    ): Promise<ExceededMessages> {
      const company = await companies.update(ctx, ctx.company.id, {
        exceededSessionMessageJa: messages.ja?.trim() || null,
        exceededSessionMessageEn: messages.en?.trim() || null,
      });
      if (!company) throw new AppError(ErrorCode.CompanyNotFound);
      await companies.evictCompany(company.domain);
      return { ja: company.exceededSessionMessageJa, en: company.exceededSessionMessageEn };
    },

    /**
     * A page of the company's sessions ended by the limit, newest first; `searchKey` matches
     * the user's name, e-mail or username (asked of the user module).
     */
    async listExceeded(
      ctx: CompanyContext,
      query: { page: number; size: number; searchKey?: string },
    ): Promise<{ rows: ExceededSessionEntry[]; total: number }> {
      const key = query.searchKey?.trim();
      const userIds = key ? await users.findIdsMatching(ctx, key) : undefined;
      const page = await exceededSessions.findPage(ctx.company.id, {
        page: query.page,
        size: query.size,
        userIds,
      });
      const names = new Map(
        (await users.findNames(ctx, [...new Set(page.rows.map((row) => row.userId))])).map(
          (user) => [user.id, user],
        ),
      );
      const rows = page.rows.map((row) => ({
        ...row,
        fullName: names.get(row.userId)?.fullName ?? '',
        email: names.get(row.userId)?.email ?? null,
      }));
      return { rows, total: page.total };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
