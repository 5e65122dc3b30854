import {
  contentGroupFieldsSchema,
  contentGroupPageQuerySchema,
  contentGroupRefCodeBodySchema,
  contentGroupUpdateBodySchema,
  contentGroupWireSchema,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentGroupWithCount } from './content-group.presenter.js';
import type { ContentGroupService } from './content-group.service.js';

const idParams = z.object({ id: idParamSchema });
const groupEnvelope = envelopeOf(contentGroupWireSchema);
const groupListEnvelope = envelopeOf(z.array(contentGroupWireSchema));
const common = { tags: ['content-group'] };

/** The company’s groups: a page, all of them, one. */
function groupReadRoutes(service: ContentGroupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content-group/page',
      {
        config: { action: 'content-group.page' },
        schema: {
          ...common,
          summary: 'Content groups of the company, default groups last',
          querystring: contentGroupPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(contentGroupWireSchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key, sort_field, sort } = request.query;
        const { rows, total } = await service.page(companyContextOf(request), {
          page,
          size,
          search: search_key,
          sortField: sort_field,
          sortOrder: sort,
        });
        return ok(toPage(rows.map(presentGroupWithCount), total, page, size));
      },
    );

    app.get(
      '/content-group/all',
      {
        config: { action: 'content-group.all' },
        schema: {
          ...common,
          summary: 'Every content group of the company (for choosers), default groups last',
          response: { 200: groupListEnvelope },
        },
      },
      async (request) =>
        ok((await service.all(companyContextOf(request))).map(presentGroupWithCount)),
    );

    app.get(
      '/content-group/detail/:id',
      {
        config: { action: 'content-group.detail' },
        schema: {
          ...common,
          summary: 'One content group (715 when it is not this company’s)',
          params: idParams,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(
          presentGroupWithCount(await service.detail(companyContextOf(request), request.params.id)),
        ),
    );
  };
}

/** Adding, changing and deleting a group. */
function groupWriteRoutes(service: ContentGroupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/content-group/add',
      {
        config: { action: 'content-group.add' },
        schema: {
          ...common,
          summary: 'Creates a content group (dates yyyy-MM-dd: 865; end before start: 826)',
          body: contentGroupFieldsSchema,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(presentGroupWithCount(await service.add(companyContextOf(request), request.body))),
    );

    app.put(
      '/content-group/update/:id',
      {
        config: { action: 'content-group.update' },
        schema: {
          ...common,
          summary: 'Changes the fields given of a content group',
          params: idParams,
          body: contentGroupUpdateBodySchema,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(
          presentGroupWithCount(
            await service.update(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );

    app.delete(
      '/content-group/delete/:id',
      {
        config: { action: 'content-group.delete' },
        schema: {
          ...common,
          summary: 'Deletes a content group; default groups cannot be deleted (771)',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        const group = await service.delete(companyContextOf(request), request.params.id);
        return ok({ id: group.id });
      },
    );
  };
}

/** The groups’ reference codes, and the company’s default groups again. */
function groupOrderRoutes(service: ContentGroupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/content-group/update-ref-code',
      {
        config: { action: 'content-group.update-ref-code' },
        schema: {
          ...common,
          summary: 'Sets the reference code of a content group (844 when blank)',
          body: contentGroupRefCodeBodySchema,
          response: { 200: groupEnvelope },
        },
      },
      async (request) =>
        ok(
          presentGroupWithCount(
            await service.updateRefCode(
              companyContextOf(request),
              request.body.id,
              request.body.ref_code,
            ),
          ),
        ),
    );

    app.post(
      '/content-group/reset-content-group',
      {
        config: { action: 'content-group.reset' },
        schema: {
          ...common,
          summary:
            'Restores the default normal and favourite groups (created when missing, display settings reset)',
          response: { 200: groupListEnvelope },
        },
      },
      async (request) =>
        ok((await service.resetDefaults(companyContextOf(request))).map(presentGroupWithCount)),
    );
  };
}

/** Company administrators' content group calls; the readers' shelves are the library's routes. */
export function contentGroupRoutes(service: ContentGroupService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(groupReadRoutes(service));
    await app.register(groupWriteRoutes(service));
    await app.register(groupOrderRoutes(service));
  };
}
