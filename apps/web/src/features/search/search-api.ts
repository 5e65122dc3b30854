/**
 * The search pages' calls (api-catalogue §7 Search, Hashtags): the field search and the
 * hashtag search, each in the signed-in or the visitors' variant
 * (product.md §6). Result keys start with 'library', so a favourite starred on a detail page is
 * written into cached search results too (content-detail-api.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { searchPageSchema } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { siteDomain } from '../../api/site-domain';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { libraryQueryKey } from '../library/library-api';
import type { SearchCondition } from './search-conditions';

export type SearchResultPage = CamelCasedDeep<z.output<typeof searchPageSchema>>;

/** The paging, order and scope every search takes. */
export interface SearchScope {
  page: number;
  size: number;
  sortBy: number | null;
  sort: 'asc' | 'desc' | null;
  contentGroupId: number | null;
  isSignedIn: boolean;
}

// The search the visitor just submitted: its first request logs the words (is_new_search);
// paging, sorting and the back button do not.
let pendingNewSearch: string | null = null;

function newSearchKeyOf(conditions: readonly SearchCondition[], contentGroupId: number | null) {
  return JSON.stringify([conditions, contentGroupId]);
}

/** Marks the next request of these conditions as a new search. */
export function markNewSearch(
  conditions: readonly SearchCondition[],
  contentGroupId: number | null,
) {
  pendingNewSearch = newSearchKeyOf(conditions, contentGroupId);
}

function takeNewSearch(conditions: readonly SearchCondition[], contentGroupId: number | null) {
  const isNew = pendingNewSearch === newSearchKeyOf(conditions, contentGroupId);
  if (isNew) pendingNewSearch = null;
  return isNew;
}

export const searchQueryKey = [...libraryQueryKey, 'search'] as const;

function scopeQuery(scope: SearchScope) {
  return {
    domain: siteDomain(),
    page: scope.page,
    size: scope.size,
    sortBy: scope.sortBy,
    sort: scope.sortBy === null ? null : scope.sort,
    contentGroupId: scope.contentGroupId,
  };
}

/** `POST content/search` (signed in) or `content/public/search`: the conditions, AND-combined. */
export function useFieldSearch(
  input: SearchScope & { conditions: SearchCondition[]; tabId: number | null },
  enabled: boolean,
) {
  const { conditions, tabId, ...scope } = input;
  return useQuery({
    queryKey: [...searchQueryKey, 'field', conditions, tabId, scope],
    queryFn: ({ signal }) =>
      apiClient.post(scope.isSignedIn ? '/content/search' : '/content/public/search', {
        query: {
          ...scopeQuery(scope),
          tabId,
          isNewSearch: takeNewSearch(conditions, scope.contentGroupId) || undefined,
        },
        body: conditions,
        schema: searchPageSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** `POST content/search-hash-tag` (signed in) or `content/public/search-hash-tag`. */
export function useHashtagSearch(input: SearchScope & { tags: number[] }, enabled: boolean) {
  const { tags, ...scope } = input;
  return useQuery({
    queryKey: [...searchQueryKey, 'hashtag', tags, scope],
    queryFn: ({ signal }) =>
      apiClient.post(
        scope.isSignedIn ? '/content/search-hash-tag' : '/content/public/search-hash-tag',
        { query: scopeQuery(scope), body: tags, schema: searchPageSchema, signal },
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
