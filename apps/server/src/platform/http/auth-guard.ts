import { ErrorCode, type SessionRule } from '@hondana/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import type { Tenant } from './tenancy.js';

/** Who is calling: the user behind a live session. */
export interface Actor {
  userId: number;
  companyId: number | null;
  roleLevel: number;
  sessionId: string;
  loginType: string;
  /** The account's user group as authentication read it (the access rule's reader needs it). */
  userGroupId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const SESSION_COOKIE = 'hondana_session';

/** Throws 601/602/830 for a token that may not be used here, from this address, now. */
export type Authenticate = (
  token: string,
  tenant: Tenant,
  clientIp: string | null,
) => Promise<Actor>;

/**
 * Sets `request.actor` from the request's token as the route's session rule asks: 'optional'
 * reads a session when there is one, a list of role levels requires one of them (614 otherwise).
 */
export function createAuthorizer(authenticate: Authenticate) {
  return async function authorize(
    request: FastifyRequest,
    rule: Exclude<SessionRule, 'none'>,
  ): Promise<void> {
    const token = readAccessToken(request);
    if (rule === 'optional') {
      // A cross-site cookie is ignored rather than refused: the route also serves anonymous callers.
      const isUsable = token && !(isCookieToken(request) && isCrossSite(request));
      request.actor = isUsable
        ? await authenticate(token, request.tenant, request.ip || null).catch(() => null)
        : null;
      return;
    }
    if (token && isCookieToken(request) && isCrossSite(request)) {
      throw new AppError(ErrorCode.Forbidden, {
        message:
          'A cross-site request may not use the session cookie; send X-Access-Token instead.',
      });
    }
    if (!token) throw new AppError(ErrorCode.AccessTokenMissing);
    const actor = await authenticate(token, request.tenant, request.ip || null);
    if (!(rule as readonly number[]).includes(actor.roleLevel)) {
      throw new AppError(ErrorCode.NoPermission);
    }
    request.actor = actor;
  };
}

/** The header wins over the cookie, so API clients never depend on browser state. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie.trim() !== '' ? cookie : null;
}

/** True when the token of the request is the browser cookie rather than the X-Access-Token header. */
function isCookieToken(request: FastifyRequest): boolean {
  const header = request.headers['x-access-token'];
  return !(typeof header === 'string' && header.trim() !== '');
}

/**
 * CSRF guard for cookie-authenticated calls: browsers attach the cookie to cross-site requests
 * (top-level GETs, multipart posts), but they also say where the request came from. Same-site
 * means Sec-Fetch-Site same-origin or none (a typed URL); without that header, an Origin whose
 * host is this host; without either (old browsers, non-browser clients) the request passes.
 * Header tokens need no check: another site cannot make a browser send them.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return hostOfOrigin(origin) !== request.host.toLowerCase();
}

function hostOfOrigin(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The actor of a route whose action requires a session. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(ErrorCode.AccessTokenMissing);
  return request.actor;
}
