import { passwordHashSchema, registrationNameSchema, userWireSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { pickLanguage } from '../../platform/http/language.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentUser } from '../user/user.presenter.js';
import { MAILING_RATE_LIMIT } from '../../platform/http/mailing-rate-limit.js';
import type { RegistrationService } from './registration.service.js';

/** Both registration calls carry the same fields (api-catalogue.md §7 Auth). */
const registrationBody = z.object({
  full_name: registrationNameSchema,
  /** E-mail or username by the company's account type; checked in the service. */
  email: z.string().max(255),
  password_hash: passwordHashSchema,
  domain: z.string().trim().min(1).max(255).optional(),
});

export function registrationRoutes(deps: {
  registration: RegistrationService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // One limiter for both paths: switching path must not double the allowance.
    const limitRegistrations = app.rateLimit(MAILING_RATE_LIMIT);
    for (const path of ['/auth/register', '/auth/sign-up']) {
      app.post(
        path,
        {
          config: { action: 'auth.register', rateLimit: false },
          onRequest: limitRegistrations,
          schema: {
            tags: ['auth'],
            summary:
              'Register a reader account on this company’s site (614 when registering is off, 413 taken, 417/424 full)',
            body: registrationBody,
            response: { 200: envelopeOf(userWireSchema) },
          },
        },
        async (request) => {
          const user = await deps.registration.register(companyContextOf(request), {
            fullName: request.body.full_name,
            identity: request.body.email,
            passwordHash: request.body.password_hash,
            domain: request.body.domain,
            language: pickLanguage(request),
          });
          return ok(presentUser(user));
        },
      );
    }
  };
}
