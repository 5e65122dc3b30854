/**
 * The reader's calls (api-catalogue §7 Content, viewer token): the token that opens one book,
 * its bytes at `/files/{token}`, and the reader's saved place.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { viewerTokenSchema } from '@hondana/contract';
import { apiBasePath, apiClient } from '../../api/api-client';
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
    queryFn: ({ signal }) =>
      apiClient.get('/content/public/viewer-token', {
        schema: viewerTokenSchema,
        query: { ...locator, domain: window.location.hostname },
        signal,
        skipReauthorize: true,
      }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
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
