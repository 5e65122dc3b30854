// What the search benchmark's corpus is made of, shared by the loader and the runner.

/** Books per company at `--scale 1` (issue 8: 10,000 books of 50 pages, two companies). */
export const BOOKS_AT_FULL_SCALE = 10_000;
export const PAGES_PER_BOOK = 50;

/**
 * The measured company and a second one of the same size, so every query has to filter by
 * company. Hosts end in .localhost: tenancy is by host name.
 */
export const BENCH_COMPANIES = [
  { seed: 1, letter: 'a', domain: 'search-bench-a.localhost', name: 'Search bench A' },
  { seed: 2, letter: 'b', domain: 'search-bench-b.localhost', name: 'Search bench B' },
] as const;

/** Element ids (lowercase alphanumeric, 20+ characters) that tell the company at a glance. */
export function contentIdOf(seed: number, index: number): string {
  const letter = BENCH_COMPANIES.find((c) => c.seed === seed)?.letter ?? 'x';
  return `searchbench${letter}${String(index).padStart(9, '0')}`;
}
