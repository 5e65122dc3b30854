import {
  englishVariantValue,
  ErrorCode,
  type ContentSearchResultSetting,
  type SearchResultSetting,
  type TabSetting,
} from '@hondana/contract';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import type { FieldSettingService } from './field-setting.service.js';
import { createSearchBoxRepository } from './search-box.repository.js';
import { createSearchButtonRepository } from './search-button.repository.js';
import { createSearchConfigReader } from './search-config.reader.js';
import {
  createSearchSettingsRepository,
  type SearchSettingsRepository,
} from './search-settings.repository.js';
import { createSearchTabRepository } from './search-tab.repository.js';

/** `page-title/detail`: the title and its English variant. */
interface PageTitles {
  title_page: string | null;
  title_page_en: string | null;
}

/** Page title longer than this answers 744. */
export const PAGE_TITLE_MAX = 255;

/** How search results are laid out until the company sets its own. */
export const defaultSearchResultSetting: SearchResultSetting = {
  layout: 'list',
  show_cover: true,
  page_size: 10,
};

export const defaultContentSearchResultSetting: ContentSearchResultSetting = {
  show_cover: true,
  view_button_label: null,
  view_button_position: 'left',
  view_button_color: null,
  view_button_text_color: null,
};

export const defaultTabSetting: Required<TabSetting> = {
  show_tabs: true,
  all_tab_label: null,
  all_tab_label_en: null,
  tab_background_color: null,
  tab_text_color: null,
  active_tab_background_color: null,
  active_tab_text_color: null,
};

/** Hashtag facts the public settings carry; the hashtag module answers them (app.ts wires it). */
export interface SearchBoxHashtag {
  id: number;
  name: string;
  nameEn: string | null;
  ordinal: number;
}

export interface SearchSettingsDependencies {
  db: Database;
  companies: CompanyService;
  fieldSettings: Pick<FieldSettingService, 'fieldSettingsOrDefaults'>;
}

/** The company's settings record, with the defaults for what it has not set. */
async function settingsOf(repository: SearchSettingsRepository, companyId: number) {
  const row = await repository.settings(companyId);
  return {
    tabSetting: { ...defaultTabSetting, ...row?.tabSetting },
    searchResultSetting: row?.searchResultSetting ?? defaultSearchResultSetting,
    contentSearchResultSetting:
      row?.contentSearchResultSetting ?? defaultContentSearchResultSetting,
    hashtagSetting: row?.hashtagSetting ?? { title: null, lists: [] },
    multipleSelectHashtag: row?.multipleSelectHashtag ?? false,
  };
}

/** The page title: a column of the company, so the company service reads and writes it. */
function pageTitleCalls(companies: CompanyService) {
  return {
    async pageTitle(ctx: CompanyContext): Promise<PageTitles> {
      const company = await companies.findById(ctx.company.id);
      return {
        title_page: company?.titlePage ?? null,
        title_page_en: company?.titlePageEn ?? null,
      };
    },

    /**
     * 744 beyond 255 characters (either language); blank clears a title, an absent English one
     * stays. The host cache forgets the company at once.
     */
    async updatePageTitle(
      ctx: CompanyContext,
      title: string | null,
      titleEn: string | null | undefined,
    ): Promise<PageTitles> {
      const value = title?.trim() ? title.trim() : null;
      const valueEn = englishVariantValue(titleEn);
      for (const text of [value, valueEn]) {
        if (text && [...text].length > PAGE_TITLE_MAX)
          throw new AppError(ErrorCode.PageTitleTooLong);
      }
      const company = await companies.update(ctx, ctx.company.id, {
        titlePage: value,
        ...(valueEn === undefined ? {} : { titlePageEn: valueEn }),
      });
      if (!company) throw new AppError(ErrorCode.CompanyNotFound);
      await companies.evictCompany(company.domain);
      return { title_page: company.titlePage, title_page_en: company.titlePageEn };
    },
  };
}

/** The hashtag parts of the settings record (the hashtag module reads and writes them). */
function hashtagSettingCalls(repository: SearchSettingsRepository) {
  return {
    async hashtagSettings(companyId: number) {
      const settings = await settingsOf(repository, companyId);
      return {
        setting: settings.hashtagSetting,
        multipleSelect: settings.multipleSelectHashtag,
      };
    },

    async saveHashtagSettings(
      companyId: number,
      values: {
        setting?: { title: string | null; lists: { name: string; hash_tag_ids: number[] }[] };
        multipleSelect?: boolean;
      },
    ): Promise<void> {
      await repository.saveSettings(companyId, {
        ...(values.setting === undefined ? {} : { hashtagSetting: values.setting }),
        ...(values.multipleSelect === undefined
          ? {}
          : { multipleSelectHashtag: values.multipleSelect }),
      });
    },
  };
}

/**
 * Everything the search pages and the detail page read (`GET search-setting/public`);
 * `searchBoxHashtags` are the hashtags the search box offers (the hashtag module's).
 */
