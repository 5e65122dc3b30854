/**
 * How the search pages lay things out, as pure functions: which params a result shows, the
 * sort in force, where a result and a button lead.
 */
import { detailFieldNames } from '../library/detail-fields';
import type { DetailFieldName } from '../library/detail-fields';
import type { Content } from '../library/library-types';
import type { PublicSearchSettings } from '../search-config/search-settings-api';

export type ResultSetting = PublicSearchSettings['searchResultSetting'];

export interface ShownParam {
  field: DetailFieldName;
  title: string | null;
  titleEn?: string | null;
  size: number;
}

/**
 * The params a result shows besides its title (the search-result setting, in order); without
 * any, the author.
 */
export function shownParamsOf(setting: ResultSetting): ShownParam[] {
  const params = [...setting.params]
    .sort((a, b) => a.ordinalNumber - b.ordinalNumber)
    .flatMap((param) => {
      const field = detailFieldNames.find((name) => name === param.field);
      return field && field !== 'title'
        ? [{ field, title: param.title, titleEn: param.titleEn, size: param.size }]
        : [];
    });
  return setting.params.length > 0 ? params : [{ field: 'author', title: null, size: 12 }];
}

/** The sort in force: the address's, else the company's default sort field. */
export function currentSortOf(
  settings: Pick<PublicSearchSettings, 'sortFields'>,
  sortBy: number | null,
  sort: 'asc' | 'desc' | null,
): { field: number; direction: 'asc' | 'desc' } | null {
  const fields = settings.sortFields;
  const chosen =
    fields.find((field) => field.field === sortBy) ??
    fields.find((field) => field.isSortFieldDefault) ??
    fields[0];
  if (!chosen) return null;
  const isChosenByAddress = chosen.field === sortBy;
  const direction =
    isChosenByAddress && sort ? sort : chosen.isAscDefault ? ('asc' as const) : ('desc' as const);
  return { field: chosen.field, direction };
}

/** Where a result leads: its detail page, and the group it is opened through. */
export interface ResultLinks {
  detailPathOf: (content: Content) => string;
  groupIdOf: (content: Content) => number | null;
  /** Navigation state for the detail page (the search to return to). */
  state?: unknown;
}

/** The detail page of a result: /search/{id} in the search layout, the group's in the home one. */
export function resultLinksOf(
  variant: 'search' | 'home',
  contentGroupId: number | null,
  from: string,
): ResultLinks {
  const groupIdOf = (content: Content) => contentGroupId ?? content.contentGroupIds[0] ?? null;
  return {
    groupIdOf,
    detailPathOf: (content) => {
      const id = encodeURIComponent(content.id);
      const groupId = groupIdOf(content);
      return variant === 'home' && groupId !== null
        ? `/home-search/${groupId}/${id}`
        : `/search/${id}`;
    },
    state: { searchFrom: from },
  };
}

/** Where a button goes: the detail page, the reader (new tab), or the configured link. */
export type ButtonTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  /** A visitor's View on a sign-in-only book: the sign-in dialog, then the book's page. */
  | { kind: 'sign-in'; detail: string };

/** An internal link starts with one slash; anything else must be http(s) (contract). */
export function linkTargetOf(url: string | null): ButtonTarget | null {
  const value = url?.trim() ?? '';
  if (/^\/(?!\/)/.test(value)) return { kind: 'route', to: value };
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  return null;
}
