import { pagingDefaults } from '@hondana/contract';

export type PagerItem =
  { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'before' | 'after' };

/**
 * The numbered part of a pager (product.md §9): pages within `window` of the current one, and
 * an ellipsis where page `current ± (window + 1)` would be when more pages lie beyond.
 * Pages are 1-based; a current page outside 1..totalPages is clamped.
 */
export function buildPagerItems(
  current: number,
  totalPages: number,
  window: number = pagingDefaults.pagerWindow,
): PagerItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  const first = Math.max(1, page - window);
  const last = Math.min(totalPages, page + window);
  const items: PagerItem[] = [];
  if (first > 1) items.push({ kind: 'ellipsis', side: 'before' });
  for (let number = first; number <= last; number++) items.push({ kind: 'page', page: number });
  if (last < totalPages) items.push({ kind: 'ellipsis', side: 'after' });
  return items;
}

/** A page number read from the address bar: a positive integer, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : pagingDefaults.page;
}

/**
 * product.md §4: an empty page above page 1 is requested again one page back (the last book of
 * the last page was removed). Null when the page stands as it is. An address far past the end
 * (`?page=99` of 3 pages) goes straight to the last page rather than one request per page.
 */
export function stepBackPage(
  requestedPage: number,
  contentCount: number,
  totalPages: number,
): number | null {
  if (contentCount > 0 || requestedPage <= 1) return null;
  const previous = requestedPage - pagingDefaults.emptyPageStepBack;
  return Math.max(1, Math.min(previous, totalPages));
}
