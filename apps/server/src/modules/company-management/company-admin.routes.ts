import {
  adminCompanySchema,
  companyAddBodySchema,
  companyDeletedSchema,
  companyDetailSchema,
  companySummarySchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentDetail } from './company-admin.presenter.js';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { actorContextOf } from '../../platform/http/request-context.js';
import {
  companyIdParamsSchema,
  companyPageQuerySchema,
  companyUpdateBodySchema,
} from './company-admin.schemas.js';
import type { CompanyAdminService } from './company-admin.service.js';
import { presentAdminCompany, presentCompanySummary } from '../company/company.presenter.js';

export function companyAdminRoutes(service: CompanyAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/company/page',
      {
        config: { action: 'company.page' },
        schema: {
          tags: ['company'],
          summary: 'Companies, searched by name, domain or e-mail (system administrators)',
          querystring: companyPageQuerySchema,
          response: { 200: envelopeOf(pagedOf(companySummarySchema)) },
        },
      },
      async (request) => {
        const { page, size, search_key, sort_field, sort } = request.query;
        const { rows, total } = await service.listPage(actorContextOf(request), {
          page,
          size,
          search: search_key,
          sortField: sort_field,
          sortOrder: sort,
        });
        return ok(toPage(rows.map(presentCompanySummary), total, page, size));
      },
    );

    app.get(
      '/company/detail/:id',
      {
        config: { action: 'company.detail' },
        schema: {
          tags: ['company'],
          summary: 'Every setting of a company and its first company administrator',
          params: companyIdParamsSchema,
          response: { 200: envelopeOf(companyDetailSchema) },
        },
      },
      async (request) =>
        ok(presentDetail(await service.getDetail(actorContextOf(request), request.params.id))),
    );

    app.post(
      '/company/add',
      {
        config: { action: 'company.add' },
        schema: {
          tags: ['company'],
          summary: 'Creates a company and its first company administrator',
          body: companyAddBodySchema,
          response: { 200: envelopeOf(companyDetailSchema) },
        },
      },
      async (request) =>
        ok(presentDetail(await service.addCompany(actorContextOf(request), request.body))),
    );

    app.put(
      '/company/update/:id',
      {
        config: { action: 'company.update' },
        schema: {
          tags: ['company'],
          summary: 'Changes some settings of a company',
          params: companyIdParamsSchema,
          body: companyUpdateBodySchema,
          response: { 200: envelopeOf(adminCompanySchema) },
        },
      },
      async (request) =>
        ok(
          presentAdminCompany(
            await service.updateCompany(actorContextOf(request), request.params.id, request.body),
          ),
        ),
    );

    app.delete(
      '/company/delete/:id',
      {
        config: { action: 'company.delete' },
        schema: {
          tags: ['company'],
          summary: 'Deletes a company with its users, groups, contents and files',
          params: companyIdParamsSchema,
          response: { 200: envelopeOf(companyDeletedSchema) },
        },
      },
      async (request) => {
        const { company, filesRemoved, storageError } = await service.deleteCompany(
          actorContextOf(request),
          request.params.id,
        );
        if (!filesRemoved) {
          request.log.error(
            { err: storageError, companyId: company.id },
            'company deleted but its stored files could not all be removed',
          );
        }
        return ok({ id: company.id, domain: company.domain, files_removed: filesRemoved });
      },
    );
  };
}
