import { searchBoxBodySchema, searchBoxSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { SearchBoxService } from './search-box.service.js';
import { presentSearchBox } from './search-config.presenter.js';
import { deletedEnvelope, idParams, pageQuery } from './search-config.schemas.js';

/** The company's search boxes (api-catalogue §7, search box). */
export function searchBoxRoutes(service: SearchBoxService): FastifyPluginAsyncZod {
  return async (app) => {
    const boxCommon = { tags: ['search-box'] };
    app.get(
      '/search-box/page',
      {
        config: { action: 'search-box.page' },
        schema: {
          ...boxCommon,
          summary: 'A page of the company’s search boxes in order',
          querystring: pageQuery,
          response: { 200: envelopeOf(pagedOf(searchBoxSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await service.boxPage(companyContextOf(request), page, size);
        return ok(toPage(rows.map(presentSearchBox), total, page, size));
      },
    );
    app.get(
      '/search-box/list',
      {
        config: { action: 'search-box.list' },
        schema: {
          ...boxCommon,
          summary: 'Every search box of the company in order',
          response: { 200: envelopeOf(z.array(searchBoxSchema)) },
        },
      },
      async (request) => ok((await service.boxes(companyContextOf(request))).map(presentSearchBox)),
    );
    app.get(
      '/search-box/detail/:id',
      {
        config: { action: 'search-box.detail' },
        schema: {
          ...boxCommon,
          summary: 'One search box (706 when it is not this company’s)',
          params: idParams,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(presentSearchBox(await service.box(companyContextOf(request), request.params.id))),
    );
    app.post(
      '/search-box/add',
      {
        config: { action: 'search-box.add' },
        schema: {
          ...boxCommon,
          summary:
            'Adds a search box (419 unknown field, 418 choice values missing or repeated, 782 a second full-text box)',
          body: searchBoxBodySchema,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(presentSearchBox(await service.addBox(companyContextOf(request), request.body))),
    );
    app.put(
      '/search-box/update/:id',
      {
        config: { action: 'search-box.update' },
        schema: {
          ...boxCommon,
          summary: 'Changes a search box (same rules as add)',
          params: idParams,
          body: searchBoxBodySchema,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(
          presentSearchBox(
            await service.updateBox(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );
    app.delete(
      '/search-box/delete/:id',
      {
        config: { action: 'search-box.delete' },
        schema: {
          ...boxCommon,
          summary: 'Deletes a search box',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteBox(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
