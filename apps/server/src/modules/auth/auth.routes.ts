import { LoginType, passwordHashSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { actorContextOf, clientFactsOf, contextOf } from '../../platform/http/request-context.js';
import {
  clearSessionCookie,
  loginResultsSchema,
  answerSignIn,
  type PublicUrlScheme,
} from '../session/session-issuer.js';
import { authInfoSchema, presentAuthInfo } from '../session/session.presenter.js';
import type { SessionService } from '../session/session.service.js';
import type { LoginService } from './login.service.js';

const loginBody = z.object({
  email: z.string().max(255),
  password_hash: passwordHashSchema,
  keep_login: z.boolean().default(false),
  login_type: z.enum([LoginType.Email, LoginType.Identity]).default(LoginType.Email),
  domain: z.string().trim().min(1).max(253),
});

export interface AuthRoutesOptions {
  logins: LoginService;
  sessions: SessionService;
  publicUrlScheme: PublicUrlScheme;
  /** Sign-ins per minute and client address (config LOGIN_RATE_LIMIT_PER_MINUTE); beyond it 794. */
  loginRateLimitPerMinute: number;
}

export function authRoutes(options: AuthRoutesOptions): FastifyPluginAsyncZod {
  const { logins, sessions } = options;

  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: {
          action: 'auth.login',
          rateLimit: {
            max: options.loginRateLimitPerMinute,
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
        const results = await logins.login(contextOf(request), {
          email: body.email,
          passwordHash: body.password_hash,
          keepLogin: body.keep_login,
          loginType: body.login_type,
          domain: body.domain,
          host: request.tenant.host,
          client: clientFactsOf(request),
        });
        return ok(answerSignIn(reply, results, body.keep_login, options.publicUrlScheme));
      },
    );

    app.get(
      '/auth/logout',
      {
        config: { action: 'auth.logout' },
        schema: {
          tags: ['auth'],
          summary: 'End the current session and clear the session cookie',
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        await sessions.endCurrent(actorContextOf(request));
        clearSessionCookie(reply, options.publicUrlScheme);
        return ok(null);
      },
    );

    app.get(
      '/auth/info',
      {
        config: { action: 'auth.info', noSessionIsAnAnswer: true },
        schema: {
          tags: ['auth'],
          summary:
            'The signed-in user and session (restores a session from the cookie); without a session HTTP 200 with status 600/601/602 in the envelope',
          // results null: nobody is signed in (the envelope's status says why).
          response: { 200: envelopeOf(z.nullable(authInfoSchema)) },
        },
      },
      async (request) => {
        const { user, session } = await sessions.current(actorContextOf(request));
        return ok(presentAuthInfo(user, session, request.tenant.company?.domain ?? null));
      },
    );
  };
}
