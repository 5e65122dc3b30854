/**
 * The detail screen's calls: `content/public/detail/` and the favourite star (`POST content/favorites/add`,
 * `DELETE content/favorites/delete/{id}`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ErrorCode,
  contentWireSchema,
  favoriteStateSchema,
  type favoriteAddBodySchema,
} from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { apiClient } from '../../api/api-client';
import { useSession } from '../auth/session';
import { siteDomain } from '../../api/site-domain';
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { withFavoriteFlag } from './favorite-sync';
import { favoritePagesQueryKey, favoritesQueryKey, libraryQueryKey } from './library-api';
import type { Content } from './library-types';

/** Answers that mean "no such book here" rather than a failure worth retrying. */
export function isNoData(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.httpStatus === 404 ||
      error.httpStatus === 403 ||
      error.status === ErrorCode.ContentNotFound)
  );
}

/** `content/public/detail/` for a content in a group (the detail screen). */
export function useContentDetail(contentId: string, contentGroupId: number | null) {
  // Keyed by the viewer: the answer says whether they starred the book and hold its plan, so a
  // visitor's answer must not be shown to the reader they become by signing in.
  const { user } = useSession();
  return useQuery({
    queryKey: [...libraryQueryKey, 'detail', contentId, contentGroupId, user?.id ?? null],
    queryFn: ({ signal }) =>
      apiClient.get('/content/public/detail/', {
        query: { domain: siteDomain(), id: contentId, contentGroupId },
        schema: contentWireSchema,
        signal,
      }),
  });
}

type FavoriteAddBody = CamelCasedDeep<z.input<typeof favoriteAddBodySchema>>;

/**
 * Adds or removes a favourite (`POST content/favorites/add`, `DELETE content/favorites/delete/{id}`),
 * then writes the flag into every cached list and detail and reloads the favourites shelf.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const syncFlag = (contentId: string, isFavorite: boolean) =>
    queryClient.setQueriesData({ queryKey: libraryQueryKey }, (data: unknown) =>
      data === undefined ? data : withFavoriteFlag(data, contentId, isFavorite),
    );
  return useMutation({
    mutationFn: async (input: { content: Content; contentGroupId: number | null }) => {
      const { content, contentGroupId } = input;
      const state = content.isFavorite
        ? await apiClient.delete(`/content/favorites/delete/${encodeURIComponent(content.id)}`, {
            schema: favoriteStateSchema,
          })
        : await apiClient.post('/content/favorites/add', {
            body: { contentId: content.id, contentGroupId } satisfies FavoriteAddBody,
            schema: favoriteStateSchema,
          });
      return state.isFavorite;
    },
    onSuccess: async (isFavorite, { content }) => {
      syncFlag(content.id, isFavorite);
      notifyApiSuccess(isFavorite ? 'addFavorite' : 'removeFavorite');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
        queryClient.invalidateQueries({ queryKey: favoritePagesQueryKey }),
      ]);
    },
    onError: (error, { content }) => {
      // Starred or unstarred meanwhile (another tab): the screen catches up with the server.
      if (isApiError(error) && error.status === ErrorCode.AlreadyInFavorites)
        syncFlag(content.id, true);
      if (isApiError(error) && error.status === ErrorCode.NotInFavorites)
        syncFlag(content.id, false);
    },
  });
}
