import { AccountStatus, ErrorCode, type LoginType } from '@hondana/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashAccessToken, newAccessToken } from '../../platform/crypto/access-token.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { SESSION_COOKIE } from '../../platform/http/auth-guard.js';
import type { ClientFacts, RequestContext } from '../../platform/http/request-context.js';
import type { UserGroupService } from '../user-group/user-group.service.js';
import type { UserService } from '../user/user.service.js';
import type { Clock } from '../../platform/clock/clock.js';
import type { UserRow } from '../user/user.tables.js';
import { createExceededSessionRepository } from './exceeded-session.repository.js';
import { enforceSessionLimit } from './session-limit.js';
import { presentSignedInUser, type LoginResults, type SignInAnswer } from './session.presenter.js';
import { computeSessionExpiry } from './session-policy.js';
import { createSessionRepository } from './session.repository.js';

// The wire shape lives with the presenters; re-exported for the sign-in routes.
export { loginResultsSchema, type LoginResults } from './session.presenter.js';

export interface IssueSessionInput {
  user: UserRow;
  keepLogin: boolean;
  loginType: LoginType;
  client: ClientFacts;
}

export { computeSessionExpiry } from './session-policy.js';

/** Refuses accounts that may not sign in at all, whatever the credentials: 830, then 811. */
export function assertUserMaySignIn(user: UserRow, now: Date = new Date()): void {
  if (user.accountStatus !== AccountStatus.Active) throw new AppError(ErrorCode.UserBlocked);
  if (user.accessExpiresAt && user.accessExpiresAt.getTime() <= now.getTime()) {
    throw new AppError(ErrorCode.UserAccessExpired);
  }
}

/**
 * The one place that creates sessions: password, IP, Google and sign-up logins all end here, so
 * suspension, access expiry and the concurrent-session limit apply to every way in.
 */
export function createSessionIssuer(
  db: Executor,
  deps: { users: UserService; userGroups: UserGroupService; clock: Clock },
) {
  const { users, userGroups, clock } = deps;
  const sessions = createSessionRepository(db);
  const exceededSessions = createExceededSessionRepository(db);
  return {
    /** A session of `input.user` on the context's site (its company, or the admin site). */
    async issue(ctx: RequestContext, input: IssueSessionInput): Promise<LoginResults> {
      const { user } = input;
      const { company } = ctx;
      assertUserMaySignIn(user, clock.now());
      const token = newAccessToken();
      const issuedAt = clock.now();
      const expiresAt = computeSessionExpiry(company, user.roleLevel, input.keepLogin, issuedAt);

      const outcome = await db.transaction(async () => {
        // Locking the user row serialises simultaneous sign-ins of one user, so the limit holds.
        await users.lockForSignIn(ctx, user.id);
        const limitOutcome = await enforceSessionLimit(
          { db, userGroups },
          ctx,
          user,
          input.client.language,
        );
        if (limitOutcome.refused) {
          // The refusal is listed for the administrator; nothing else of this sign-in is kept.
          await exceededSessions.insert({
            companyId: user.companyId!,
            userId: user.id,
            endedSessionId: null,
            ipAddress: input.client.ipAddress,
            userAgent: input.client.userAgent?.slice(0, 512) ?? null,
          });
          return limitOutcome;
        }
        await sessions.insert({
          userId: user.id,
          companyId: user.companyId,
          userGroupId: limitOutcome.userGroupId,
          tokenHash: hashAccessToken(token),
          loginType: input.loginType,
          keepLogin: input.keepLogin,
          ipAddress: input.client.ipAddress,
          userAgent: input.client.userAgent?.slice(0, 512) ?? null,
          // Both on the Clock, as the checks that read them (expiry, idle) are.
          lastUsedAt: issuedAt,
          expiresAt,
        });
        return limitOutcome;
      });
      if (outcome.refused) {
        throw new AppError(ErrorCode.SessionMaximumReached, {
          message: outcome.message ?? undefined,
        });
      }

      return {
        access_token: token,
        ...presentSignedInUser(user, company?.domain ?? null, expiresAt),
        exceeded_session_message: outcome.message,
        display_message_exceeded_session: outcome.endedCount > 0,
      };
    },
  };
}

export type SessionIssuer = ReturnType<typeof createSessionIssuer>;

/** The scheme of PUBLIC_URL; cookies are Secure when it is https, whatever the hop to us used. */
export type PublicUrlScheme = 'http' | 'https';

/**
 * Secure when the site is public over https or this request came by https. request.protocol
 * alone is not enough: behind a TLS-terminating proxy without TRUST_PROXY it says http.
 */
export function isSecureCookie(reply: FastifyReply, publicUrlScheme: PublicUrlScheme): boolean {
  return publicUrlScheme === 'https' || reply.request.protocol === 'https';
}

/**
 * The browser's copy of the token: httpOnly so scripts never read it, SameSite=Lax against
 * cross-site posts; with keep_login it lives exactly as long as the session (Max-Age from
 * expire_date), else it ends with the browser session.
 */
function setSessionCookie(
  reply: FastifyReply,
  results: LoginResults,
  keepLogin: boolean,
  publicUrlScheme: PublicUrlScheme,
): void {
  reply.setCookie(SESSION_COOKIE, results.access_token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(reply, publicUrlScheme),
    path: '/',
    ...(keepLogin ? { maxAge: secondsUntil(results.expire_date) } : {}),
  });
}

/**
 * The request header with which an API client asks for the session token in the body of a
 * sign-in answer (`X-Api-Client: 1`). Browsers never send it: they get only the httpOnly
 * cookie, so no script of the page can read the token from the answer.
 */
export const API_CLIENT_HEADER = 'x-api-client';

function isApiClient(request: FastifyRequest): boolean {
  const flag = request.headers[API_CLIENT_HEADER];
  return flag === '1' || flag === 'true';
}

/**
 * Every sign-in answers the same way: the session cookie, the results without the token unless
 * an API client asked for it, and no caching of the answer anywhere.
 */
export function answerSignIn(
  reply: FastifyReply,
  results: LoginResults,
  keepLogin: boolean,
  publicUrlScheme: PublicUrlScheme,
): SignInAnswer {
  setSessionCookie(reply, results, keepLogin, publicUrlScheme);
  if (isApiClient(reply.request)) return results;
  const { access_token: _token, ...forBrowser } = results;
  return forBrowser;
}

export function clearSessionCookie(reply: FastifyReply, publicUrlScheme: PublicUrlScheme): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(reply, publicUrlScheme),
    path: '/',
  });
}

function secondsUntil(isoInstant: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((new Date(isoInstant).getTime() - now) / 1000));
}
