/**
 * Where the reader opens when a full-text hit sends it (shared decision of issue 8): the viewer
 * route with `?page=<n>&highlight=<words>`. `page` is the page of a PDF or the spine item of an
 * EPUB (1-based, as the server numbers page text); `highlight` holds the searched words,
 * separated by spaces. Pure, so the search's links and the reader read one format.
 */
export const readerPageParam = 'page';
export const readerHighlightParam = 'highlight';

export interface ReaderTarget {
  /** The page to open, or null to open where the reader left off. */
  page: number | null;
  /** Words to highlight on that page (none: nothing highlighted). */
  words: string[];
}

/** Most words a link carries (the search itself takes at most 255 characters). */
const MAX_WORDS = 10;

/** The words of a query: NFKC-folded (full/half width), split on spaces, each once. */
export function highlightWordsOf(query: string): string[] {
  const words = query
    .normalize('NFKC')
    .split(/\s+/u)
    .map((word) => word.trim())
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Reads the target from the reader's query string; anything malformed is left out. */
export function readReaderTarget(search: string | URLSearchParams): ReaderTarget {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(readerPageParam) ?? '';
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
  const words = highlightWordsOf((params.get(readerHighlightParam) ?? '').slice(0, 255));
  return { page, words };
}

/** Adds the target to a reader address (`viewerPath`'s result). */
export function withReaderTarget(path: string, target: ReaderTarget): string {
  const params = new URLSearchParams();
  if (target.page !== null) params.set(readerPageParam, String(target.page));
  if (target.words.length > 0) params.set(readerHighlightParam, target.words.join(' '));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
