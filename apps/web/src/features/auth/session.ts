import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RoleLevel } from '@hondana/contract';
import { authInfoSchema, isAdminRoleLevel, isEnumValue, Language } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { isApiError } from '../../api/api-error';
import type { CamelCasedDeep } from '../../api/case-conversion';

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

/**
 * A reader keeps favourites and reading positions; an administrator viewing the site has none.
 */
export function isReader(user: SessionUser | null): user is SessionUser {
  return user !== null && !isAdminRoleLevel(user.roleLevel);
}

/** loading: the session cookie is being checked; anonymous: no session or it was refused. */
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

/**
 * The session lives in the httpOnly cookie only, so scripts (and an injected one) never see its
 * token. `GET /auth/info` tells who it belongs to, on every page load (product.md §4). A refusal
 * only means "anonymous", so it must not trigger the reauthorize redirect.
 */
export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
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

// Other tabs share the cookie but not the query cache: tell them to ask /auth/info again.
const channelName = 'hondana.session';
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  }
  return channel;
}

function announceSessionChange(): void {
  sessionChannel()?.postMessage('changed');
}

/** One listener per query client (it lives as long as the app), however many screens ask. */
const listeningClients = new WeakSet<QueryClient>();

export function listenToOtherTabs(queryClient: QueryClient): void {
  const target = sessionChannel();
  if (!target || listeningClients.has(queryClient)) return;
  listeningClients.add(queryClient);
  target.addEventListener('message', () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });
}

/** The current session, from the cookie through `GET /auth/info`. */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSessionUser(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  useEffect(() => listenToOtherTabs(queryClient), [queryClient]);
  const signOut = useCallback(() => signOutSession(queryClient), [queryClient]);

  if (query.isPending) return { status: 'loading', user: null, signOut };
  if (query.isError || !query.data) return { status: 'anonymous', user: null, signOut };
  return { status: 'authenticated', user: query.data, signOut };
}

/**
 * Starts a session from a login answer: the server has set the cookie; the user of the answer
 * is the session at once (no `GET /auth/info` round trip, no loading flash).
 */
export function startSession(user: SessionUser, queryClient: QueryClient): void {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, user);
  announceSessionChange();
}

/** Forgets the session in the browser (after logout, or 401/601/602 from the server). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData<SessionUser | null>(sessionQueryKey, null);
  announceSessionChange();
}

/** Logs out on the server (which clears the cookie), then ends the session in the browser. */
export async function signOutSession(queryClient: QueryClient): Promise<void> {
  try {
    await apiClient.get('/auth/logout', { skipReauthorize: true });
  } catch {
    // The session ends locally either way; an expired session cannot be logged out twice.
  } finally {
    clearSession(queryClient);
  }
}
