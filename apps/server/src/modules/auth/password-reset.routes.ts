import { passwordHashSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';
import type { PasswordResetService } from './password-reset.service.js';

export function passwordResetRoutes(deps: {
  passwordResets: PasswordResetService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/auth/forgot-password',
      {
        config: { action: 'auth.forgot-password', rateLimit: MAILING_RATE_LIMIT },
        schema: {
          tags: ['auth'],
          summary:
            'Mail a one-time password reset link; answers the same whether or not the address has an account (614 when off)',
          querystring: z.object({
            email: z.string().max(255),
            domain: z.string().trim().min(1).max(255).optional(),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deps.passwordResets.requestReset(companyContextOf(request), {
          identity: request.query.email,
          domain: request.query.domain,
          language: pickLanguage(request),
        });
        return ok(null);
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: { action: 'auth.reset-password' },
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password with the token of a reset link; ends all sessions (400 with results.reason invalid/used/expired, 845 Google-only)',
          body: z.object({
            token: z.string().min(1).max(128),
            password_hash: passwordHashSchema,
          }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await deps.passwordResets.resetPassword(companyContextOf(request), {
          token: request.body.token,
          passwordHash: request.body.password_hash,
          language: pickLanguage(request),
        });
        return ok(null);
      },
    );
  };
}
