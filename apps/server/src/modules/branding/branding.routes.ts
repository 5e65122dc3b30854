import {
  bannerBodySchema,
  bannerSettingSchema,
  bodySettingSchema,
  customLoginBodySchema,
  customLoginSettingSchema,
  footerBodySchema,
  footerLinkBodySchema,
  footerLinkSchema,
  footerSettingSchema,
  headerSettingSchema,
  inputSettingSchema,
  layoutSettingSchema,
  limits,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { parseInput } from '../../platform/http/parse-input.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { readSmallUploadWithFields } from '../../platform/http/upload.js';
import type { CompanyService } from '../company/company.service.js';
import { DEFAULT_LAYOUT, type BrandingService } from './branding.service.js';

const idParams = z.object({ id: idParamSchema });
const domainBody = z.object({ domain: z.string().trim().max(255).optional() }).nullish();
const BANNER_MAX_MEGABYTES = limits.logoMaxBytes / (1024 * 1024);

export interface BrandingRouteDependencies {
  service: BrandingService;
  companies: CompanyService;
}

/** Header, body, input: one record each, read and replaced whole. */
function brandingPartRoutes({ service }: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const parts = [
      { path: 'header', schema: headerSettingSchema, update: service.updateHeader },
      { path: 'body', schema: bodySettingSchema, update: service.updateBody },
      { path: 'input', schema: inputSettingSchema, update: service.updateInput },
    ] as const;
    for (const part of parts) {
      const key = part.path;
      app.get(
        `/${key}/detail`,
        {
          config: { action: `${key}.detail` },
          schema: {
            tags: ['branding'],
            summary: `The ${key} setting`,
            response: { 200: envelopeOf(part.schema) },
          },
        },
        async (request) => ok(service.settings(companyContextOf(request))[key]),
      );
      app.put(
        `/${key}/update`,
        {
          config: { action: `${key}.update` },
          schema: {
            tags: ['branding'],
            summary: `Replaces the ${key} setting (colours #rrggbb or null for the default)`,
            body: part.schema,
            response: { 200: envelopeOf(part.schema) },
          },
        },
        async (request) => ok(await part.update(companyContextOf(request), request.body as never)),
      );
    }
  };
}

