/**
 * `POST content/full-text-search` (signed-in readers) and `content/public/full-text-search`
 * (visitors): the books whose text holds the words, each with its best pages. Keys start with
 * 'library', like the other searches, so a favourite starred elsewhere refreshes these too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fullTextHitSchema, fullTextPageSchema, pagedSchemaOf } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { siteDomain } from '../../api/site-domain';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { libraryQueryKey } from '../library/library-api';

export type FullTextPage = CamelCasedDeep<z.output<typeof fullTextPageSchema>>;
export type FullTextResultItem = FullTextPage['content'][number];
const fullTextHitsPageSchema = pagedSchemaOf(fullTextHitSchema);

/** Matching pages per page of one book's full list. */
export const FULL_TEXT_HITS_PAGE_SIZE = 20;

/** Books per page of full-text results. */
export const FULL_TEXT_PAGE_SIZE = 10;

export interface FullTextSearchInput {
  query: string;
  contentGroupId: number | null;
  page: number;
  isSignedIn: boolean;
}

// The words counted last as a search term: the first page of new words counts them once;
// paging through them, or coming back to them, does not count again.
let lastCountedSearch: string | null = null;

/** Whether this request is a new search whose words the server should count. */
export function takeNewSearch(input: {
  query: string;
  contentGroupId: number | null;
  page: number;
}) {
  const key = JSON.stringify([input.query, input.contentGroupId]);
  if (input.page !== 1 || key === lastCountedSearch) return false;
  lastCountedSearch = key;
  return true;
}

export function useFullTextSearch(input: FullTextSearchInput) {
  const query = input.query.trim();
  return useQuery({
    queryKey: [
      ...libraryQueryKey,
      'search',
      'full-text',
      query,
      input.contentGroupId,
      input.page,
      input.isSignedIn,
    ],
    queryFn: ({ signal }) =>
      apiClient.post(
        input.isSignedIn ? '/content/full-text-search' : '/content/public/full-text-search',
        {
          query: {
            domain: siteDomain(),
            page: input.page,
            size: FULL_TEXT_PAGE_SIZE,
            contentGroupId: input.contentGroupId,
            isNewSearch: takeNewSearch({ ...input, query }) || undefined,
          },
          body: { query },
          schema: fullTextPageSchema,
          signal,
        },
      ),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST content/full-text-search/pages` (or its public variant): every page of one book whose
 * text holds the words, in page order, a page of them at a time (a result's "n pages match").
 */
export function useFullTextPages(
  input: { query: string; contentId: string; contentGroupId: number | null; page: number },
  isSignedIn: boolean,
) {
  const query = input.query.trim();
  return useQuery({
    queryKey: [...libraryQueryKey, 'search', 'full-text-pages', input, query, isSignedIn],
    queryFn: ({ signal }) =>
      apiClient.post(
        isSignedIn ? '/content/full-text-search/pages' : '/content/public/full-text-search/pages',
        {
          query: {
            domain: siteDomain(),
            contentId: input.contentId,
            contentGroupId: input.contentGroupId,
            page: input.page,
            size: FULL_TEXT_HITS_PAGE_SIZE,
          },
          body: { query },
          schema: fullTextHitsPageSchema,
          signal,
        },
      ),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
