import { publicCompanySettingsSchema } from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { requireCompany } from '../../platform/http/tenancy.js';
import { presentPublicSettings } from './company.presenter.js';
import type { CompanyService } from './company.service.js';

const domainQuery = z.object({ domain: z.string().trim().min(1).max(255).optional() });

export function companyPublicRoutes(service: CompanyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/company/public/get-detail',
      {
        schema: {
          tags: ['company'],
          summary: 'Public settings of the company served at this host',
          querystring: domainQuery,
          response: { 200: envelopeOf(publicCompanySettingsSchema.omit({ view_settings: true })) },
        },
      },
      async (request) => {
        const company = requireCompany(request);
        service.assertSameCompany(company, request.query.domain);
        const { view_settings: _viewSettings, ...settings } = presentPublicSettings(company);
        return ok(settings);
      },
    );

    app.get(
      '/company/public/view-settings',
      {
        schema: {
          tags: ['company'],
          summary: 'Public settings and layout of the company served at this host',
          querystring: domainQuery,
          response: { 200: envelopeOf(publicCompanySettingsSchema) },
        },
      },
      async (request) => {
        const company = requireCompany(request);
        service.assertSameCompany(company, request.query.domain);
        return ok(presentPublicSettings(company));
      },
    );
  };
}
