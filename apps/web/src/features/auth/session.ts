import { useCallback, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleLevel } from '@hondana/contract';
import { authInfoSchema, isEnumValue, Language } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { isApiError } from '../../api/api-error';
import type { CamelCasedDeep } from '../../api/case-conversion';
import {
  clearAccessToken,
  readAccessToken,
  storeAccessToken,
  subscribeAccessToken,
} from '../../api/access-token';

/** The signed-in user as the screens see it (product.md §3 "Session user"). */
export interface SessionUser {
  id: string;
  companyId: string | null;
  domain: string | null;
  /** Null for accounts that sign in with a user name only. */
  email: string | null;
  /** From the account's full name. */
  name: string;
  lang: Language | null;
  roleLevel: RoleLevel;
  /** Null for e-mail-only accounts and when the login answer did not say. */
  username: string | null;
  /** Google sessions cannot change the password (product.md §6). */
  isGoogleLogin: boolean;
}

/** loading: a stored token is being checked; anonymous: no token or it was refused. */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Ends the session on the server and in the browser (the caller navigates afterwards). */
  signOut: () => Promise<void>;
}

/** Validated auth info after the client converted its keys to camelCase. */
export type AuthInfo = CamelCasedDeep<z.output<typeof authInfoSchema>>;

/** Maps the validated auth info to the session user. */
export function toSessionUser(info: AuthInfo): SessionUser {
  return {
    id: String(info.id),
    companyId: info.companyId === null ? null : String(info.companyId),
    domain: info.domain,
    email: info.email,
    name: info.fullName,
    lang: isEnumValue(Language, info.lang) ? info.lang : null,
    roleLevel: info.roleLevel as RoleLevel,
    username: info.username,
    isGoogleLogin: info.isGoogleLogin,
  };
}

export const sessionQueryKey = ['auth', 'info'] as const;

async function fetchSessionUser(signal: AbortSignal): Promise<SessionUser> {
  const info = await apiClient.get('/auth/info', { schema: authInfoSchema, signal });
  return toSessionUser(info);
}

/**
 * Without a stored token the httpOnly session cookie may still hold a session (a new tab of a
 * "not remembered" login): `GET /auth/info` restores it (product.md §4). A refusal only means
 * "anonymous", so it must not trigger the reauthorize redirect.
 */
async function restoreSessionFromCookie(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    const info = await apiClient.get('/auth/info', {
      schema: authInfoSchema,
      signal,
      skipReauthorize: true,
    });
    return toSessionUser(info);
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

/** The stored access token, re-read whenever it changes (login, logout, another tab). */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, readAccessToken, () => null);
}

/**
 * The current session: backed by the stored access token and `GET /auth/info`.
 * A refused token (401/601/602) triggers the reauthorize handler of the api client.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  const query = useQuery({
    queryKey: [...sessionQueryKey, token],
    queryFn: ({ signal }) =>
      token === null ? restoreSessionFromCookie(signal) : fetchSessionUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const signOut = useCallback(() => signOutSession(queryClient), [queryClient]);

  if (query.isPending) return { status: 'loading', user: null, signOut };
  if (query.isError || !query.data) return { status: 'anonymous', user: null, signOut };
  return { status: 'authenticated', user: query.data, signOut };
}

/**
 * Starts a session from a login answer. With `user` (from the login results) and the query
 * client, the session is known at once: no `GET /auth/info` round trip, no loading flash.
 */
export function startSession(
  accessToken: string,
  options: { remember: boolean; user?: SessionUser; queryClient?: QueryClient },
): void {
  if (options.user && options.queryClient) {
    options.queryClient.setQueryData([...sessionQueryKey, accessToken], options.user);
  }
  storeAccessToken(accessToken, { remember: options.remember });
}

/** Forgets the session in the browser only (after 401/601/602 or a failed restore). */
export function clearSession(queryClient: QueryClient): void {
  clearAccessToken();
  queryClient.removeQueries({ queryKey: sessionQueryKey });
}

/** Logs out on the server, then clears the browser session even if the server call failed. */
export async function signOutSession(queryClient: QueryClient): Promise<void> {
  try {
    await apiClient.get('/auth/logout', { skipReauthorize: true });
  } catch {
    // The session ends locally either way; an expired token cannot be logged out twice.
  } finally {
    clearSession(queryClient);
  }
}
