import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { clientFactsOf, companyContextOf } from '../../platform/http/request-context.js';
import {
  clearGoogleFlowCookie,
  readGoogleFlowCookie,
  setGoogleFlowCookie,
} from './google-login.flow.js';
import type { GoogleLoginService } from './google-login.service.js';
import {
  loginResultsSchema,
  answerSignIn,
  type PublicUrlScheme,
} from '../session/session-issuer.js';

const authorizationUrlQuery = z.object({
  redirect_url: z.string().trim().min(1).max(2048),
});

const socialLoginBody = z.object({
  domain: z.string().trim().max(255).optional(),
  keep_login: z.boolean().default(false),
  authorize_code: z.string().trim().min(1).max(4096),
  redirect_url: z.string().trim().min(1).max(2048),
  /** The `state` query parameter of the return address; must match the one this site sent. */
  state: z.string().trim().max(512).optional(),
  /** The `iss` query parameter of the return address, forwarded when the provider sends it. */
  iss: z.string().trim().max(2048).optional(),
});

/** GET auth/social-login/authorization-url and POST auth/social-login (Google sign-in). */
export function googleLoginRoutes(deps: {
  service: GoogleLoginService;
  publicUrlScheme: PublicUrlScheme;
}): FastifyPluginAsyncZod {
  const { service, publicUrlScheme } = deps;
  return async (app) => {
    app.get(
      '/auth/social-login/authorization-url',
      {
        config: { action: 'auth.google-url' },
        schema: {
          tags: ['auth'],
          summary:
            "Starts Google sign-in: the provider's authorization URL (PKCE, state, nonce kept in a signed cookie)",
          querystring: authorizationUrlQuery,
          response: { 200: envelopeOf(z.object({ authorization_url: z.string() })) },
        },
      },
      async (request, reply) => {
        const { authorizationUrl, flow } = await service.startSignIn(
          companyContextOf(request),
          request.query.redirect_url,
        );
        setGoogleFlowCookie(reply, flow, publicUrlScheme);
        reply.header('cache-control', 'no-store');
        return ok({ authorization_url: authorizationUrl });
      },
    );

    app.post(
      '/auth/social-login',
      {
        config: { action: 'auth.google-login' },
        schema: {
          tags: ['auth'],
          summary: 'Finishes Google sign-in with the code from the return address /login/',
          body: socialLoginBody,
          response: { 200: envelopeOf(loginResultsSchema) },
        },
      },
      async (request, reply) => {
        const ctx = companyContextOf(request);
        const { body } = request;
        const flow = readGoogleFlowCookie(request);
        // A flow is used once, whatever the outcome: a replayed code finds no cookie.
        clearGoogleFlowCookie(reply, publicUrlScheme);
        const results = await service.completeSignIn(ctx, {
          // An empty domain means "not given", as it always has.
          domain: body.domain || undefined,
          flow,
          code: body.authorize_code,
          state: body.state,
          iss: body.iss,
          redirectUrl: body.redirect_url,
          keepLogin: body.keep_login,
          language: pickLanguage(request),
          client: clientFactsOf(request),
        });
        return ok(answerSignIn(reply, results, body.keep_login, publicUrlScheme));
      },
    );
  };
}
