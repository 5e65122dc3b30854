import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { contextOf } from '../../platform/http/request-context.js';
import type { EmailConfirmationService } from './email-confirmation.service.js';

export function emailConfirmationRoutes(deps: {
  confirmations: EmailConfirmationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/confirm-email',
      {
        config: { action: 'auth.confirm-email' },
        schema: {
          tags: ['auth'],
          summary:
            'Confirm an e-mail address with the token of its confirmation link (400 with results.reason invalid/used/expired)',
          body: z.object({ token: z.string().min(1).max(128) }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deps.confirmations.confirm(
          contextOf(request),
          request.body.token,
          pickLanguage(request),
        );
        return ok(null);
      },
    );
  };
}
