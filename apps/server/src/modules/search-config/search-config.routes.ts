import {
  contentFieldSettingBodySchema,
  contentFieldSettingSchema,
  contentSearchResultSettingDetailsSchema,
  contentSearchResultSettingSchema,
  ordinalsBodySchema,
  pageTitleBodySchema,
  pageTitleSchema,
  publicSearchSettingsSchema,
  searchBoxBodySchema,
  searchBoxSchema,
  searchButtonBodySchema,
  searchButtonSchema,
  searchResultSettingDetailsSchema,
  searchResultSettingSchema,
  searchTabBodySchema,
  searchTabSchema,
  sortFieldBodySchema,
  sortFieldSchema,
  tabSettingSchema,
  type PublicSearchSettings,
  idParamSchema,
} from '@hondana/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, pageQueryOf, pagedOf, toPage } from '../../platform/http/envelope.js';
import { companyContextOf } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import {
  presentButton,
  presentFieldSetting,
  presentSearchBox,
  presentSearchTab,
  presentSortField,
} from './search-config.presenter.js';
import type { SearchButtonKind, ContentFieldKind } from './search-config.repository.js';
import type {
  PublicSearchSettingsRows,
  SearchBoxHashtag,
  SearchConfigService,
} from './search-config.service.js';

const idParams = z.object({ id: idParamSchema });
const deletedEnvelope = envelopeOf(z.object({ id: z.number().int() }));
const pageQuery = pageQueryOf({});
const domainQuery = z.object({ domain: z.string().max(255).optional() });
const buttonEnvelope = envelopeOf(searchButtonSchema);
const tabSettingDetailsSchema = tabSettingSchema.extend({ buttons: z.array(searchButtonSchema) });

export interface SearchConfigRouteDependencies {
  service: SearchConfigService;
  companies: CompanyService;
  /** The search box's hashtags (hashtag module), for the public settings. */
  searchBoxHashtags: (companyId: number) => Promise<SearchBoxHashtag[]>;
}

function presentPublicSettings(rows: PublicSearchSettingsRows): PublicSearchSettings {
  return {
    title_page: rows.titlePage,
    search_boxes: rows.boxes.map(presentSearchBox),
    tabs: rows.tabs.map(presentSearchTab),
    tab_setting: { ...rows.settings.tabSetting, buttons: rows.tabButtons.map(presentButton) },
    search_result_setting: {
      ...rows.settings.searchResultSetting,
      params: rows.resultParams.map(presentFieldSetting),
      buttons: rows.resultButtons.map(presentButton),
    },
    content_search_result_setting: {
      ...rows.settings.contentSearchResultSetting,
      buttons: rows.contentButtons.map(presentButton),
    },
    content_detail_params: rows.detailParams.map(presentFieldSetting),
    sort_fields: rows.sorts.map(presentSortField),
    hashtags: {
      search_box: rows.hashtags.map(({ id, name, ordinal }) => ({ id, name, ordinal })),
      multiple_select: rows.settings.multipleSelectHashtag,
      setting: rows.settings.hashtagSetting,
    },
  };
}

/**
 * Company administrators' search configuration (api-catalogue §7 "Layout and search
 * administration": page title, search box, tab, tab setting, search-result setting,
 * content-detail-param, content search-result setting, sort field, their buttons) and the
 * settings the readers' search pages read.
 */
