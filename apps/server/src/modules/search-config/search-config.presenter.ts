import {
  CREATED_DATE_SORT_FIELD,
  type ContentFieldName,
  type ContentFieldSetting,
  type SearchBox,
  type SearchButton,
  type SearchTab,
  type SortField,
} from '@hondana/contract';
import type { SearchBoxRow, SearchTabRow, SortFieldRow } from './search-config.reader.js';
import type { ContentFieldSettingRow } from './field-setting.repository.js';
import type { SearchButtonRow } from './search-button.repository.js';
import type { PublicSearchSettings } from '@hondana/contract';
import type { PublicSearchSettingsRows } from './search-settings.service.js';

export function presentSearchBox(row: SearchBoxRow): SearchBox {
  return {
    id: row.id,
    label: row.label,
    label_en: row.labelEn,
    search_fields: row.searchFields as SearchBox['search_fields'],
    type: row.type,
    operation: row.operation,
    match_values: row.matchValues,
    is_full_text: row.isFullText,
    placeholder: row.placeholder,
    placeholder_en: row.placeholderEn,
    ordinal: row.ordinal,
  };
}

export function presentSearchTab(row: SearchTabRow): SearchTab {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    content_group_id: row.contentGroupId,
    conditions: row.conditions,
    ordinal: row.ordinal,
  };
}

export function presentSortField(row: SortFieldRow): SortField {
  return {
    id: row.id,
    field: row.field,
    type: row.field === CREATED_DATE_SORT_FIELD ? 'date' : 'text',
    title: row.title,
    title_en: row.titleEn,
    ordinal: row.ordinal,
    is_asc_default: row.isAscDefault,
    is_sort_field_default: row.isSortFieldDefault,
  };
}

export function presentFieldSetting(row: ContentFieldSettingRow): ContentFieldSetting {
  return {
    id: row.id,
    field: row.field as ContentFieldName,
    title: row.title,
    title_en: row.titleEn,
    size: row.size,
    ordinal_number: row.ordinal,
  };
}

export function presentButton(row: SearchButtonRow): SearchButton {
  return {
    id: row.id,
    label: row.label,
    action: row.action,
    url: row.url,
    background_color: row.backgroundColor,
    text_color: row.textColor,
    ordinal: row.ordinal,
  };
}

export function presentPublicSettings(rows: PublicSearchSettingsRows): PublicSearchSettings {
  return {
    title_page: rows.titlePage,
    title_page_en: rows.titlePageEn,
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
      search_box: rows.hashtags.map(({ id, name, nameEn, ordinal }) => ({
        id,
        name,
        name_en: nameEn,
        ordinal,
      })),
      multiple_select: rows.settings.multipleSelectHashtag,
      setting: rows.settings.hashtagSetting,
    },
  };
}
