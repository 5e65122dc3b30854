import { PopularityPeriod } from '@hondana/contract';

/** The sort choices of the home page (product.md §2 Home layout, §9 popularity periods). */
export const sortKeys = ['newest', 'title', 'author', 'popular'] as const;
export type SortKey = (typeof sortKeys)[number];

export const popularityPeriods = Object.values(PopularityPeriod);

export interface ShelfSort {
  key: SortKey;
  /** Only for 'popular': the period views are counted over. */
  period: PopularityPeriod;
}

export const defaultSort: ShelfSort = { key: 'newest', period: PopularityPeriod.Last30Days };

/** Reads `?sort=` and `?period=`; anything unknown falls back to the default. */
export function parseSort(params: URLSearchParams): ShelfSort {
  const key = sortKeys.find((candidate) => candidate === params.get('sort')) ?? defaultSort.key;
  const period =
    popularityPeriods.find((candidate) => candidate === params.get('period')) ?? defaultSort.period;
  return { key, period };
}

/** Writes the sort into the address, leaving the defaults out so plain addresses stay plain. */
export function writeSort(params: URLSearchParams, sort: ShelfSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (sort.key === defaultSort.key) next.delete('sort');
  else next.set('sort', sort.key);
  if (sort.key === 'popular' && sort.period !== defaultSort.period) next.set('period', sort.period);
  else next.delete('period');
  return next;
}

/** The query of `content/public/page` for a sort (contract: contentShelfQuerySchema). */
export function sortQuery(sort: ShelfSort): {
  sortField: 'title' | 'author' | 'create_date' | 'popular';
  sort: 'asc' | 'desc';
  period?: PopularityPeriod;
} {
  switch (sort.key) {
    case 'title':
      return { sortField: 'title', sort: 'asc' };
    case 'author':
      return { sortField: 'author', sort: 'asc' };
    case 'popular':
      return { sortField: 'popular', sort: 'desc', period: sort.period };
    default:
      return { sortField: 'create_date', sort: 'desc' };
  }
}

/** True when a list answered without sort options is already in this order. */
export function isDefaultSort(sort: ShelfSort): boolean {
  return sort.key === defaultSort.key;
}
