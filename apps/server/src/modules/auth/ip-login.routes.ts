import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import {
  loginResultsSchema,
  answerSignIn,
  type PublicUrlScheme,
} from '../session/session-issuer.js';
import type { IpLoginService } from './ip-login.service.js';
import { pickLanguage } from '../../platform/http/language.js';

const ipLoginBody = z.object({
  /**
   * What the browser learned from a public trace endpoint. Only a hint: the server signs in by
   * the connection's address and ignores this when it differs.
   */
  client_ip_address: z.string().trim().max(64).nullish(),
  keep_login: z.boolean().default(false),
  company_domain: z.string().trim().max(255).optional(),
});

type IpLoginBody = z.infer<typeof ipLoginBody>;

/** POST auth/ip-address-login and auth/ip-address-auto-login. */
export function ipLoginRoutes(deps: {
  service: IpLoginService;
  publicUrlScheme: PublicUrlScheme;
}): FastifyPluginAsyncZod {
  const { service } = deps;
  return async (app) => {
    const signIn = async (request: FastifyRequest, body: IpLoginBody, isAutoLogin: boolean) => {
      const ctx = companyContextOf(request);
      // request.ip honours X-Forwarded-For only from TRUST_PROXY addresses (app.ts), so a client
      // cannot choose the address it is judged by; the body's address is never trusted.
      const clientIp = request.ip;
      if (body.client_ip_address && body.client_ip_address !== clientIp) {
        request.log.info(
          { claimed: body.client_ip_address, connection: clientIp },
          'IP login: client_ip_address differs from the connection address and is ignored',
        );
      }
      return service.signIn(ctx, {
        // An empty company_domain means "not given", as it always has.
        domain: body.company_domain || undefined,
        clientIp,
        isAutoLogin,
        keepLogin: body.keep_login,
        userAgent: request.headers['user-agent'] ?? null,
        language: pickLanguage(request),
      });
    };

    const schemaFor = (summary: string) => ({
      tags: ['auth'],
      summary,
      body: ipLoginBody,
      response: { 200: envelopeOf(loginResultsSchema) },
    });

    app.post(
      '/auth/ip-address-login',
      {
        config: { action: 'auth.ip-login' },
        schema: schemaFor(
          'Sign in as the user group whose IP ranges contain the connection address (421 when none)',
        ),
      },
      async (request, reply) => {
        const results = await signIn(request, request.body, false);
        return ok(answerSignIn(reply, results, request.body.keep_login, deps.publicUrlScheme));
      },
    );

    app.post(
      '/auth/ip-address-auto-login',
      {
        config: { action: 'auth.ip-auto-login' },
        schema: schemaFor(
          'Automatic IP sign-in after page load (431, silent in the web, when no group matches)',
        ),
      },
      async (request, reply) => {
        const results = await signIn(request, request.body, true);
        return ok(answerSignIn(reply, results, request.body.keep_login, deps.publicUrlScheme));
      },
    );
  };
}
