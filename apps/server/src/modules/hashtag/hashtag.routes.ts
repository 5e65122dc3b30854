import {
  hashtagBodySchema,
  hashtagMultipleSelectBodySchema,
  hashtagSchema,
  hashtagSearchBoxBodySchema,
  hashtagSearchBoxSchema,
  hashtagSettingSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentHashtag, presentPublicHashtag, presentSearchBox } from './hashtag.presenter.js';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { HashtagService } from './hashtag.service.js';

const idParams = z.object({ id: idParamSchema });
const common = { tags: ['hashtag'] };
const publicHashtagSchema = hashtagSchema.omit({ content_count: true });
const searchBoxEnvelope = envelopeOf(hashtagSearchBoxSchema);

/** The company’s hashtags: list, add, change, delete. */
function hashtagAdminRoutes(service: HashtagService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hash-tag/get-all-hashtag',
      {
        config: { action: 'hashtag.all' },
        schema: {
          ...common,
          summary: 'Every hashtag of the company in order, with how many contents carry it',
          response: { 200: envelopeOf(z.array(hashtagSchema)) },
        },
      },
      async (request) => ok((await service.all(companyContextOf(request))).map(presentHashtag)),
    );

    app.post(
      '/hash-tag/add',
      {
        config: { action: 'hashtag.add' },
        schema: {
          ...common,
          summary: 'Adds a hashtag (866 for a name the company already has)',
          body: hashtagBodySchema,
          response: { 200: envelopeOf(hashtagSchema) },
        },
      },
      async (request) =>
        ok(presentHashtag(await service.add(companyContextOf(request), request.body))),
    );

    app.put(
      '/hash-tag/update/:id',
      {
        config: { action: 'hashtag.update' },
        schema: {
          ...common,
          summary: 'Renames a hashtag (740 when it is not this company’s, 866 for a taken name)',
          params: idParams,
          body: hashtagBodySchema,
          response: { 200: envelopeOf(hashtagSchema) },
        },
      },
      async (request) =>
        ok(
          presentHashtag(
            await service.update(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );

    app.delete(
      '/hash-tag/delete/:id',
      {
        config: { action: 'hashtag.delete' },
        schema: {
          ...common,
          summary: 'Deletes a hashtag; it leaves its contents, the search box and the lists',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.delete(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

/** The hashtags the search box offers, and whether several combine. */
function searchBoxHashtagRoutes(service: HashtagService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hash-tag/get-search-box',
      {
        config: { action: 'hashtag.search-box' },
        schema: {
          ...common,
          summary: 'The hashtags the search box offers, in order, and whether several combine',
          response: { 200: searchBoxEnvelope },
        },
      },
      async (request) => ok(presentSearchBox(await service.searchBox(companyContextOf(request)))),
    );

    app.put(
      '/hash-tag/update-search-box-hash-tag',
      {
        config: { action: 'hashtag.update-search-box' },
        schema: {
          ...common,
          summary: 'Sets the search box’s hashtags in order (740 unknown, 868 given twice)',
          body: hashtagSearchBoxBodySchema,
          response: { 200: searchBoxEnvelope },
        },
      },
      async (request) =>
        ok(
          presentSearchBox(
            await service.updateSearchBox(companyContextOf(request), request.body.hash_tag_ids),
          ),
        ),
    );

    app.put(
      '/hash-tag/multiple-select-hash-tag',
      {
        config: { action: 'hashtag.select-many' },
        schema: {
          ...common,
          summary: 'Whether readers may combine several hashtags in one search',
          body: hashtagMultipleSelectBodySchema,
          response: { 200: searchBoxEnvelope },
        },
      },
      async (request) =>
        ok(
          presentSearchBox(
            await service.setMultipleSelect(
              companyContextOf(request),
              request.body.multiple_select,
            ),
          ),
        ),
    );
  };
}

/** The readers’ list of hashtags. */
function publicHashtagRoutes(service: HashtagService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hash-tag/public/get-all-hashtag',
      {
        config: { action: 'hashtag.public-all' },
        schema: {
          tags: ['hashtag'],
          summary: 'Every hashtag of the company of this site (companyId must be it: 404)',
          querystring: z.object({ companyId: idParamSchema.optional() }),
          response: { 200: envelopeOf(z.array(publicHashtagSchema)) },
        },
      },
      async (request) =>
        ok(
          (await service.publicAll(companyContextOf(request), request.query.companyId)).map(
            presentPublicHashtag,
          ),
        ),
    );
  };
}

/** The hashtag lists shown on the search page. */
function hashtagSettingRoutes(service: HashtagService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hash-tag-setting/get-hash-tag-setting',
      {
        config: { action: 'hashtag-setting.detail' },
        schema: {
          ...common,
          summary: 'The search box’s hashtags grouped under headings',
          response: { 200: envelopeOf(hashtagSettingSchema) },
        },
      },
      async (request) => ok(await service.setting(companyContextOf(request))),
    );

    app.put(
      '/hash-tag-setting/update',
      {
        config: { action: 'hashtag-setting.update' },
        schema: {
          ...common,
          summary:
            'Sets the hashtag lists (867 a list name twice, 868 a hashtag in two lists, 740 unknown hashtag)',
          body: hashtagSettingSchema,
          response: { 200: envelopeOf(hashtagSettingSchema) },
        },
      },
      async (request) => ok(await service.updateSetting(companyContextOf(request), request.body)),
    );
  };
}

/** Hashtags (api-catalogue §7 Hashtags): company administrators' calls and the public list. */
export function hashtagRoutes(service: HashtagService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(hashtagAdminRoutes(service));
    await app.register(searchBoxHashtagRoutes(service));
    await app.register(publicHashtagRoutes(service));
    await app.register(hashtagSettingRoutes(service));
  };
}
