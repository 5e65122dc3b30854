import { ErrorCode, limits } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exceededSessionSchema, presentExceededSession } from './session.presenter.js';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.js';
import { envelopeOf, ok, pagedOf, pageQueryOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { SessionService } from './session.service.js';

/** Catalogue 793 names 255 characters as the longest search key. */
const MAX_SEARCH_KEY_LENGTH = 255;

const pageQuery = pageQueryOf({ search_key: z.string().optional() });

const messageLength = limits.exceededSessionMessageMaxLength;
const exceededMessagesSchema = z.object({
  ja: z.string().max(messageLength).nullable(),
  en: z.string().max(messageLength).nullable(),
});

/**
 * The company administrator's list of sessions ended or refused by the concurrent-session
 * limit, and the message readers see when it happens.
 */
export function sessionRoutes(sessions: SessionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/exceed-session/message',
      {
        config: { action: 'exceed-session.message' },
        schema: {
          tags: ['session-limit'],
          summary:
            'The text readers see when the session limit ends or refuses a sign-in (ja, en; null = the default)',
          response: { 200: envelopeOf(exceededMessagesSchema) },
        },
      },
      async (request) => ok(await sessions.exceededMessage(companyContextOf(request))),
    );

    app.put(
      '/exceed-session/message',
      {
        config: { action: 'exceed-session.update-message' },
        schema: {
          tags: ['session-limit'],
          summary: 'Sets the exceeded-session texts (blank or null: the default text)',
          body: exceededMessagesSchema,
          response: { 200: envelopeOf(exceededMessagesSchema) },
        },
      },
      async (request) =>
        ok(await sessions.updateExceededMessage(companyContextOf(request), request.body)),
    );

    app.get(
      '/exceed-session/page',
      {
        config: { action: 'exceed-session.page' },
        schema: {
          tags: ['session-limit'],
          summary: 'Sessions ended because a user went over the concurrent-session limit',
          querystring: pageQuery,
          response: { 200: envelopeOf(pagedOf(exceededSessionSchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key: searchKey } = request.query;
        if (searchKey && searchKey.length > MAX_SEARCH_KEY_LENGTH) {
          throw new AppError(ErrorCode.SearchKeyTooLong);
        }
        const { rows, total } = await sessions.listExceeded(companyContextOf(request), {
          page,
          size,
          searchKey,
        });
        return ok(toPage(rows.map(presentExceededSession), total, page, size));
      },
    );
  };
}
