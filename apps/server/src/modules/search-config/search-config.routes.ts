import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CompanyService } from '../company/company.service.js';
import { fieldSettingRoutes, searchResultSettingRoutes } from './field-setting.routes.js';
import type { FieldSettingService } from './field-setting.service.js';
import { searchBoxRoutes } from './search-box.routes.js';
import type { SearchBoxService } from './search-box.service.js';
import { barButtonRoutes } from './search-button.routes.js';
import type { SearchButtonService } from './search-button.service.js';
import {
  contentSearchResultSettingRoutes,
  pageTitleRoutes,
  publicSearchSettingsRoutes,
} from './search-settings.routes.js';
import type { SearchBoxHashtag, SearchSettingsService } from './search-settings.service.js';
import { searchTabRoutes, tabSettingRoutes } from './search-tab.routes.js';
import type { SearchTabService } from './search-tab.service.js';
import { publicSortFieldRoutes, sortFieldRoutes } from './sort-field.routes.js';
import type { SortFieldService } from './sort-field.service.js';

export interface SearchConfigRouteDependencies {
  boxes: SearchBoxService;
  tabs: SearchTabService;
  fieldSettings: FieldSettingService;
  sortFields: SortFieldService;
  buttons: SearchButtonService;
  settings: SearchSettingsService;
  companies: CompanyService;
  /** The search box's hashtags (hashtag module), for the public settings. */
  searchBoxHashtags: (companyId: number) => Promise<SearchBoxHashtag[]>;
}

/**
 * Company administrators' search configuration (api-catalogue §7 "Layout and search
 * administration": page title, search box, tab, tab setting, search-result setting,
 * content-detail-param, content search-result setting, sort field, their buttons) and the
 * settings the readers' search pages read. In the catalogue's order, which the OpenAPI
 * document keeps.
 */
export function searchConfigRoutes(deps: SearchConfigRouteDependencies): FastifyPluginAsyncZod[] {
  const { buttons, fieldSettings, settings } = deps;
  return [
    pageTitleRoutes(settings),
    searchBoxRoutes(deps.boxes),
    searchTabRoutes(deps.tabs),
    tabSettingRoutes(settings),
    barButtonRoutes(buttons, {
      prefix: '/tab-setting',
      kind: 'tab',
      tag: 'tab-setting',
      area: 'tab-button',
    }),
    searchResultSettingRoutes(settings),
    ...fieldSettingRoutes(fieldSettings, 'search_result', {
      prefix: '/search-result-setting',
      page: 'page-content-param',
      detail: 'detail-content-param',
      update: 'update-content-search-result',
      tag: 'search-result-setting',
      area: 'search-result-field',
    }),
    barButtonRoutes(buttons, {
      prefix: '/search-result-setting',
      kind: 'search_result',
      tag: 'search-result-setting',
      area: 'search-result-button',
    }),
    ...fieldSettingRoutes(fieldSettings, 'detail', {
      prefix: '/content-detail-param',
      page: 'page-detail-param',
      detail: 'detail',
      update: 'update',
      tag: 'content-detail-param',
      area: 'content-detail-field',
    }),
    contentSearchResultSettingRoutes(settings),
    barButtonRoutes(buttons, {
      prefix: '/content-search-result-setting',
      kind: 'content_search_result',
      tag: 'content-search-result-setting',
      area: 'content-detail-button',
    }),
    publicSortFieldRoutes(deps.sortFields, deps.companies),
    sortFieldRoutes(deps.sortFields),
    publicSearchSettingsRoutes(settings, deps.companies, deps.searchBoxHashtags),
  ];
}