/** The footer and its links. */
function footerRoutes({ service }: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/footer/detail',
      {
        config: { action: 'footer.detail' },
        schema: {
          tags: ['branding'],
          summary: 'The footer: colours, font size, copyright and links',
          response: { 200: envelopeOf(footerSettingSchema) },
        },
      },
      async (request) => ok(service.settings(companyContextOf(request)).footer),
    );
    app.put(
      '/footer/update',
      {
        config: { action: 'footer.update' },
        schema: {
          tags: ['branding'],
          summary: 'Changes the footer (its links stay; copyright over 255 characters: 723)',
          body: footerBodySchema,
          response: { 200: envelopeOf(footerSettingSchema) },
        },
      },
      async (request) => ok(await service.updateFooter(companyContextOf(request), request.body)),
    );
    app.get(
      '/footer/detail/:id',
      {
        config: { action: 'footer-link.detail' },
        schema: {
          tags: ['branding'],
          summary: 'One footer link (724 when there is none)',
          params: idParams,
          response: { 200: envelopeOf(footerLinkSchema) },
        },
      },
      async (request) => ok(service.footerLink(companyContextOf(request), request.params.id)),
    );
    app.post(
      '/footer/add',
      {
        config: { action: 'footer-link.add' },
        schema: {
          tags: ['branding'],
          summary:
            'Adds a footer link (internal: starts with /; external: http(s); 725 the same address in that row; 726 too long)',
          body: footerLinkBodySchema,
          response: { 200: envelopeOf(footerLinkSchema) },
        },
      },
      async (request) => ok(await service.addFooterLink(companyContextOf(request), request.body)),
    );
    app.put(
      '/footer/update/:id',
      {
        config: { action: 'footer-link.update' },
        schema: {
          tags: ['branding'],
          summary: 'Changes a footer link',
          params: idParams,
          body: footerLinkBodySchema,
          response: { 200: envelopeOf(footerLinkSchema) },
        },
      },
      async (request) =>
        ok(
          await service.updateFooterLink(
            companyContextOf(request),
            request.params.id,
            request.body,
          ),
        ),
    );
    app.delete(
      '/footer/delete/:id',
      {
        config: { action: 'footer-link.delete' },
        schema: {
          tags: ['branding'],
          summary: 'Deletes a footer link',
          params: idParams,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
      },
      async (request) => {
        await service.deleteFooterLink(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

/** The layout setting. */
function layoutRoutes({ service }: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/layout-setting/detail',
      {
        config: { action: 'layout-setting.detail' },
        schema: {
          tags: ['branding'],
          summary: 'The page layout readers get: search 1, home 2, none 3',
          response: { 200: envelopeOf(layoutSettingSchema) },
        },
      },
      async (request) => ok(service.layoutSetting(companyContextOf(request))),
    );
    app.put(
      '/layout-setting/update',
      {
        config: { action: 'layout-setting.update' },
        schema: {
          tags: ['branding'],
          summary: 'Changes the page layout',
          body: layoutSettingSchema,
          response: { 200: envelopeOf(layoutSettingSchema) },
        },
      },
      async (request) =>
        ok(await service.updateLayoutSetting(companyContextOf(request), request.body.view_page)),
    );
    app.put(
      '/layout-setting/reset-layout-setting',
      {
        config: { action: 'layout-setting.reset' },
        schema: {
          tags: ['branding'],
          summary: 'Back to the home layout',
          response: { 200: envelopeOf(layoutSettingSchema) },
        },
      },
      async (request) =>
        ok(await service.updateLayoutSetting(companyContextOf(request), DEFAULT_LAYOUT)),
    );
  };
}

/** The banner. */
function bannerRoutes({ service }: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/banner',
      {
        config: { action: 'banner.detail' },
        schema: {
          tags: ['branding'],
          summary: 'The banner',
          response: { 200: envelopeOf(bannerSettingSchema) },
        },
      },
      async (request) => ok(service.settings(companyContextOf(request)).banner),
    );
    app.put(
      '/banner',
      {
        config: { action: 'banner.update' },
        schema: {
          tags: ['branding'],
          summary: `Changes the banner: multipart with a content-data JSON part and, for a new image, a file part (PNG, JPEG, GIF or WebP, at most ${BANNER_MAX_MEGABYTES} MB)`,
          response: { 200: envelopeOf(bannerSettingSchema) },
        },
      },
      async (request) => {
        const { file, fields } = await readSmallUploadWithFields(request, {
          maxBytes: limits.logoMaxBytes,
          howTo: `Send multipart/form-data with a content-data JSON part and optionally one image of at most ${BANNER_MAX_MEGABYTES} MB.`,
        });
        let data: unknown;
        try {
          data = JSON.parse(fields['content-data'] ?? 'null');
        } catch {
          data = undefined;
        }
        const banner = parseInput(bannerBodySchema, data);
        return ok(await service.updateBanner(companyContextOf(request), banner, file));
      },
    );
    app.put(
      '/banner/reset-banner',
      {
        config: { action: 'banner.reset' },
        schema: {
          tags: ['branding'],
          summary: 'Back to no banner (its image is deleted)',
          response: { 200: envelopeOf(bannerSettingSchema) },
        },
      },
      async (request) => ok(await service.resetBanner(companyContextOf(request))),
    );
  };
}

/** The custom login page. */
function customLoginRoutes({
  service,
  companies,
}: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/custom-login/detail',
      {
        config: { action: 'custom-login.detail' },
        schema: {
          tags: ['branding'],
          summary: 'The sign-in page: background, texts, field titles',
          response: { 200: envelopeOf(customLoginSettingSchema) },
        },
      },
      async (request) => ok(service.customLogin(companyContextOf(request))),
    );
    app.put(
      '/custom-login/update',
      {
        config: { action: 'custom-login.update' },
        schema: {
          tags: ['branding'],
          summary: 'Changes the sign-in page (texts at most 255 characters: 406)',
          body: customLoginBodySchema,
          response: { 200: envelopeOf(customLoginSettingSchema) },
        },
      },
      async (request) =>
        ok(await service.updateCustomLogin(companyContextOf(request), request.body)),
    );
    app.post(
      '/custom-login/public',
      {
        config: { action: 'custom-login.public' },
        schema: {
          tags: ['branding'],
          summary: 'The sign-in page settings of the company served at this host (any visitor)',
          body: domainBody,
          response: { 200: envelopeOf(customLoginSettingSchema) },
        },
      },
      async (request) => {
        const ctx = companyContextOf(request);
        companies.assertSameCompany(ctx, request.body?.domain);
        return ok(service.customLogin(ctx));
      },
    );
  };
}

/** The company administrator's branding calls (api-catalogue.md §7) and the public login page. */
export function brandingRoutes(deps: BrandingRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(brandingPartRoutes(deps));
    await app.register(footerRoutes(deps));
    await app.register(layoutRoutes(deps));
    await app.register(bannerRoutes(deps));
    await app.register(customLoginRoutes(deps));
  };
}
