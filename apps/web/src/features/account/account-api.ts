/**
 * The account calls of api-catalogue §7 "User" for one's own account (and its signed-in
 * devices), as TanStack Query hooks.
 * Passwords are hashed here (SHA-256, like every password the client sends).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ErrorCode,
  mySessionSchema,
  revokedSessionsSchema,
  type changeEmailBodySchema,
  type updateProfileBodySchema,
  userWireSchema,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { isApiError } from '../../api/api-error';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { hashPassword } from '../auth/password-hash';
import { sessionQueryKey } from '../auth/session';

/** `GET /user/detail/{id}`: the contract's user, camelCased. */
export type AccountDetail = CamelCasedDeep<z.output<typeof userWireSchema>>;
type UpdateProfileBody = CamelCasedDeep<z.input<typeof updateProfileBodySchema>>;
type ChangeEmailBody = CamelCasedDeep<z.input<typeof changeEmailBodySchema>>;

export const accountQueryKey = (userId: string) => ['user', 'detail', userId] as const;

export function useAccountDetail(userId: string | null) {
  return useQuery({
    queryKey: accountQueryKey(userId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get(`/user/detail/${userId ?? ''}`, { schema: userWireSchema, signal }),
    enabled: userId !== null,
  });
}

/** After a change: reload the account and the session user (name and language live there). */
function useRefreshAccount(userId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
  };
}

/** `PUT /user/update/{id}` with full name and language, then the detail reloads. */
export function useUpdateAccount(userId: string) {
  const refresh = useRefreshAccount(userId);
  return useMutation({
    mutationFn: (input: UpdateProfileBody) =>
      apiClient.put(`/user/update/${userId}`, {
        body: { fullName: input.fullName.trim(), lang: input.lang } satisfies UpdateProfileBody,
      }),
    onSuccess: refresh,
  });
}

/**
 * `PUT /user/change-email/{id}` with the current password (hashed); the server mails a
 * confirmation link to the new address and ends the other sessions.
 */
export function useChangeEmail(userId: string) {
  const refresh = useRefreshAccount(userId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { newEmail: string; password: string }) =>
      apiClient.put(`/user/change-email/${userId}`, {
        body: {
          newEmail: input.newEmail.trim(),
          passwordHash: await hashPassword(input.password),
        } satisfies ChangeEmailBody,
      }),
    onSuccess: async () => {
      await refresh();
      await queryClient.invalidateQueries({ queryKey: mySessionsQueryKey });
    },
  });
}

/**
 * `PUT /user/change-password` with the three passwords as SHA-256 hashes. A 403 means the
 * company no longer allows it: the company settings reload so the Change button disappears.
 */
export function useChangePassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string; confirm: string }) => {
      const [oldPass, newPass, confirmPass] = await Promise.all([
        hashPassword(input.oldPassword),
        hashPassword(input.newPassword),
        hashPassword(input.confirm),
      ]);
      await apiClient.put('/user/change-password', {
        body: { userId, oldPass, newPass, confirmPass },
      });
    },
    onError: (error) => {
      // The company may have turned password changes off meanwhile (614, HTTP 403): reload its settings.
      if (
        isApiError(error) &&
        (error.status === ErrorCode.NoPermission || error.httpStatus === 403)
      ) {
        void queryClient.invalidateQueries({ queryKey: ['company', 'view-settings'] });
      }
    },
  });
}

/** `DELETE /user/cancel/{id}`: withdraws the account (the server ends its sessions). */
export function useCancelAccount(userId: string) {
  return useMutation({
    mutationFn: () => apiClient.delete(`/user/cancel/${userId}`),
  });
}

// "My sessions": GET user/sessions and the calls that end them.

export type MySession = CamelCasedDeep<z.output<typeof mySessionSchema>>;

export const mySessionsQueryKey = ['user', 'sessions'] as const;

const mySessionListSchema = z.array(mySessionSchema);

export function useMySessions() {
  return useQuery({
    queryKey: mySessionsQueryKey,
    queryFn: ({ signal }) =>
      apiClient.get('/user/sessions', { schema: mySessionListSchema, signal }),
  });
}

/** `DELETE /user/sessions/{id}`; the list reloads (the ended session leaves it). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(`/user/sessions/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQueryKey }),
  });
}

/** `POST /user/sessions/revoke-others`: every session but this one ends. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.post('/user/sessions/revoke-others', { schema: revokedSessionsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQueryKey }),
  });
}
