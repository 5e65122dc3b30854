import {
  CREATED_DATE_FIELD,
  ErrorCode,
  SearchFieldType,
  searchableFields,
  type ContentFieldName,
  type ContentSearchResultSetting,
  type SearchBoxBody,
  type SearchCondition,
  type SearchResultSetting,
  type TabSetting,
  type contentFieldSettingBodySchema,
  type searchButtonBodySchema,
  type searchTabBodySchema,
  type sortFieldBodySchema,
} from '@hondana/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CompanyService } from '../company/company.service.js';
import {
  createSearchConfigReader,
  defaultSortFields,
  type SearchBoxRow,
  type SearchTabRow,
  type SortFieldRow,
} from './search-config.reader.js';
import {
  createSearchConfigRepository,
  type ContentFieldKind,
  type ContentFieldSettingRow,
  type SearchButtonKind,
  type SearchButtonRow,
  type SearchConfigRepository,
} from './search-config.repository.js';

export type SearchTabBody = z.infer<typeof searchTabBodySchema>;
export type SearchButtonBody = z.infer<typeof searchButtonBodySchema>;
export type ContentFieldSettingBody = z.infer<typeof contentFieldSettingBodySchema>;
export type SortFieldBody = z.infer<typeof sortFieldBodySchema>;
export type Ordinals = { id: number; ordinal: number }[];

/** Page title longer than this answers 744. */
export const PAGE_TITLE_MAX = 255;
/** Tabs a company may have (779 beyond). */
export const MAX_TABS = 20;

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
  tab_background_color: null,
  tab_text_color: null,
  active_tab_background_color: null,
  active_tab_text_color: null,
};

type FieldSettingDefault = { field: ContentFieldName; title: null; size: number; ordinal: number };

/**
 * The fields of each search result and of the detail page until the company sets its own (the
 * readers' pages get them with id 0; the first `add` stores them so the new one comes after).
 */
export const defaultFieldSettings: Record<ContentFieldKind, readonly FieldSettingDefault[]> = {
  search_result: [
    { field: 'title', title: null, size: 12, ordinal: 0 },
    { field: 'author', title: null, size: 6, ordinal: 1 },
    { field: CREATED_DATE_FIELD, title: null, size: 6, ordinal: 2 },
  ],
  detail: [
    { field: 'author', title: null, size: 6, ordinal: 0 },
    { field: 'distributorName', title: null, size: 6, ordinal: 1 },
    { field: 'keywords', title: null, size: 12, ordinal: 2 },
    { field: 'description', title: null, size: 12, ordinal: 3 },
    { field: 'toc', title: null, size: 12, ordinal: 4 },
  ],
};

const fieldSettingNotFound: Record<ContentFieldKind, ErrorCode> = {
  search_result: ErrorCode.SearchResultSettingNotFound,
  detail: ErrorCode.ContentDetailParamNotFound,
};

const choiceTypes: readonly number[] = [SearchFieldType.SingleChoice, SearchFieldType.MultiChoice];

/** Hashtag facts the public settings carry; the hashtag module answers them (app.ts wires it). */
export interface SearchBoxHashtag {
  id: number;
  name: string;
  ordinal: number;
}

export interface SearchConfigDependencies {
  db: Database;
  companies: CompanyService;
}

/** 419 unless every name is a searchable field. */
function assertSearchableFields(fields: readonly string[]): void {
  const unknown = fields.filter(
    (field) => !(searchableFields as readonly string[]).includes(field),
  );
  if (unknown.length > 0) {
    throw new AppError(ErrorCode.InvalidSearchField, {
      message: `Not a searchable field: ${unknown.join(', ')}.`,
      details: { search_fields: unknown },
    });
  }
}

/** 406 for ids given twice; the model's not-found code for ids that are not the company's. */
function assertOrdinalIds(ordinals: Ordinals, existing: Set<number>, notFound: ErrorCode): void {
  const ids = ordinals.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(ErrorCode.BadParameters, { message: 'An id is given more than once.' });
  }
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length > 0) throw new AppError(notFound, { details: { ids: missing } });
}

/**
 * Company administrators' search configuration (api-catalogue §7 "Layout and search
 * administration", search parts) and the settings the readers' search pages read.
 */
