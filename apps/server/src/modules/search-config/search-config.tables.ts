import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  ContentSearchResultSetting,
  HashtagSetting,
  SearchCondition,
  SearchResultSetting,
  TabSetting,
} from '@hondana/contract';
import { companies } from '../company/company.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A search box of the search page (product.md §3 Search configuration). */
export const searchBoxes = pgTable(
  'search_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    label: text('label').notNull(),
    /** English variants of the label and placeholder (readers fall back to the other language). */
    labelEn: text('label_en'),
    placeholderEn: text('placeholder_en'),
    /** Searchable field names (contract `searchableFields`); a box's fields combine with OR. */
    searchFields: jsonb('search_fields').$type<string[]>().notNull(),
    /** SearchFieldType 1-7. */
    type: smallint('type').notNull(),
    /** How several words or chosen values of the box combine. */
    operation: text('operation', { enum: ['AND', 'OR'] })
      .notNull()
      .default('AND'),
    /** Choices of single (4) and multi (5) choice boxes. */
    matchValues: jsonb('match_values').$type<string[]>().notNull().default([]),
    /** The box searches the books' text instead of fields (one per company: 782). */
    isFullText: boolean('is_full_text').notNull().default(false),
    placeholder: text('placeholder'),
    ordinal: integer('ordinal').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_boxes_company_idx').on(table.companyId)],
);

/** A tab above the search results: a preset search (its conditions and optional group). */
export const searchTabs = pgTable(
  'search_tabs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    contentGroupId: integer('content_group_id').references(() => contentGroups.id, {
      onDelete: 'set null',
    }),
    conditions: jsonb('conditions').$type<SearchCondition[]>().notNull().default([]),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [index('search_tabs_company_idx').on(table.companyId)],
);

/**
 * Content fields listed per content: `search_result` rows are the search-result setting's
 * params (api-catalogue "page-content-param"), `detail` rows the content-detail params.
 */
export const contentFieldSettings = pgTable(
  'content_field_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    kind: text('kind', { enum: ['search_result', 'detail'] }).notNull(),
    /** A searchable field name, or `created_date`. */
    field: text('field').notNull(),
    /** The administrator's label; null shows the translated default. */
    title: text('title'),
    titleEn: text('title_en'),
    /** Grid columns of 12 (3, 4, 6, 12). */
    size: smallint('size').notNull().default(12),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [index('content_field_settings_company_idx').on(table.companyId, table.kind)],
);

/** Sort choices of the search page; field 12 is the created date (product.md §3 Sort field). */
export const sortFields = pgTable(
  'sort_fields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    /** 1-11 the searchable fields in catalogue order, 12 created date (contract `sortFieldCodes`). */
    field: smallint('field').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    ordinal: integer('ordinal').notNull().default(0),
    isAscDefault: boolean('is_asc_default').notNull().default(true),
    isSortFieldDefault: boolean('is_sort_field_default').notNull().default(false),
  },
  (table) => [index('sort_fields_company_idx').on(table.companyId)],
);

/** Buttons of the tab bar, of each search result, and of a search result's detail. */
export const searchButtons = pgTable(
  'search_buttons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    kind: text('kind', { enum: ['tab', 'search_result', 'content_search_result'] }).notNull(),
    label: text('label').notNull(),
    action: text('action', { enum: ['detail', 'view', 'link'] }).notNull(),
    url: text('url'),
    backgroundColor: text('background_color'),
    textColor: text('text_color'),
    ordinal: integer('ordinal').notNull().default(0),
  },
  (table) => [index('search_buttons_company_idx').on(table.companyId, table.kind)],
);

/** The company's one-of-a-kind search settings; a missing row or key means the defaults. */
export const searchSettings = pgTable('search_settings', {
  companyId: companyId().primaryKey(),
  tabSetting: jsonb('tab_setting').$type<TabSetting>(),
  searchResultSetting: jsonb('search_result_setting').$type<SearchResultSetting>(),
  contentSearchResultSetting: jsonb(
    'content_search_result_setting',
  ).$type<ContentSearchResultSetting>(),
  hashtagSetting: jsonb('hashtag_setting').$type<HashtagSetting>(),
  multipleSelectHashtag: boolean('multiple_select_hashtag').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