function publicSettingsCall({ db, companies, fieldSettings }: SearchSettingsDependencies) {
  const repository = createSearchSettingsRepository(db);
  const buttons = createSearchButtonRepository(db);
  const boxRepository = createSearchBoxRepository(db);
  const tabRepository = createSearchTabRepository(db);
  const reader = createSearchConfigReader(db);

  return async function publicSettings(
    ctx: CompanyContext,
    searchBoxHashtags: (companyId: number) => Promise<SearchBoxHashtag[]>,
  ) {
    const companyId = ctx.company.id;
    const [
      company,
      boxes,
      tabs,
      settings,
      tabButtons,
      resultParams,
      resultButtons,
      contentButtons,
      detailParams,
      sorts,
      hashtags,
    ] = await Promise.all([
      companies.findById(companyId),
      boxRepository.boxes(companyId),
      tabRepository.tabs(companyId),
      settingsOf(repository, companyId),
      buttons.buttons(companyId, 'tab'),
      fieldSettings.fieldSettingsOrDefaults(companyId, 'search_result'),
      buttons.buttons(companyId, 'search_result'),
      buttons.buttons(companyId, 'content_search_result'),
      fieldSettings.fieldSettingsOrDefaults(companyId, 'detail'),
      reader.sortFields(companyId),
      searchBoxHashtags(companyId),
    ]);
    return {
      titlePage: company?.titlePage ?? null,
      titlePageEn: company?.titlePageEn ?? null,
      boxes,
      tabs,
      settings,
      tabButtons,
      resultParams,
      resultButtons,
      contentButtons,
      detailParams,
      sorts,
      hashtags,
    };
  };
}

/**
 * The company's one-of-a-kind search settings: the page title (a company column), the settings
 * record (tab setting, search-result setting, content search-result setting, the hashtag parts)
 * and everything the readers' search pages read in one answer.
 */
export function createSearchSettingsService(deps: SearchSettingsDependencies) {
  const { db, companies, fieldSettings } = deps;
  const repository = createSearchSettingsRepository(db);
  const buttons = createSearchButtonRepository(db);

  async function tabSetting(ctx: CompanyContext) {
    const [settings, tabButtons] = await Promise.all([
      settingsOf(repository, ctx.company.id),
      buttons.buttons(ctx.company.id, 'tab'),
    ]);
    return { setting: settings.tabSetting, buttons: tabButtons };
  }

  async function searchResultSetting(ctx: CompanyContext) {
    const [settings, params, resultButtons] = await Promise.all([
      settingsOf(repository, ctx.company.id),
      fieldSettings.fieldSettingsOrDefaults(ctx.company.id, 'search_result'),
      buttons.buttons(ctx.company.id, 'search_result'),
    ]);
    return { setting: settings.searchResultSetting, params, buttons: resultButtons };
  }

  async function contentSearchResultSetting(ctx: CompanyContext) {
    const [settings, contentButtons] = await Promise.all([
      settingsOf(repository, ctx.company.id),
      buttons.buttons(ctx.company.id, 'content_search_result'),
    ]);
    return { setting: settings.contentSearchResultSetting, buttons: contentButtons };
  }

  return {
    ...pageTitleCalls(companies),

    tabSetting,

    async updateTabSetting(ctx: CompanyContext, setting: TabSetting) {
      const current = (await settingsOf(repository, ctx.company.id)).tabSetting;
      const colours = Object.fromEntries(
        Object.entries(setting).filter(
          ([key, value]) => key.endsWith('_color') && value !== undefined,
        ),
      );
      await repository.saveSettings(ctx.company.id, {
        tabSetting: {
          ...current,
          ...colours,
          show_tabs: setting.show_tabs,
          all_tab_label: setting.all_tab_label || null,
          ...(setting.all_tab_label_en === undefined
            ? {}
            : { all_tab_label_en: setting.all_tab_label_en || null }),
        },
      });
      return tabSetting(ctx);
    },

    searchResultSetting,

    async updateSearchResultSetting(ctx: CompanyContext, setting: SearchResultSetting) {
      await repository.saveSettings(ctx.company.id, { searchResultSetting: setting });
      return searchResultSetting(ctx);
    },

    contentSearchResultSetting,

    async updateContentSearchResultSetting(
      ctx: CompanyContext,
      setting: ContentSearchResultSetting,
    ) {
      await repository.saveSettings(ctx.company.id, {
        contentSearchResultSetting: {
          ...setting,
          view_button_label: setting.view_button_label || null,
        },
      });
      return contentSearchResultSetting(ctx);
    },

    ...hashtagSettingCalls(repository),

    publicSettings: publicSettingsCall(deps),
  };
}

export type SearchSettingsService = ReturnType<typeof createSearchSettingsService>;
export type PublicSearchSettingsRows = Awaited<ReturnType<SearchSettingsService['publicSettings']>>;
