import { ErrorCode } from '@hondana/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { toArray, type Tenant } from './tenancy.js';

/** Who is calling: the user behind a live session. */
export interface Actor {
  userId: number;
  companyId: number | null;
  roleLevel: number;
  sessionId: string;
  loginType: string;
}

/**
 * A route states who may call it: `{ roles: [...] }` needs a session of one of those role levels,
 * 'optional' reads a session when there is one; without `auth` the route is public.
 */
export type AuthRule = { roles: readonly number[] } | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    auth?: AuthRule;
  }
}

export const SESSION_COOKIE = 'hondana_session';

export interface AuthGuardOptions {
  /** Resolves a token to its actor for this host, or throws AppError 601/602/830. */
  authenticate(token: string, tenant: Tenant): Promise<Actor>;
}

export function registerAuthGuard(app: FastifyInstance, options: AuthGuardOptions): void {
  app.decorateRequest('actor', null);
  // Attached only to routes that declare `auth`, after the tenancy check of the route.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.auth;
    if (!rule) return;
    route.preHandler = [...toArray(route.preHandler), (request) => authorize(request, rule)];
  });

  async function authorize(request: FastifyRequest, rule: AuthRule): Promise<void> {
    const token = readAccessToken(request);
    if (rule === 'optional') {
      request.actor = token
        ? await options.authenticate(token, request.tenant).catch(() => null)
        : null;
      return;
    }
    if (!token) throw new AppError(ErrorCode.AccessTokenMissing);
    const actor = await options.authenticate(token, request.tenant);
    if (!rule.roles.includes(actor.roleLevel)) throw new AppError(ErrorCode.NoPermission);
    request.actor = actor;
  }
}

/** The header wins over the cookie, so API clients never depend on browser state. */
export function readAccessToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && cookie.trim() !== '' ? cookie : null;
}

/** The actor of a route that declared `auth: { roles }`. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(ErrorCode.AccessTokenMissing);
  return request.actor;
}
