import {
  fullTextHitSchema,
  fullTextPagesQuerySchema,
  fullTextPageSchema,
  fullTextSearchBodySchema,
  fullTextSearchQuerySchema,
  type Action,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { sendSerializedOnce } from '../../platform/http/serialized-once.js';
import type { FullTextSearchService } from './full-text-search.service.js';
import { presentFullTextPage } from './search.presenter.js';

const resultsEnvelope = envelopeOf(fullTextPageSchema);
const pagesEnvelope = envelopeOf(pagedOf(fullTextHitSchema));

/**
 * Full-text search: `{"query": "..."}` in the body or `query` in the query string (the body
 * wins), `content_group_id` (or `contentGroupId`) to search one group, `is_new_search` to count
 * the words as a search term.
 */
export function fullTextSearchRoutes(service: FullTextSearchService): FastifyPluginAsyncZod {
  return async (app) => {
    const routes: [string, Action, string][] = [
      [
        '/content/full-text-search',
        'search.full-text',
        'Signed-in readers: the books whose text holds the words, with their best pages',
      ],
      [
        '/content/public/full-text-search',
        'search.public-full-text',
        'Visitors: the books whose text holds the words, with their best pages',
      ],
    ];
    for (const [url, action, summary] of routes) {
      app.post(
        url,
        {
          config: { action },
          schema: {
            tags: ['search'],
            summary,
            querystring: fullTextSearchQuerySchema,
            body: fullTextSearchBodySchema,
            response: { 200: resultsEnvelope },
          },
        },
        async (request, reply) => {
          const query = request.query;
          const answer = await service.search(companyContextOf(request), {
            query: request.body?.query ?? query.query ?? null,
            contentGroupId: query.content_group_id ?? query.contentGroupId,
            page: query.page,
            size: query.size,
            isNewSearch: query.is_new_search ?? false,
          });
          // A visitor's answer may be a kept one: its body is serialized once.
          return sendSerializedOnce(reply, answer, resultsEnvelope, () =>
            ok(presentFullTextPage(answer, query.page, query.size)),
          );
        },
      );
    }

    const pageRoutes: [string, Action, string][] = [
      [
        '/content/full-text-search/pages',
        'search.full-text-pages',
        'Signed-in readers: every page of one book whose text holds the words, in page order',
      ],
      [
        '/content/public/full-text-search/pages',
        'search.public-full-text-pages',
        'Visitors: every page of one book whose text holds the words, in page order',
      ],
    ];
    for (const [url, action, summary] of pageRoutes) {
      app.post(
        url,
        {
          config: { action },
          schema: {
            tags: ['search'],
            summary,
            querystring: fullTextPagesQuerySchema,
            body: fullTextSearchBodySchema,
            response: { 200: pagesEnvelope },
          },
        },
        async (request) => {
          const query = request.query;
          const answer = await service.pages(companyContextOf(request), {
            query: request.body?.query ?? query.query ?? null,
            contentId: query.content_id,
            contentGroupId: query.content_group_id ?? query.contentGroupId,
            page: query.page,
            size: query.size,
          });
          return ok(toPage(answer.hits, answer.total, query.page, query.size));
        },
      );
    }
  };
}