export function searchConfigRoutes({
  service,
  companies,
  searchBoxHashtags,
}: SearchConfigRouteDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    /** The four button calls of a settings record (tab bar, search results, a result's page). */
    function buttonRoutes(
      prefix: string,
      kind: SearchButtonKind,
      tag: string,
      area: 'tab-button' | 'search-result-button' | 'content-detail-button',
    ) {
      const common = { tags: [tag] };
      app.get(
        `${prefix}/detail-button/:id`,
        {
          config: { action: `${area}.detail` },
          schema: {
            ...common,
            summary: 'One button (727 when it is not this company’s)',
            params: idParams,
            response: { 200: buttonEnvelope },
          },
        },
        async (request) =>
          ok(
            presentButton(await service.button(companyContextOf(request), kind, request.params.id)),
          ),
      );
      app.post(
        `${prefix}/add-button`,
        {
          config: { action: `${area}.add` },
          schema: {
            ...common,
            summary: 'Adds a button (a link needs an internal path or an http(s) URL: 406)',
            body: searchButtonBodySchema,
            response: { 200: buttonEnvelope },
          },
        },
        async (request) =>
          ok(presentButton(await service.addButton(companyContextOf(request), kind, request.body))),
      );
      app.put(
        `${prefix}/update-button/:id`,
        {
          config: { action: `${area}.update` },
          schema: {
            ...common,
            summary: 'Changes a button',
            params: idParams,
            body: searchButtonBodySchema,
            response: { 200: buttonEnvelope },
          },
        },
        async (request) =>
          ok(
            presentButton(
              await service.updateButton(
                companyContextOf(request),
                kind,
                request.params.id,
                request.body,
              ),
            ),
          ),
      );
      app.delete(
        `${prefix}/delete-button/:id`,
        {
          config: { action: `${area}.delete` },
          schema: {
            ...common,
            summary: 'Deletes a button',
            params: idParams,
            response: { 200: deletedEnvelope },
          },
        },
        async (request) => {
          await service.deleteButton(companyContextOf(request), kind, request.params.id);
          return ok({ id: request.params.id });
        },
      );
    }

    /** A list of content fields (search-result params or content-detail params). */
    function fieldSettingRoutes(
      kind: ContentFieldKind,
      paths: {
        prefix: string;
        page: string;
        detail: string;
        update: string;
        tag: string;
        area: 'search-result-field' | 'content-detail-field';
      },
    ) {
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
    }

    // ---- page title ----

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
      async (request) => ok({ title_page: await service.pageTitle(companyContextOf(request)) }),
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
        ok({
          title_page: await service.updatePageTitle(
            companyContextOf(request),
            request.body.title_page,
          ),
        }),
    );

    // ---- search boxes ----

    const boxCommon = { tags: ['search-box'] };
    app.get(
      '/search-box/page',
      {
        config: { action: 'search-box.page' },
        schema: {
          ...boxCommon,
          summary: 'A page of the company’s search boxes in order',
          querystring: pageQuery,
          response: { 200: envelopeOf(pagedOf(searchBoxSchema)) },
        },
      },
      async (request) => {
        const { page, size } = request.query;
        const { rows, total } = await service.boxPage(companyContextOf(request), page, size);
        return ok(toPage(rows.map(presentSearchBox), total, page, size));
      },
    );
    app.get(
      '/search-box/list',
      {
        config: { action: 'search-box.list' },
        schema: {
          ...boxCommon,
          summary: 'Every search box of the company in order',
          response: { 200: envelopeOf(z.array(searchBoxSchema)) },
        },
      },
      async (request) => ok((await service.boxes(companyContextOf(request))).map(presentSearchBox)),
    );
    app.get(
      '/search-box/detail/:id',
      {
        config: { action: 'search-box.detail' },
        schema: {
          ...boxCommon,
          summary: 'One search box (706 when it is not this company’s)',
          params: idParams,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(presentSearchBox(await service.box(companyContextOf(request), request.params.id))),
    );
    app.post(
      '/search-box/add',
      {
        config: { action: 'search-box.add' },
        schema: {
          ...boxCommon,
          summary:
            'Adds a search box (419 unknown field, 418 choice values missing or repeated, 782 a second full-text box)',
          body: searchBoxBodySchema,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(presentSearchBox(await service.addBox(companyContextOf(request), request.body))),
    );
    app.put(
      '/search-box/update/:id',
      {
        config: { action: 'search-box.update' },
        schema: {
          ...boxCommon,
          summary: 'Changes a search box (same rules as add)',
          params: idParams,
          body: searchBoxBodySchema,
          response: { 200: envelopeOf(searchBoxSchema) },
        },
      },
      async (request) =>
        ok(
          presentSearchBox(
            await service.updateBox(companyContextOf(request), request.params.id, request.body),
          ),
        ),
    );
    app.delete(
      '/search-box/delete/:id',
      {
        config: { action: 'search-box.delete' },
        schema: {
          ...boxCommon,
          summary: 'Deletes a search box',
          params: idParams,
          response: { 200: deletedEnvelope },
        },
      },
      async (request) => {
        await service.deleteBox(companyContextOf(request), request.params.id);
        return ok({ id: request.params.id });
      },
    );

    // ---- tabs ----

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

    // ---- tab setting ----

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
        const { setting, buttons } = await service.tabSetting(companyContextOf(request));
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
        const { setting, buttons } = await service.updateTabSetting(
          companyContextOf(request),
          request.body,
        );
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
    buttonRoutes('/tab-setting', 'tab', 'tab-setting', 'tab-button');

    // ---- search-result setting ----

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
        const { setting, params, buttons } = await service.searchResultSetting(
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
        const { setting, params, buttons } = await service.updateSearchResultSetting(
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
    fieldSettingRoutes('search_result', {
      prefix: '/search-result-setting',
      page: 'page-content-param',
      detail: 'detail-content-param',
      update: 'update-content-search-result',
      tag: 'search-result-setting',
      area: 'search-result-field',
    });
    buttonRoutes(
      '/search-result-setting',
      'search_result',
      'search-result-setting',
      'search-result-button',
    );

    // ---- content-detail params ----

    fieldSettingRoutes('detail', {
      prefix: '/content-detail-param',
      page: 'page-detail-param',
      detail: 'detail',
      update: 'update',
      tag: 'content-detail-param',
      area: 'content-detail-field',
    });

    // ---- content search-result setting ----

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
        const { setting, buttons } = await service.contentSearchResultSetting(
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
        const { setting, buttons } = await service.updateContentSearchResultSetting(
          companyContextOf(request),
          request.body,
        );
        return ok({ ...setting, buttons: buttons.map(presentButton) });
      },
    );
    buttonRoutes(
      '/content-search-result-setting',
      'content_search_result',
      'content-search-result-setting',
      'content-detail-button',
    );

    // ---- sort fields ----

    const sortCommon = { tags: ['sort-field'] };
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

    // ---- what the readers' pages read ----

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
        return ok(presentPublicSettings(await service.publicSettings(ctx, searchBoxHashtags)));
      },
    );
  };
}
