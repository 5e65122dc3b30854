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
