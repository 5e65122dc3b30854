import { pagingDefaults } from '@hondana/contract';

/**
 * product.md §4: an empty page above page 1 is requested again one page back (contents were
 * removed, or the address asked for a page past the end). Null when the page stands as it is.
 */
export function stepBackPage(requestedPage: number, contentCount: number): number | null {
  if (contentCount > 0 || requestedPage <= 1) return null;
  return Math.max(1, requestedPage - pagingDefaults.emptyPageStepBack);
}

/** A page number from the address (`?page=`): whole and at least 1, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
