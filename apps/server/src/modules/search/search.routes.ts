import {
  hashtagSearchBodySchema,
  searchBodySchema,
  searchPageSchema,
  searchQuerySchema,
  searchTermPageQuerySchema,
  searchTermSchema,
} from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { sendSerializedOnce } from '../../platform/http/serialized-once.js';
import { presentSearchPage, presentSearchTerm } from './search.presenter.js';
import type { SearchPage, SearchService } from './search.service.js';

const resultsEnvelope = envelopeOf(searchPageSchema);

/** A visitor's page may be a kept answer: its body is serialized once. */
function sendResults(reply: FastifyReply, page: SearchPage) {
  return sendSerializedOnce(reply, page, resultsEnvelope, () => ok(presentSearchPage(page)));
}

/** Field search, hashtag search (user and public variants) and the admin's search terms. */
export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    const fieldSearch = (signed: boolean) =>
      ({
        config: { action: signed ? 'search.fields' : 'search.public-fields' },
        schema: {
          tags: ['search'],
          summary: signed
            ? 'Field search of a signed-in reader: conditions (AND), a tab, a group, a sort'
            : 'Field search of a visitor: conditions (AND), a tab, a group, a sort',
          querystring: searchQuerySchema,
          body: searchBodySchema.optional(),
          response: { 200: resultsEnvelope },
        },
      }) as const;
    for (const [url, signed] of [
      ['/content/search', true],
      ['/content/public/search', false],
    ] as const) {
      app.post(url, fieldSearch(signed), async (request, reply) => {
        const page = await service.fieldSearch(
          companyContextOf(request),
          request.query,
          request.body ?? [],
        );
        return sendResults(reply, page);
      });
    }

    const hashtagSearch = (signed: boolean) =>
      ({
        config: { action: signed ? 'search.hashtag' : 'search.public-hashtag' },
        schema: {
          tags: ['search'],
          summary: signed
            ? 'Contents carrying the chosen hashtags (all of them), for a signed-in reader'
            : 'Contents carrying the chosen hashtags (all of them), for a visitor',
          querystring: searchQuerySchema,
          body: hashtagSearchBodySchema,
          response: { 200: resultsEnvelope },
        },
      }) as const;
    for (const [url, signed] of [
      ['/content/search-hash-tag', true],
      ['/content/public/search-hash-tag', false],
    ] as const) {
      app.post(url, hashtagSearch(signed), async (request, reply) => {
        const page = await service.hashtagSearch(
          companyContextOf(request),
          request.query,
          request.body,
        );
        return sendResults(reply, page);
      });
    }

    app.get(
      '/search-term/page',
      {
        config: { action: 'search-term.page' },
        schema: {
          tags: ['search'],
          summary: "The company's search terms with how often each was searched",
          querystring: searchTermPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(searchTermSchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key, sort_field, sort } = request.query;
        const { rows, total } = await service.searchTermPage(companyContextOf(request), {
          searchKey: search_key,
          field: sort_field,
          order: sort,
          page,
          size,
        });
        return ok(toPage(rows.map(presentSearchTerm), total, page, size));
      },
    );
  };
}
