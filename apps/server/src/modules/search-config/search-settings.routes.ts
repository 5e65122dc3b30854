import {
  contentSearchResultSettingDetailsSchema,
  contentSearchResultSettingSchema,
  pageTitleBodySchema,
  pageTitleSchema,
  publicSearchSettingsSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentPublicSettings } from './search-config.presenter.js';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import { presentButton } from './search-config.presenter.js';
import { domainQuery } from './search-config.schemas.js';
import type { SearchBoxHashtag, SearchSettingsService } from './search-settings.service.js';

/** The title of the company's search pages. */
export function pageTitleRoutes(settings: SearchSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/page-title/detail',
      {
        config: { action: 'page-title.detail' },
        schema: {
          tags: ['page-title'],
          summary: 'The title of the company’s search pages',
          response: { 200: envelopeOf(pageTitleSchema) },
        },
      },
      async (request) => ok(await settings.pageTitle(companyContextOf(request))),
    );
    app.put(
      '/page-title/update',
      {
        config: { action: 'page-title.update' },
        schema: {
          tags: ['page-title'],
          summary: 'Sets the page title (744 beyond 255 characters; blank clears it)',
          body: pageTitleBodySchema,
          response: { 200: envelopeOf(pageTitleSchema) },
        },
      },
      async (request) =>
        ok(
          await settings.updatePageTitle(
            companyContextOf(request),
            request.body.title_page,
            request.body.title_page_en,
          ),
        ),
    );
  };
}

/** The page a search result opens: cover and view button (its buttons: search-button). */
export function contentSearchResultSettingRoutes(
  settings: SearchSettingsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    const contentResultCommon = { tags: ['content-search-result-setting'] };
    app.get(
      '/content-search-result-setting/detail',
      {
        config: { action: 'content-detail-setting.detail' },
        schema: {
          ...contentResultCommon,
          summary: 'The page a search result opens: cover, view button, buttons',
          response: { 200: envelopeOf(contentSearchResultSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, buttons } = await settings.contentSearchResultSetting(
          companyContextOf(request),
        );
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
    app.put(
      '/content-search-result-setting/update',
      {
        config: { action: 'content-detail-setting.update' },
        schema: {
          ...contentResultCommon,
          summary: 'Changes the content search-result setting',
          body: contentSearchResultSettingSchema,
          response: { 200: envelopeOf(contentSearchResultSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, buttons } = await settings.updateContentSearchResultSetting(
          companyContextOf(request),
          request.body,
        );
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
  };
}

/** Everything the readers' search pages and detail page read, in one public answer. */
export function publicSearchSettingsRoutes(
  settings: SearchSettingsService,
  companies: CompanyService,
  searchBoxHashtags: (companyId: number) => Promise<SearchBoxHashtag[]>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/search-setting/public',
      {
        config: { action: 'search-setting.public' },
        schema: {
          tags: ['search-setting'],
          summary:
            'Everything the search pages and the detail page read: title, boxes, tabs, result and detail fields, buttons, sorts, hashtags',
          querystring: domainQuery,
          response: { 200: envelopeOf(publicSearchSettingsSchema) },
        },
      },
      async (request, reply) => {
        const ctx = companyContextOf(request);
        companies.assertSameCompany(ctx, request.query.domain);
        // Every change shows on the readers' pages at once: no HTTP caching of the answer.
        void reply.header('cache-control', 'no-store');
        return ok(presentPublicSettings(await settings.publicSettings(ctx, searchBoxHashtags)));
      },
    );
  };
}
