import { viewerPath } from '../library/view-book';
import { highlightWordsOf, withReaderTarget } from '../reader/reader-target';

/** What a full-text result links to, by the layout the search shows in. */
export interface FullTextLinks {
  /** The book's detail page: /search/{id}, or /home-search/{group}/{id} in the home layout. */
  detailPathOf(content: { id: string; contentGroupIds: number[] }): string;
  /** The reader on the hit’s page with the words highlighted (same tab; the back button returns). */
  hitPathOf(content: { id: string; contentGroupIds: number[] }, page: number): string;
}

/** The layout of a search address: the home layout's pages start with /home-search. */
export function layoutOfPath(pathname: string): 'home' | 'search' {
  return /^\/home-search(?:\/|$)/.test(pathname) ? 'home' : 'search';
}

export function fullTextLinksOf(input: {
  layout: 'home' | 'search';
  contentGroupId: number | null;
  query: string;
}): FullTextLinks {
  const words = highlightWordsOf(input.query);
  const groupIdOf = (content: { contentGroupIds: number[] }) =>
    input.contentGroupId ?? content.contentGroupIds[0] ?? null;
  return {
    detailPathOf(content) {
      const id = encodeURIComponent(content.id);
      const groupId = groupIdOf(content);
      return input.layout === 'home' && groupId !== null
        ? `/home-search/${groupId}/${id}`
        : `/search/${id}`;
    },
    hitPathOf(content, page) {
      // The group the search ran in opens the book as a member of it (its print setting);
      // a search over every group opens it on its own, as the library's View Book does.
      return withReaderTarget(viewerPath(content.id, input.contentGroupId), { page, words });
    },
  };
}
