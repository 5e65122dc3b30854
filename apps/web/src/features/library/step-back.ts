import { pagingDefaults } from '@hondana/contract';

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

/** A page number from the address (`?page=`): whole and at least 1, else 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
