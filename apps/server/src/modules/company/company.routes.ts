import { publicCompanySettingsSchema } from '@hondana/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { omit } from 'zod/mini';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { sendSerializedOnce } from '../../platform/http/serialized-once.js';
import { presentPublicSettings } from './company.presenter.js';
import { namesSiteCompany, type CompanyService } from './company.service.js';
import type { CompanyRow } from './company.tables.js';

const domainQuery = z.object({ domain: z.string().trim().min(1).max(255).optional() });

const viewSettingsEnvelope = envelopeOf(publicCompanySettingsSchema);

/** Every page load asks for this: the answer is serialized once per cached company row. */
function sendViewSettings(reply: FastifyReply, company: CompanyRow) {
  return sendSerializedOnce(reply, company, viewSettingsEnvelope, () =>
    ok(presentPublicSettings(company)),
  );
}

/**
 * Every page load asks for the view settings, so the common case is answered as soon as the
 * platform's hooks (rate limit, tenancy) have run: on a company site, with no `domain` or the
 * site's own. Anything else goes on to the route, whose checks answer it.
 */
function answerViewSettingsAtOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const company = request.tenant.company as CompanyRow | null;
  const { domain } = request.query as { domain?: unknown };
  if (
    company === null ||
    (domain !== undefined && (typeof domain !== 'string' || !namesSiteCompany(company, domain)))
  ) {
    done();
    return;
  }
  void sendViewSettings(reply, company);
}

export function companyPublicRoutes(service: CompanyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/company/public/get-detail',
      {
        config: { action: 'company.public-detail' },
        schema: {
          tags: ['company'],
          summary: 'Public settings of the company served at this host',
          querystring: domainQuery,
          response: { 200: envelopeOf(omit(publicCompanySettingsSchema, { view_settings: true })) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        service.assertSameCompany(ctx, request.query.domain);
        const { view_settings: _viewSettings, ...settings } = presentPublicSettings(ctx.company);
        return ok(settings);
      },
    );

    app.get(
      '/company/public/view-settings',
      {
        config: { action: 'company.view-settings' },
        onRequest: answerViewSettingsAtOnce,
        schema: {
          tags: ['company'],
          summary: 'Public settings and layout of the company served at this host',
          querystring: domainQuery,
          response: { 200: viewSettingsEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = companyContextOf(request);
        service.assertSameCompany(ctx, request.query.domain);
        return sendViewSettings(reply, ctx.company);
      },
    );
  };
}
