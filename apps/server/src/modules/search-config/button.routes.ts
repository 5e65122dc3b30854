import { searchButtonBodySchema, searchButtonSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pageQueryOf, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentButton } from './search-config.presenter.js';
import type { SearchButtonRow } from './search-button.repository.js';
import type { SearchButtonService } from './search-button.service.js';
import { deletedEnvelope, idParams } from './search-config.schemas.js';

/** Where a button shows: the tab bar, each search result, a search result's page. */
const buttonKindSchema = z.enum(['tab', 'search_result', 'content_search_result']);
const companyButtonSchema = searchButtonSchema.extend({ kind: buttonKindSchema });
const kindQuery = z.object({ kind: buttonKindSchema.optional() });
const common = { tags: ['button'] };

const present = (row: SearchButtonRow) => ({ ...presentButton(row), kind: row.kind });

/**
 * The catalogue's `/button` calls: every button of the company in one list, whatever bar it
 * belongs to. The same rows as the tab setting's and the result settings' button calls.
 */
export function buttonRoutes(service: SearchButtonService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/button/list',
      {
        config: { action: 'button.list' },
        schema: {
          ...common,
          summary: 'The company’s buttons (of one kind when asked), in order',
          querystring: kindQuery,
          response: { 200: envelopeOf(z.array(companyButtonSchema)) },
        },
      },
      async (request) =>
        ok((await service.allButtons(companyContextOf(request), request.query.kind)).map(present)),
    );
    app.get(
      '/button/page',
      {
        config: { action: 'button.page' },
        schema: {
          ...common,
          summary: 'A page of the company’s buttons',
          querystring: pageQueryOf({ kind: buttonKindSchema.optional() }),
          response: { 200: envelopeOf(pagedOf(companyButtonSchema)) },
        },
      },
      async (request) => {
        const { page, size, kind } = request.query;
        const rows = await service.allButtons(companyContextOf(request), kind);
        const shown = rows.slice((page - 1) * size, page * size);
        return ok(toPage(shown.map(present), rows.length, page, size));
      },
    );
    app.post(
      '/button/add',
      {
        config: { action: 'button.add' },
        schema: {
          ...common,
          summary: 'Adds a button to a bar (a link needs an internal path or an http(s) URL: 406)',
          body: searchButtonBodySchema.extend({ kind: buttonKindSchema }),
          response: { 200: envelopeOf(companyButtonSchema) },
        },
      },
      async (request) => {
        const { kind, ...body } = request.body;
        return ok(present(await service.addButton(companyContextOf(request), kind, body)));
      },
    );
    app.get(
      '/button/detail/:id',
      {
        config: { action: 'button.detail' },
        schema: {
          ...common,
          summary: 'One button (727 when it is not this company’s)',
          params: idParams,
          response: { 200: envelopeOf(companyButtonSchema) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        const kind = await service.buttonKindOf(ctx, request.params.id);
        return ok(present(await service.button(ctx, kind, request.params.id)));
      },
    );
    app.put(
      '/button/update/:id',
      {
        config: { action: 'button.update' },
        schema: {
          ...common,
          summary: 'Changes a button (its bar stays)',
          params: idParams,
          body: searchButtonBodySchema,
          response: { 200: envelopeOf(companyButtonSchema) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        const kind = await service.buttonKindOf(ctx, request.params.id);
        return ok(present(await service.updateButton(ctx, kind, request.params.id, request.body)));
      },
    );
    app.delete(
      '/button/delete/:id',
      {
        config: { action: 'button.delete' },
        schema: {
          ...common,
          summary: 'Deletes a button',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        const kind = await service.buttonKindOf(ctx, request.params.id);
        await service.deleteButton(ctx, kind, request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
