import {
  ordinalsBodySchema,
  searchButtonSchema,
  searchTabBodySchema,
  searchTabSchema,
  tabSettingSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import { presentButton, presentSearchTab } from './search-config.presenter.js';
import { deletedEnvelope, idParams } from './search-config.schemas.js';
import type { SearchSettingsService } from './search-settings.service.js';
import type { SearchTabService } from './search-tab.service.js';

const tabSettingDetailsSchema = tabSettingSchema.extend({ buttons: z.array(searchButtonSchema) });

/** The company's tabs: preset searches (api-catalogue §7, tab). */
export function searchTabRoutes(service: SearchTabService): FastifyPluginAsyncZod {
  return async (app) => {
    const tabCommon = { tags: ['tab'] };
    app.get(
      '/tab/list',
      {
        config: { action: 'tab.list' },
        schema: {
          ...tabCommon,
          summary: 'The company’s tabs in order',
          response: { 200: envelopeOf(z.array(searchTabSchema)) },
        },
      },
      async (request) => ok((await service.tabs(companyContextOf(request))).map(presentSearchTab)),
    );
    app.get(
      '/tab/detail/:id',
      {
        config: { action: 'tab.detail' },
        schema: {
          ...tabCommon,
          summary: 'One tab (709 when it is not this company’s)',
          params: idParams,
          response: { 200: envelopeOf(searchTabSchema) },
        },
      },
      async (request) =>
        ok(presentSearchTab(await service.tab(companyContextOf(request), request.params.id))),
    );
    app.post(
      '/tab/add',
      {
        config: { action: 'tab.add' },
        schema: {
          ...tabCommon,
          summary:
            'Adds a tab: a preset search (715 unknown group, 706 unknown box, 419 unknown field, 418 value not a choice, 779 too many tabs)',
          body: searchTabBodySchema,
          response: { 200: envelopeOf(searchTabSchema) },
        },
      },
      async (request) =>
        ok(presentSearchTab(await service.addTab(companyContextOf(request), request.body))),
    );
    app.put(
      '/tab/update/:id',
      {
        config: { action: 'tab.update' },
        schema: {
          ...tabCommon,
          summary: 'Changes a tab (same rules as add)',
          params: idParams,
          body: searchTabBodySchema,
          response: { 200: envelopeOf(searchTabSchema) },
        },
      },
      async (request) =>
        ok(
          presentSearchTab(
            await service.updateTab(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );
    app.put(
      '/tab/update',
      {
        config: { action: 'tab.reorder' },
        schema: {
          ...tabCommon,
          summary: 'New order of the tabs (ids with ordinals)',
          body: ordinalsBodySchema,
          response: { 200: envelopeOf(z.array(searchTabSchema)) },
        },
      },
      async (request) =>
        ok(
          (await service.orderTabs(companyContextOf(request), request.body)).map(presentSearchTab),
        ),
    );
    app.delete(
      '/tab/delete/:id',
      {
        config: { action: 'tab.delete' },
        schema: {
          ...tabCommon,
          summary: 'Deletes a tab',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteTab(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );
  };
}

/** The tab bar: whether tabs show, the "all" tab's label and colours (its buttons: search-button). */
export function tabSettingRoutes(settings: SearchSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tab-setting/detail',
      {
        config: { action: 'tab-setting.detail' },
        schema: {
          tags: ['tab-setting'],
          summary: 'Whether tabs show, the "all" tab’s label, and the tab bar’s buttons',
          response: { 200: envelopeOf(tabSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, buttons } = await settings.tabSetting(companyContextOf(request));
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
    app.put(
      '/tab-setting/update',
      {
        config: { action: 'tab-setting.update' },
        schema: {
          tags: ['tab-setting'],
          summary: 'Changes the tab setting',
          body: tabSettingSchema,
          response: { 200: envelopeOf(tabSettingDetailsSchema) },
        },
      },
      async (request) => {
        const { setting, buttons } = await settings.updateTabSetting(
          companyContextOf(request),
          request.body,
        );
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
  };
}
