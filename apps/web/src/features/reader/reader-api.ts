/**
 * The reader's calls (api-catalogue §7 Content, viewer token): the token that opens one book,
 * its bytes at `/files/{token}`, and the reader's saved place.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { viewerTokenSchema } from '@hondana/contract';
import { apiBasePath, apiClient } from '../../api/api-client';
import { siteDomain } from '../../api/site-domain';
import type { CamelCasedDeep } from '../../api/case-conversion';

export type ViewerToken = CamelCasedDeep<z.output<typeof viewerTokenSchema>>;
export type Watermark = ViewerToken['watermark'];

/** What the route names the book by (product.md §2 viewer routes). */
export type BookLocator =
  { contentId: string; contentGroupId?: number } | { detailId: string } | { viewToken: string };

/**
 * One token per opening: never refetched in the background (each answer counts a view and
 * starts a new token), and a refusal is shown, not retried or sent to the login page.
 */
export function useViewerToken(locator: BookLocator) {
  return useQuery({
    queryKey: ['reader', 'viewer-token', locator] as const,
    queryFn: ({ signal }) => takePrefetchedToken(locator) ?? requestViewerToken(locator, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

function requestViewerToken(locator: BookLocator, signal?: AbortSignal) {
  return apiClient.get('/content/public/viewer-token', {
    schema: viewerTokenSchema,
    query: { ...locator, domain: siteDomain() },
    signal,
    skipReauthorize: true,
  });
}

const prefetched = new Map<string, Promise<ViewerToken>>();

/**
 * Asks for the token as soon as the reader's code arrives, before the app has checked the
 * session and rendered the route (~0.25 s sooner on a 40 ms link). The route's query takes it.
 */
export function prefetchViewerToken(locator: BookLocator): void {
  const key = JSON.stringify(locator);
  if (prefetched.has(key)) return;
  const request = requestViewerToken(locator);
  request.then(
    (token) => {
      if (token.contentInfo.extensionType === 'pdf') prefetchBookEnds(token.tokenId);
    },
    () => undefined,
  );
  prefetched.set(key, request);
}

function takePrefetchedToken(locator: BookLocator): Promise<ViewerToken> | null {
  const key = JSON.stringify(locator);
  const request = prefetched.get(key) ?? null;
  prefetched.delete(key);
  return request;
}

/** The book named by a reader address (the routes of app/routes.ts), or null. */
export function locatorOfPath(pathname: string): BookLocator | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = parts;
  if (first === 'view-online' && second) {
    const group = Number(third);
    return Number.isInteger(group) && group > 0
      ? { contentId: second, contentGroupId: group }
      : { contentId: second };
  }
  if (first === 'content' && second && parts.length === 2) return { detailId: second };
  if (first === 'direct-view' && second && parts.length === 2) return { viewToken: second };
  return null;
}

/** The only address of a book's bytes; same-origin, so the session cookie goes with it. */
export function bookFileUrl(tokenId: string): string {
  return `${apiBasePath}/files/${encodeURIComponent(tokenId)}`;
}

/** Saves where the reader is; errors are left unshown (the next turn of a page saves again). */
export async function saveReadingPosition(
  contentId: string,
  position: { location: string; progress: number | null },
): Promise<void> {
  await apiClient
    .put(`/content/reading-position/${encodeURIComponent(contentId)}`, {
      body: position,
      skipReauthorize: true,
    })
    .catch(() => undefined);
}

/** Bytes of the book and where they start, with the book's whole size (from Content-Range). */
export interface BookRange {
  start: number;
  bytes: Uint8Array;
  total: number;
}

/**
 * One range of the book (`Range: bytes=…`, e.g. `0-131071` or the suffix `-262144`): how the
 * PDF reader loads, a range at a time.
 */
export async function fetchBookRange(tokenId: string, range: string): Promise<BookRange> {
  // eslint-disable-next-line no-restricted-globals -- bytes, not an envelope (see downloadBook)
  const response = await fetch(bookFileUrl(tokenId), {
    credentials: 'same-origin',
    headers: { Range: `bytes=${range}` },
  });
  if (response.status !== 206 && response.status !== 200) {
    throw new Error(`the book answered HTTP ${response.status}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const match = /^bytes (\d+)-\d+\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  return match
    ? { start: Number(match[1]), bytes, total: Number(match[2]) }
    : { start: 0, bytes, total: bytes.byteLength };
}

/** The first and last bytes of a PDF: its header, and its cross-reference at the end. */
export interface BookEnds {
  head: BookRange;
  tail: BookRange;
}

/**
 * pdf.js's chunk size too (the head must be exactly one chunk, or pdf.js asks for it again). A
 * round trip on a 20 Mbit/s, 40 ms link costs as much as ~100 KB; 256 KB chunks were no faster
 * to page 1 of the benchmark book and fetched 1.9 % of it instead of 1.6 %.
 */
export const BOOK_HEAD_BYTES = 128 * 1024;
export const BOOK_TAIL_BYTES = 256 * 1024;
const bookEnds = new Map<string, Promise<BookEnds>>();

/**
 * Fetches both ends of a PDF at once, as soon as the token is known: pdf.js reads the head, then
 * the tail, then the objects of page 1, and these two requests run while its code still loads.
 */
export function prefetchBookEnds(tokenId: string): void {
  if (bookEnds.has(tokenId)) return;
  const request = Promise.all([
    fetchBookRange(tokenId, `0-${BOOK_HEAD_BYTES - 1}`),
    fetchBookRange(tokenId, `-${BOOK_TAIL_BYTES}`),
  ]).then(([head, tail]) => ({ head, tail }));
  request.catch(() => undefined);
  bookEnds.set(tokenId, request);
}

export function takeBookEnds(tokenId: string): Promise<BookEnds> {
  prefetchBookEnds(tokenId);
  const request = bookEnds.get(tokenId)!;
  bookEnds.delete(tokenId);
  return request;
}

/**
 * The whole book as a file (EPUB engines read the zip whole). Book bytes are not an API
 * envelope, so this is the one call beside the API client; same-origin, with the session cookie.
 */
export async function downloadBook(tokenId: string, name: string, type: string): Promise<File> {
  // eslint-disable-next-line no-restricted-globals -- bytes, not an envelope (see above)
  const response = await fetch(bookFileUrl(tokenId), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`the book answered HTTP ${response.status}`);
  return new File([await response.blob()], name, { type });
}
