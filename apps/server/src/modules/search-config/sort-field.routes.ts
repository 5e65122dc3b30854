import { ordinalsBodySchema, sortFieldBodySchema, sortFieldSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import { presentSortField } from './search-config.presenter.js';
import { deletedEnvelope, domainQuery, idParams } from './search-config.schemas.js';
import type { SortFieldService } from './sort-field.service.js';

/** The readers' list of the company's sort fields (public). */
export function publicSortFieldRoutes(
  service: SortFieldService,
  companies: CompanyService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sort-field/public',
      {
        config: { action: 'sort-field.public' },
        schema: {
          tags: ['sort-field'],
          summary: 'The company’s sort fields in order (the defaults, id 0, until it sets its own)',
          querystring: domainQuery,
          response: { 200: envelopeOf(z.array(sortFieldSchema)) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        companies.assertSameCompany(ctx, request.query.domain);
        return ok((await service.sortFields(ctx)).map(presentSortField));
      },
    );
  };
}

/** The company administrators' sort field calls (api-catalogue §7, sort field). */
export function sortFieldRoutes(service: SortFieldService): FastifyPluginAsyncZod {
  return async (app) => {
    const sortCommon = { tags: ['sort-field'] };
    app.post(
      '/sort-field/add',
      {
        config: { action: 'sort-field.add' },
        schema: {
          ...sortCommon,
          summary:
            'Adds a sort field (731 for a field already there; the defaults are stored first when none were set)',
          body: sortFieldBodySchema,
          response: { 200: envelopeOf(sortFieldSchema) },
        },
      },
      async (request) =>
        ok(presentSortField(await service.addSortField(companyContextOf(request), request.body))),
    );
    app.get(
      '/sort-field/detail/:id',
      {
        config: { action: 'sort-field.detail' },
        schema: {
          ...sortCommon,
          summary: 'One sort field (730 when it is not this company’s)',
          params: idParams,
          response: { 200: envelopeOf(sortFieldSchema) },
        },
      },
      async (request) =>
        ok(presentSortField(await service.sortField(companyContextOf(request), request.params.id))),
    );
    app.put(
      '/sort-field/update/:id',
      {
        config: { action: 'sort-field.update' },
        schema: {
          ...sortCommon,
          summary: 'Changes a sort field (its type follows the field)',
          params: idParams,
          body: sortFieldBodySchema,
          response: { 200: envelopeOf(sortFieldSchema) },
        },
      },
      async (request) =>
        ok(
          presentSortField(
            await service.updateSortField(
              companyContextOf(request),
              request.params.id,
              request.body,
            ),
          ),
        ),
    );
    app.put(
      '/sort-field/update',
      {
        config: { action: 'sort-field.reorder' },
        schema: {
          ...sortCommon,
          summary: 'New order of the sort fields (ids with ordinals)',
          body: ordinalsBodySchema,
          response: { 200: envelopeOf(z.array(sortFieldSchema)) },
        },
      },
      async (request) =>
        ok(
          (await service.orderSortFields(companyContextOf(request), request.body)).map(
            presentSortField,
          ),
        ),
    );
    app.delete(
      '/sort-field/delete/:id',
      {
        config: { action: 'sort-field.delete' },
        schema: {
          ...sortCommon,
          summary: 'Deletes a sort field (the first remaining one becomes the default if needed)',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteSortField(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
    app.put(
      '/sort-field/reset-sort-field',
      {
        config: { action: 'sort-field.reset' },
        schema: {
          ...sortCommon,
          summary: 'Replaces the sort fields by the defaults (newest first, then title)',
          response: { 200: envelopeOf(z.array(sortFieldSchema)) },
        },
      },
      async (request) =>
        ok((await service.resetSortFields(companyContextOf(request))).map(presentSortField)),
    );
  };
}