export function createSearchConfigService({ db, companies }: SearchConfigDependencies) {
  const repository = createSearchConfigRepository(db);
  const reader = createSearchConfigReader(db);

  async function mustFindBox(ctx: CompanyContext, id: number): Promise<SearchBoxRow> {
    const box = await reader.searchBox(ctx.company.id, id);
    if (!box) throw new AppError(ErrorCode.SearchBoxNotFound);
    return box;
  }

  async function mustFindTab(ctx: CompanyContext, id: number): Promise<SearchTabRow> {
    const tab = await reader.tab(ctx.company.id, id);
    if (!tab) throw new AppError(ErrorCode.TabNotFound);
    return tab;
  }

  async function mustFindSortField(ctx: CompanyContext, id: number): Promise<SortFieldRow> {
    const row = await repository.sortField(ctx.company.id, id);
    if (!row) throw new AppError(ErrorCode.SortNotFound);
    return row;
  }

  async function mustFindFieldSetting(
    ctx: CompanyContext,
    kind: ContentFieldKind,
    id: number,
  ): Promise<ContentFieldSettingRow> {
    const row = await repository.fieldSetting(ctx.company.id, kind, id);
    if (!row) throw new AppError(fieldSettingNotFound[kind]);
    return row;
  }

  async function mustFindButton(
    ctx: CompanyContext,
    kind: SearchButtonKind,
    id: number,
  ): Promise<SearchButtonRow> {
    const row = await repository.button(ctx.company.id, kind, id);
    if (!row) throw new AppError(ErrorCode.ButtonNotFound);
    return row;
  }

  /**
   * The box's stored values: 419 for unknown fields (and for a field box with none), 418 for a
   * choice box without match values or with a repeated one, 782 for a second full-text box.
   */
  async function boxValues(ctx: CompanyContext, body: SearchBoxBody, exceptId?: number) {
    if (body.is_full_text) {
      if (body.type !== SearchFieldType.PartialMatch) {
        throw new AppError(ErrorCode.BadParameters, {
          message: 'A full-text box is a partial-match box (type 1).',
        });
      }
      if (await repository.hasFullTextBox(ctx.company.id, exceptId)) {
        throw new AppError(ErrorCode.FullTextSearchOneBoxOnly);
      }
    } else {
      assertSearchableFields(body.search_fields);
      if (body.search_fields.length === 0) {
        throw new AppError(ErrorCode.InvalidSearchField, {
          message: 'Choose at least one field for the box to search.',
        });
      }
    }
    const isChoice = choiceTypes.includes(body.type);
    if (isChoice) {
      if (body.match_values.length === 0) {
        throw new AppError(ErrorCode.InvalidMatchValue, {
          message: 'A choice box needs at least one match value.',
        });
      }
      const repeated = body.match_values.filter(
        (value, index) => body.match_values.indexOf(value) !== index,
      );
      if (repeated.length > 0) {
        throw new AppError(ErrorCode.InvalidMatchValue, {
          message: `Match values must not repeat: ${[...new Set(repeated)].join(', ')}.`,
          details: { match_values: [...new Set(repeated)] },
        });
      }
    }
    return {
      label: body.label,
      searchFields: body.is_full_text ? [] : [...new Set(body.search_fields)],
      type: body.type,
      operation: body.operation,
      // Only choice boxes offer values; other types keep none.
      matchValues: isChoice ? body.match_values : [],
      isFullText: body.is_full_text,
      placeholder: body.placeholder?.trim() ? body.placeholder.trim() : null,
    };
  }

  /** A tab's preset conditions: known fields (419), the company's boxes (706), box values (418). */
  async function checkConditions(ctx: CompanyContext, conditions: SearchCondition[]) {
    for (const condition of conditions) {
      if (condition.search_box_id !== undefined) {
        const box = await mustFindBox(ctx, condition.search_box_id);
        if (choiceTypes.includes(box.type)) {
          const chosen = [
            ...(condition.value ? [condition.value] : []),
            ...(condition.values ?? []),
          ];
          const outside = chosen.filter((value) => !box.matchValues.includes(value));
          if (outside.length > 0) {
            throw new AppError(ErrorCode.InvalidMatchValue, {
              message: `Not a choice of box ${box.id}: ${outside.join(', ')}.`,
            });
          }
        }
      } else {
        if (condition.type === undefined || !condition.search_fields?.length) {
          throw new AppError(ErrorCode.BadParameters, {
            message: 'A condition names a search box or gives its search_fields and type.',
          });
        }
        assertSearchableFields(condition.search_fields);
      }
    }
  }

  async function tabValues(ctx: CompanyContext, body: SearchTabBody) {
    const groupId = body.content_group_id ?? null;
    if (groupId !== null && !(await repository.isCompanyGroup(ctx.company.id, groupId))) {
      throw new AppError(ErrorCode.ContentGroupNotFound);
    }
    await checkConditions(ctx, body.conditions);
    return { name: body.name, contentGroupId: groupId, conditions: body.conditions };
  }

  /** A link needs an internal path (`/…`) or an http(s) URL; other buttons keep no URL. */
  function buttonValues(body: SearchButtonBody) {
    let url: string | null = null;
    if (body.action === 'link') {
      url = body.url?.trim() ?? '';
      if (!/^\/[^/\s]\S*$/.test(url) && !/^https?:\/\/[^\s/]+\S*$/i.test(url)) {
        throw new AppError(ErrorCode.BadParameters, {
          message: 'A link button needs a URL: an internal path (/…) or http(s)://….',
        });
      }
    }
    return {
      label: body.label,
      action: body.action,
      url,
      backgroundColor: body.background_color ?? null,
      textColor: body.text_color ?? null,
    };
  }

  async function fieldSettingsOrDefaults(
    companyId: number,
    kind: ContentFieldKind,
  ): Promise<ContentFieldSettingRow[]> {
    const rows = await repository.fieldSettings(companyId, kind);
    if (rows.length > 0) return rows;
    return defaultFieldSettings[kind].map((values) => ({ ...values, id: 0, companyId, kind }));
  }

  async function assertFieldFree(
    ctx: CompanyContext,
    kind: ContentFieldKind,
    field: string,
    exceptId?: number,
  ) {
    const rows = await repository.fieldSettings(ctx.company.id, kind);
    if (rows.some((row) => row.field === field && row.id !== exceptId)) {
      throw kind === 'detail'
        ? new AppError(ErrorCode.ContentDetailParamExists)
        : new AppError(ErrorCode.BadParameters, {
            message: `The field ${field} is already shown in the search results.`,
          });
    }
  }

  async function assertSortFieldFree(ctx: CompanyContext, field: number, exceptId?: number) {
    const rows = await repository.storedSortFields(ctx.company.id);
    if (rows.some((row) => row.field === field && row.id !== exceptId)) {
      throw new AppError(ErrorCode.SortExists);
    }
  }

  /** A company keeps one default sort field: the first one when the default went away. */
  async function keepOneDefaultSortField(repo: SearchConfigRepository, companyId: number) {
    const rows = await repo.storedSortFields(companyId);
    const first = rows[0];
    if (first && !rows.some((row) => row.isSortFieldDefault)) {
      await repo.makeOnlyDefaultSortField(companyId, first.id);
    }
  }

  async function settingsOf(companyId: number) {
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

  async function tabSetting(ctx: CompanyContext) {
    const [settings, buttons] = await Promise.all([
      settingsOf(ctx.company.id),
      repository.buttons(ctx.company.id, 'tab'),
    ]);
    return { setting: settings.tabSetting, buttons };
  }

  async function searchResultSetting(ctx: CompanyContext) {
    const [settings, params, buttons] = await Promise.all([
      settingsOf(ctx.company.id),
      fieldSettingsOrDefaults(ctx.company.id, 'search_result'),
      repository.buttons(ctx.company.id, 'search_result'),
    ]);
    return { setting: settings.searchResultSetting, params, buttons };
  }

  async function contentSearchResultSetting(ctx: CompanyContext) {
    const [settings, buttons] = await Promise.all([
      settingsOf(ctx.company.id),
      repository.buttons(ctx.company.id, 'content_search_result'),
    ]);
    return { setting: settings.contentSearchResultSetting, buttons };
  }

  return {
    // ---- page title ----

    async pageTitle(ctx: CompanyContext): Promise<string | null> {
      const company = await companies.findById(ctx.company.id);
      return company?.titlePage ?? null;
    },

    /** 744 beyond 255 characters; blank clears it. The host cache forgets the company at once. */
    async updatePageTitle(ctx: CompanyContext, title: string | null): Promise<string | null> {
      const value = title?.trim() ? title.trim() : null;
      if (value !== null && [...value].length > PAGE_TITLE_MAX) {
        throw new AppError(ErrorCode.PageTitleTooLong);
      }
      const company = await companies.update(ctx, ctx.company.id, { titlePage: value });
      if (!company) throw new AppError(ErrorCode.CompanyNotFound);
      await companies.evictCompany(company.domain);
      return company.titlePage;
    },

    // ---- search boxes ----

    async boxPage(ctx: CompanyContext, page: number, size: number) {
      const [rows, total] = await Promise.all([
        repository.boxes(ctx.company.id, { offset: (page - 1) * size, limit: size }),
        repository.countBoxes(ctx.company.id),
      ]);
      return { rows, total };
    },

    boxes(ctx: CompanyContext): Promise<SearchBoxRow[]> {
      return repository.boxes(ctx.company.id);
    },

    box(ctx: CompanyContext, id: number): Promise<SearchBoxRow> {
      return mustFindBox(ctx, id);
    },

    async addBox(ctx: CompanyContext, body: SearchBoxBody): Promise<SearchBoxRow> {
      const values = await boxValues(ctx, body);
      return repository.insertBox(ctx.company.id, {
        ...values,
        ordinal: body.ordinal ?? (await repository.nextOrdinal(ctx.company.id, 'searchBoxes')),
      });
    },

    async updateBox(ctx: CompanyContext, id: number, body: SearchBoxBody): Promise<SearchBoxRow> {
      await mustFindBox(ctx, id);
      const values = await boxValues(ctx, body, id);
      const row = await repository.updateBox(ctx.company.id, id, {
        ...values,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.SearchBoxNotFound);
      return row;
    },

    async deleteBox(ctx: CompanyContext, id: number): Promise<void> {
      if (!(await repository.deleteBox(ctx.company.id, id))) {
        throw new AppError(ErrorCode.SearchBoxNotFound);
      }
    },

    // ---- tabs ----

    tabs(ctx: CompanyContext): Promise<SearchTabRow[]> {
      return repository.tabs(ctx.company.id);
    },

    tab(ctx: CompanyContext, id: number): Promise<SearchTabRow> {
      return mustFindTab(ctx, id);
    },

    /** 779 beyond MAX_TABS; 715 for another company's group. */
    async addTab(ctx: CompanyContext, body: SearchTabBody): Promise<SearchTabRow> {
      if ((await repository.countTabs(ctx.company.id)) >= MAX_TABS) {
        throw new AppError(ErrorCode.TabLimitReached);
      }
      const values = await tabValues(ctx, body);
      return repository.insertTab(ctx.company.id, {
        ...values,
        ordinal: body.ordinal ?? (await repository.nextOrdinal(ctx.company.id, 'searchTabs')),
      });
    },

    async updateTab(ctx: CompanyContext, id: number, body: SearchTabBody): Promise<SearchTabRow> {
      await mustFindTab(ctx, id);
      const values = await tabValues(ctx, body);
      const row = await repository.updateTab(ctx.company.id, id, {
        ...values,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.TabNotFound);
      return row;
    },

    async orderTabs(ctx: CompanyContext, ordinals: Ordinals): Promise<SearchTabRow[]> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        const ids = ordinals.map((entry) => entry.id);
        assertOrdinalIds(
          ordinals,
          await repo.existingIds(ctx.company.id, 'searchTabs', ids),
          ErrorCode.TabNotFound,
        );
        for (const { id, ordinal } of ordinals) {
          await repo.setOrdinal(ctx.company.id, 'searchTabs', id, ordinal);
        }
        return repo.tabs(ctx.company.id);
      });
    },

    async deleteTab(ctx: CompanyContext, id: number): Promise<void> {
      if (!(await repository.deleteTab(ctx.company.id, id))) {
        throw new AppError(ErrorCode.TabNotFound);
      }
    },

    // ---- tab setting and the settings records ----

    tabSetting,

    async updateTabSetting(ctx: CompanyContext, setting: TabSetting) {
      const current = (await settingsOf(ctx.company.id)).tabSetting;
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

    /** The hashtag parts of the settings record (the hashtag module reads and writes them). */
    async hashtagSettings(companyId: number) {
      const settings = await settingsOf(companyId);
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

    // ---- buttons (tab bar, search results, a result's page) ----

    button(ctx: CompanyContext, kind: SearchButtonKind, id: number) {
      return mustFindButton(ctx, kind, id);
    },

    /** Every button of the company, or of one kind (the `/button` calls). */
    allButtons(ctx: CompanyContext, kind?: SearchButtonKind) {
      return repository.buttons(ctx.company.id, kind);
    },

    /** The kind of the company's button `id`; 727 when it has none such. */
    async buttonKindOf(ctx: CompanyContext, id: number): Promise<SearchButtonKind> {
      const kind = await repository.buttonKind(ctx.company.id, id);
      if (!kind) throw new AppError(ErrorCode.ButtonNotFound);
      return kind;
    },

    async addButton(ctx: CompanyContext, kind: SearchButtonKind, body: SearchButtonBody) {
      return repository.insertButton(ctx.company.id, kind, {
        ...buttonValues(body),
        ordinal: body.ordinal ?? (await repository.nextButtonOrdinal(ctx.company.id, kind)),
      });
    },

    async updateButton(
      ctx: CompanyContext,
      kind: SearchButtonKind,
      id: number,
      body: SearchButtonBody,
    ) {
      await mustFindButton(ctx, kind, id);
      const row = await repository.updateButton(ctx.company.id, kind, id, {
        ...buttonValues(body),
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(ErrorCode.ButtonNotFound);
      return row;
    },

    async deleteButton(ctx: CompanyContext, kind: SearchButtonKind, id: number): Promise<void> {
      if (!(await repository.deleteButton(ctx.company.id, kind, id))) {
        throw new AppError(ErrorCode.ButtonNotFound);
      }
    },

    // ---- search-result params and content-detail params ----

    async fieldSettingPage(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      page: number,
      size: number,
    ): Promise<{ rows: ContentFieldSettingRow[]; total: number }> {
      const total = await repository.countFieldSettings(ctx.company.id, kind);
      if (total === 0) {
        const all = await fieldSettingsOrDefaults(ctx.company.id, kind);
        return { rows: all.slice((page - 1) * size, page * size), total: all.length };
      }
      const rows = await repository.fieldSettings(ctx.company.id, kind, {
        offset: (page - 1) * size,
        limit: size,
      });
      return { rows, total };
    },

    fieldSetting(ctx: CompanyContext, kind: ContentFieldKind, id: number) {
      return mustFindFieldSetting(ctx, kind, id);
    },

    /** The first add stores the defaults the readers saw, then the new field after them. */
    async addFieldSetting(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      body: ContentFieldSettingBody,
    ): Promise<ContentFieldSettingRow> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        if ((await repo.countFieldSettings(ctx.company.id, kind)) === 0) {
          await repo.insertFieldSettings(ctx.company.id, kind, [...defaultFieldSettings[kind]]);
        }
        const rows = await repo.fieldSettings(ctx.company.id, kind);
        if (rows.some((row) => row.field === body.field)) {
          throw kind === 'detail'
            ? new AppError(ErrorCode.ContentDetailParamExists)
            : new AppError(ErrorCode.BadParameters, {
                message: `The field ${body.field} is already shown in the search results.`,
              });
        }
        const top = rows.reduce((highest, row) => Math.max(highest, row.ordinal), -1);
        const [row] = await repo.insertFieldSettings(ctx.company.id, kind, [
          {
            field: body.field,
            title: body.title?.trim() ? body.title.trim() : null,
            size: body.size,
            ordinal: body.ordinal ?? top + 1,
          },
        ]);
        return row!;
      });
    },

    async updateFieldSetting(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      id: number,
      body: ContentFieldSettingBody,
    ): Promise<ContentFieldSettingRow> {
      await mustFindFieldSetting(ctx, kind, id);
      await assertFieldFree(ctx, kind, body.field, id);
      const row = await repository.updateFieldSetting(ctx.company.id, kind, id, {
        field: body.field,
        title: body.title?.trim() ? body.title.trim() : null,
        size: body.size,
        ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
      });
      if (!row) throw new AppError(fieldSettingNotFound[kind]);
      return row;
    },

    async orderFieldSettings(
      ctx: CompanyContext,
      kind: ContentFieldKind,
      ordinals: Ordinals,
    ): Promise<ContentFieldSettingRow[]> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        const rows = await repo.fieldSettings(ctx.company.id, kind);
        assertOrdinalIds(ordinals, new Set(rows.map((row) => row.id)), fieldSettingNotFound[kind]);
        for (const { id, ordinal } of ordinals) {
          await repo.updateFieldSetting(ctx.company.id, kind, id, { ordinal });
        }
        return repo.fieldSettings(ctx.company.id, kind);
      });
    },

    async deleteFieldSetting(ctx: CompanyContext, kind: ContentFieldKind, id: number) {
      if (!(await repository.deleteFieldSetting(ctx.company.id, kind, id))) {
        throw new AppError(fieldSettingNotFound[kind]);
      }
    },

    // ---- sort fields ----

    /** The company's sort fields in order; the defaults (id 0) until it stores its own. */
    sortFields(ctx: CompanyContext): Promise<SortFieldRow[]> {
      return reader.sortFields(ctx.company.id);
    },

    sortField(ctx: CompanyContext, id: number) {
      return mustFindSortField(ctx, id);
    },

    /**
     * 731 for a field already sorted by. The first add stores the defaults the readers saw, so
     * the new one comes after them. A new default sort field replaces the previous default.
     */
    async addSortField(ctx: CompanyContext, body: SortFieldBody): Promise<SortFieldRow> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        if ((await repo.storedSortFields(ctx.company.id)).length === 0) {
          await repo.insertSortFields(ctx.company.id, [...defaultSortFields]);
        }
        const rows = await repo.storedSortFields(ctx.company.id);
        if (rows.some((row) => row.field === body.field)) throw new AppError(ErrorCode.SortExists);
        const top = rows.reduce((highest, row) => Math.max(highest, row.ordinal), -1);
        const [row] = await repo.insertSortFields(ctx.company.id, [
          {
            field: body.field,
            title: body.title,
            isAscDefault: body.is_asc_default,
            isSortFieldDefault: body.is_sort_field_default,
            ordinal: body.ordinal ?? top + 1,
          },
        ]);
        if (body.is_sort_field_default)
          await repo.makeOnlyDefaultSortField(ctx.company.id, row!.id);
        return (await repo.sortField(ctx.company.id, row!.id))!;
      });
    },

    async updateSortField(ctx: CompanyContext, id: number, body: SortFieldBody) {
      await mustFindSortField(ctx, id);
      await assertSortFieldFree(ctx, body.field, id);
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        await repo.updateSortField(ctx.company.id, id, {
          field: body.field,
          title: body.title,
          isAscDefault: body.is_asc_default,
          isSortFieldDefault: body.is_sort_field_default,
          ...(body.ordinal === undefined ? {} : { ordinal: body.ordinal }),
        });
        if (body.is_sort_field_default) await repo.makeOnlyDefaultSortField(ctx.company.id, id);
        else await keepOneDefaultSortField(repo, ctx.company.id);
        return (await repo.sortField(ctx.company.id, id))!;
      });
    },

    async orderSortFields(ctx: CompanyContext, ordinals: Ordinals): Promise<SortFieldRow[]> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        const ids = ordinals.map((entry) => entry.id);
        assertOrdinalIds(
          ordinals,
          await repo.existingIds(ctx.company.id, 'sortFields', ids),
          ErrorCode.SortNotFound,
        );
        for (const { id, ordinal } of ordinals) {
          await repo.setOrdinal(ctx.company.id, 'sortFields', id, ordinal);
        }
        return repo.storedSortFields(ctx.company.id);
      });
    },

    /** Deleting the default sort field makes the first remaining one the default. */
    async deleteSortField(ctx: CompanyContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        if (!(await repo.deleteSortField(ctx.company.id, id))) {
          throw new AppError(ErrorCode.SortNotFound);
        }
        await keepOneDefaultSortField(repo, ctx.company.id);
      });
    },

    /** Replaces the company's sort fields by the defaults (stored, so they have ids). */
    async resetSortFields(ctx: CompanyContext): Promise<SortFieldRow[]> {
      return db.transaction(async (tx) => {
        const repo = createSearchConfigRepository(tx);
        await repo.deleteAllSortFields(ctx.company.id);
        return repo.insertSortFields(ctx.company.id, [...defaultSortFields]);
      });
    },

    // ---- what the readers' pages read ----

    /**
     * Everything the search pages and the detail page read (`GET search-setting/public`);
     * `searchBoxHashtags` are the hashtags the search box offers (the hashtag module's).
     */
    async publicSettings(
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
        repository.boxes(companyId),
        repository.tabs(companyId),
        settingsOf(companyId),
        repository.buttons(companyId, 'tab'),
        fieldSettingsOrDefaults(companyId, 'search_result'),
        repository.buttons(companyId, 'search_result'),
        repository.buttons(companyId, 'content_search_result'),
        fieldSettingsOrDefaults(companyId, 'detail'),
        reader.sortFields(companyId),
        searchBoxHashtags(companyId),
      ]);
      return {
        titlePage: company?.titlePage ?? null,
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
    },
  };
}

export type SearchConfigService = ReturnType<typeof createSearchConfigService>;
export type PublicSearchSettingsRows = Awaited<ReturnType<SearchConfigService['publicSettings']>>;
