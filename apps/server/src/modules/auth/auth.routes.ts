import { allRoleLevels, ErrorCode, LoginType, passwordHashSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireActor } from '../../platform/http/auth-guard.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { presentAuthInfo, authInfoSchema } from './auth.presenter.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createUserRepository } from '../user/user.repository.js';
import { createLoginService } from './login.service.js';
import {
  clearSessionCookie,
  createSessionIssuer,
  loginResultsSchema,
  setSessionCookie,
  type PublicUrlScheme,
} from './session-issuer.js';
import { createSessionRepository } from './session.repository.js';

/** Sign-ins per minute and client address (docs/decisions-auth.md); beyond it 794. */
export const LOGIN_RATE_LIMIT_PER_MINUTE = 20;

const loginBody = z.object({
  email: z.string().max(255),
  password_hash: passwordHashSchema,
  keep_login: z.boolean().default(false),
  login_type: z.enum([LoginType.Email, LoginType.Identity]).default(LoginType.Email),
  domain: z.string().trim().min(1).max(253),
});

export interface AuthRoutesOptions {
  db: Database;
  assertSameCompany(company: CompanyRow, domain: string | undefined): void;
  publicUrlScheme: PublicUrlScheme;
  /** Overrides {@link LOGIN_RATE_LIMIT_PER_MINUTE} (benchmarks). */
  loginRateLimitPerMinute?: number;
}

export function authRoutes(options: AuthRoutesOptions): FastifyPluginAsyncZod {
  const { db } = options;
  const logins = createLoginService(db, {
    issuer: createSessionIssuer(db),
    assertSameCompany: options.assertSameCompany,
  });
  const sessions = createSessionRepository(db);
  const users = createUserRepository(db);

  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: {
          tenancy: 'company-or-admin',
          rateLimit: {
            max: options.loginRateLimitPerMinute ?? LOGIN_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
          },
        },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail or username and password; sets the session cookie',
          body: loginBody,
          response: { 200: envelopeOf(loginResultsSchema) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const results = await logins.login(
          {
            tenant: request.tenant,
            ipAddress: request.ip || null,
            userAgent: request.headers['user-agent'] ?? null,
          },
          {
            email: body.email,
            passwordHash: body.password_hash,
            keepLogin: body.keep_login,
            loginType: body.login_type,
            domain: body.domain,
          },
        );
        setSessionCookie(reply, results, body.keep_login, options.publicUrlScheme);
        return ok(results);
      },
    );

    app.get(
      '/auth/logout',
      {
        config: { tenancy: 'company-or-admin', auth: { roles: allRoleLevels } },
        schema: {
          tags: ['auth'],
          summary: 'End the current session and clear the session cookie',
          security: [{ accessToken: [] }],
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        await sessions.revoke(actor.sessionId, 'logout');
        clearSessionCookie(reply, options.publicUrlScheme);
        return ok(null);
      },
    );

    app.get(
      '/auth/info',
      {
        config: { tenancy: 'company-or-admin', auth: { roles: allRoleLevels } },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user and session (restores a session from the cookie)',
          security: [{ accessToken: [] }],
          response: { 200: envelopeOf(authInfoSchema) },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const [user, session] = await Promise.all([
          users.findByIdInAnyCompany(actor.userId),
          sessions.findById(actor.sessionId),
        ]);
        if (!user || !session) throw new AppError(ErrorCode.AccessTokenInvalid);
        return ok(presentAuthInfo(user, session, request.tenant.company?.domain ?? null));
      },
    );
  };
}
