/**
 * The home page's library calls of api-catalogue §7 (content groups, pages of contents) as
 * TanStack Query hooks; the detail screen's are in content-detail-api.ts. Every key starts with
 * 'library', so a favourite changed on one screen is written into every cached list at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ContentListType,
  contentGroupShelfSchema,
  contentWireSchema,
  pagedSchemaOf,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { siteDomain } from '../../api/site-domain';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { sortQuery } from './sort-options';
import type { ShelfSort } from './sort-options';

const shelvesSchema = z.array(contentGroupShelfSchema);
const contentPageSchema = pagedSchemaOf(contentWireSchema);

export const libraryQueryKey = ['library'] as const;

/**
 * A reader's own lists change in other tabs (the reader opens there and records the book as
 * read): they reload whenever a screen shows them and when the reader comes back to this tab.
 */
const readerListFreshness = { staleTime: 0, refetchOnWindowFocus: true } as const;
export const favoritesQueryKey = [...libraryQueryKey, 'favorites-recently-read'] as const;
/** Pages of the favourites shelf (list type 2). */
export const favoritePagesQueryKey = [
  ...libraryQueryKey,
  'contents',
  ContentListType.Favorite,
] as const;

/**
 * The content groups of the home page, each with its first page: signed-in readers get the
 * groups their user groups may see (`content-group/content-group-list`), visitors the public
 * ones (`content-group/public/list`).
 */
export function useHomeShelves(isSignedIn: boolean) {
  return useQuery({
    queryKey: [...libraryQueryKey, 'groups', isSignedIn],
    queryFn: ({ signal }) =>
      apiClient.get(
        isSignedIn ? '/content-group/content-group-list' : '/content-group/public/list',
        { query: { domain: siteDomain() }, schema: shelvesSchema, signal },
      ),
  });
}

/**
 * A reader's favourites and recently read books (`content-group/favorites-recently-read`): two
 * shelves with the settings of the company's favourite group, or none when it has no such group.
 */
export function useFavoritesRecentlyRead(enabled: boolean) {
  return useQuery({
    queryKey: favoritesQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/content-group/favorites-recently-read', { schema: shelvesSchema, signal }),
    enabled,
    ...readerListFreshness,
  });
}

export type ContentPage = CamelCasedDeep<z.output<typeof contentPageSchema>>;

/**
 * One page of a shelf (`content/public/page`): a group's contents, or the reader's favourites
 * (list type 2) or recently read books (3). The previous page stays on screen while the next
 * loads, so paging does not flash an empty shelf.
 */
export function useShelfContents(
  input: { shelf: { id: number; listType: number }; page: number; size: number; sort: ShelfSort },
  /** The first page as the group list brought it, and when that list was loaded. */
  options: { initialData?: ContentPage; initialDataUpdatedAt?: number } = {},
) {
  const { shelf, page, size, sort } = input;
  const isGroup = shelf.listType === ContentListType.Normal;
  return useQuery({
    queryKey: [
      ...libraryQueryKey,
      'contents',
      shelf.listType,
      shelf.id,
      page,
      size,
      sort.key,
      sort.period,
    ],
    queryFn: ({ signal }) =>
      apiClient.get('/content/public/page', {
        query: {
          domain: siteDomain(),
          listType: shelf.listType,
          contentGroupId: isGroup ? shelf.id : undefined,
          page,
          size,
          ...sortQuery(sort),
        },
        schema: contentPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    ...(isGroup ? {} : readerListFreshness),
    initialData: options.initialData,
    // Data cut from the group list is as fresh as that list: it refetches when the list would.
    initialDataUpdatedAt: options.initialDataUpdatedAt,
  });
}
