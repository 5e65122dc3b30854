import { mySessionSchema, revokedSessionsSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { actorContextOf } from '../../platform/http/request-context.js';
import { clearSessionCookie, type PublicUrlScheme } from '../session/session-issuer.js';
import type { SessionService } from '../session/session.service.js';

/** GROUP_USER is a shared login of a user group: its members may not end each other's sessions. */

/** "My sessions" of the profile page (docs/decisions-auth.md): one's own sessions on this site. */
export function mySessionsRoutes(deps: {
  sessions: SessionService;
  publicUrlScheme: PublicUrlScheme;
}): FastifyPluginAsyncZod {
  const { sessions } = deps;
  return async (app) => {
    app.get(
      '/user/sessions',
      {
        config: { action: 'account.sessions' },
        schema: {
          tags: ['user'],
          summary: 'One’s own live sessions on this site, most recently used first',
          response: { 200: envelopeOf(z.array(mySessionSchema)) },
        },
      },
      async (request) => ok(await sessions.listOwn(actorContextOf(request))),
    );

    app.delete(
      '/user/sessions/:id',
      {
        config: { action: 'account.session-end' },
        schema: {
          tags: ['user'],
          summary:
            'End one of one’s own sessions (404 for any other); ending the current one signs out',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request, reply) => {
        const { wasCurrent } = await sessions.endOwn(actorContextOf(request), request.params.id);
        if (wasCurrent) clearSessionCookie(reply, deps.publicUrlScheme);
        return ok(null);
      },
    );

    app.post(
      '/user/sessions/revoke-others',
      {
        config: { action: 'account.sessions-end-others' },
        schema: {
          tags: ['user'],
          summary: 'End all of one’s own sessions on this site except the current one',
          response: { 200: envelopeOf(revokedSessionsSchema) },
        },
      },
      async (request) => ok({ revoked: await sessions.endOtherOwn(actorContextOf(request)) }),
    );
  };
}
