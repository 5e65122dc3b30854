import {
  contentFieldSettingBodySchema,
  contentFieldSettingSchema,
  ordinalsBodySchema,
  searchResultSettingDetailsSchema,
  searchResultSettingSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { ContentFieldKind } from './field-setting.repository.js';
import type { FieldSettingService } from './field-setting.service.js';
import { presentButton, presentFieldSetting } from './search-config.presenter.js';
import { deletedEnvelope, idParams, pageQuery } from './search-config.schemas.js';
import type { SearchSettingsService } from './search-settings.service.js';

/** Where a list of content fields lives: its paths, OpenAPI tag and permission area. */
export interface FieldSettingPaths {
  prefix: string;
  page: string;
  detail: string;
  update: string;
  tag: string;
  area: 'search-result-field' | 'content-detail-field';
}

/** The search-result setting: layout, cover and page size, answered with its fields and buttons. */
export function searchResultSettingRoutes(settings: SearchSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const resultCommon = { tags: ['search-result-setting'] };
    app.get(
      '/search-result-setting/details',
      {
        config: { action: 'search-result-setting.detail' },
        schema: {
          ...resultCommon,
          summary: 'How search results are laid out, with their fields and buttons',
          response: { 200: envelopeOf(searchResultSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, params, buttons } = await settings.searchResultSetting(
          companyContextOf(request),
        );
        return ok({
          ...setting,
          params: params.map(presentFieldSetting),
          buttons: buttons.map(presentButton),
        });
      },
    );
    app.put(
      '/search-result-setting/update-search-result',
      {
        config: { action: 'search-result-setting.update' },
        schema: {
          ...resultCommon,
          summary: 'Changes the layout, cover and page size of search results',
          body: searchResultSettingSchema,
          response: { 200: envelopeOf(searchResultSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, params, buttons } = await settings.updateSearchResultSetting(
          companyContextOf(request),
          request.body,
        );
        return ok({
          ...setting,
          params: params.map(presentFieldSetting),
          buttons: buttons.map(presentButton),
        });
      },
    );
  };
}

/**
 * A list of content fields (search-result params or content-detail params): the reading calls,
 * then the changing ones.
 */
export function fieldSettingRoutes(
  service: FieldSettingService,
  kind: ContentFieldKind,
  paths: FieldSettingPaths,
): FastifyPluginAsyncZod[] {
  return [
    fieldSettingReadRoutes(service, kind, paths),
    fieldSettingWriteRoutes(service, kind, paths),
  ];
}

function fieldSettingReadRoutes(
  service: FieldSettingService,
  kind: ContentFieldKind,
  paths: FieldSettingPaths,
): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { tags: [paths.tag] };
    const envelope = envelopeOf(contentFieldSettingSchema);
    app.get(
      `${paths.prefix}/${paths.page}`,
      {
        config: { action: `${paths.area}.page` },
        schema: {
          ...common,
          summary: 'The fields in order (the defaults, id 0, until the company adds one)',
          querystring: pageQuery,
          response: { 200: envelopeOf(pagedOf(contentFieldSettingSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await service.fieldSettingPage(
          companyContextOf(request),
          kind,
          page,
          size,
        );
        return ok(toPage(rows.map(presentFieldSetting), total, page, size));
      },
    );
    app.get(
      `${paths.prefix}/${paths.detail}/:id`,
      {
        config: { action: `${paths.area}.detail` },
        schema: {
          ...common,
          summary: 'One field setting',
          params: idParams,
          response: { 200: envelope },
        },
      },
      async (request) =>
        ok(
          presentFieldSetting(
            await service.fieldSetting(companyContextOf(request), kind, request.params.id),
          ),
        ),
    );
  };
}

function fieldSettingWriteRoutes(
  service: FieldSettingService,
  kind: ContentFieldKind,
  paths: FieldSettingPaths,
): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { tags: [paths.tag] };
    const envelope = envelopeOf(contentFieldSettingSchema);
    app.post(
      `${paths.prefix}/add`,
      {
        config: { action: `${paths.area}.add` },
        schema: {
          ...common,
          summary: 'Adds a field (the defaults are stored first when none were set)',
          body: contentFieldSettingBodySchema,
          response: { 200: envelope },
        },
      },
      async (request) =>
        ok(
          presentFieldSetting(
            await service.addFieldSetting(companyContextOf(request), kind, request.body),
          ),
        ),
    );
    app.put(
      `${paths.prefix}/${paths.update}/:id`,
      {
        config: { action: `${paths.area}.update` },
        schema: {
          ...common,
          summary: 'Changes a field setting',
          params: idParams,
          body: contentFieldSettingBodySchema,
          response: { 200: envelope },
        },
      },
      async (request) =>
        ok(
          presentFieldSetting(
            await service.updateFieldSetting(
              companyContextOf(request),
              kind,
              request.params.id,
              request.body,
            ),
          ),
        ),
    );
    app.put(
      `${paths.prefix}/update`,
      {
        config: { action: `${paths.area}.reorder` },
        schema: {
          ...common,
          summary: 'New order of the fields (ids with ordinals)',
          body: ordinalsBodySchema,
          response: { 200: envelopeOf(z.array(contentFieldSettingSchema)) },
        },
      },
      async (request) =>
        ok(
          (await service.orderFieldSettings(companyContextOf(request), kind, request.body)).map(
            presentFieldSetting,
          ),
        ),
    );
    app.delete(
      `${paths.prefix}/delete/:id`,
      {
        config: { action: `${paths.area}.delete` },
        schema: {
          ...common,
          summary: 'Deletes a field setting',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteFieldSetting(companyContextOf(request), kind, request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}
