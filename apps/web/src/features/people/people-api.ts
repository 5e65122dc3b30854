/**
 * The company administrator's people calls (api-catalogue.md §7 User, User group, Exceeded
 * sessions) as TanStack Query hooks.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  managedUserWireSchema,
  pagedSchemaOf,
  userGroupOptionSchema,
  userGroupWireSchema,
  type UserAdminInput,
  type UserGroupInput,
  type UserSortField,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const userPageSchema = pagedSchemaOf(managedUserWireSchema);
const groupPageSchema = pagedSchemaOf(userGroupWireSchema);
const exceededSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  full_name: z.string(),
  email: z.string().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  occurred_at: z.string(),
  outcome: z.enum(['ended', 'refused']),
});
const exceededPageSchema = pagedSchemaOf(exceededSchema);
const exceededMessagesSchema = z.object({ ja: z.string().nullable(), en: z.string().nullable() });
export type ManagedUser = CamelCasedDeep<z.output<typeof managedUserWireSchema>>;
export type UserGroup = CamelCasedDeep<z.output<typeof userGroupWireSchema>>;
export type ExceededSession = CamelCasedDeep<z.output<typeof exceededSchema>>;
export type UserBody = CamelCasedDeep<UserAdminInput>;
export type UserGroupBody = CamelCasedDeep<UserGroupInput>;

export interface UserPageQuery {
  page: number;
  size: number;
  searchKey: string;
  sortField: UserSortField;
  sort: 'asc' | 'desc';
}

export const peopleQueryKeys = {
  users: ['company', 'users'] as const,
  groups: ['company', 'user-groups'] as const,
  exceeded: ['company', 'exceeded-sessions'] as const,
};

export function useUserPage(query: UserPageQuery) {
  return useQuery({
    queryKey: [...peopleQueryKeys.users, 'page', query],
    queryFn: ({ signal }) =>
      apiClient.get('/user/page', {
        query: {
          page: query.page,
          size: query.size,
          sort_field: query.sortField,
          sort: query.sort,
          ...(query.searchKey ? { search_key: query.searchKey } : {}),
        },
        schema: userPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: [...peopleQueryKeys.users, 'detail', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/user/detail/${id}`, { schema: managedUserWireSchema, signal }),
  });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UserBody }) =>
      id === null
        ? apiClient.post('/user/add', { body, schema: managedUserWireSchema })
        : apiClient.put(`/user/update/${id}`, { body, schema: managedUserWireSchema }),
    // The dialog shows the error beside the fields it concerns.
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleQueryKeys.groups });
      return queryClient.invalidateQueries({ queryKey: peopleQueryKeys.users });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/user/delete/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.users }),
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: (id: number) => apiClient.put(`/user/reset-password/${id}`),
  });
}

/** The body of a user's update from what the list or detail shows, with some fields changed. */
export function userBodyOf(user: ManagedUser, changes: Partial<UserBody> = {}): UserBody {
  return {
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    lang: user.lang,
    roleLevel: user.roleLevel as 3 | 4,
    userGroupId: user.userGroupId,
    contentGroupIds: user.contentGroupIds,
    param01: user.param01,
    param02: user.param02,
    param03: user.param03,
    param04: user.param04,
    param05: user.param05,
    isAccountStatus: user.isAccountStatus as 0 | 1,
    ...changes,
  };
}

export function useUserGroupPage(page: number, size: number) {
  return useQuery({
    queryKey: [...peopleQueryKeys.groups, 'page', page, size],
    queryFn: ({ signal }) =>
      apiClient.get('/user-group/page', { query: { page, size }, schema: groupPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every group of the company for pickers, the default first. */
export function useUserGroupOptions() {
  return useQuery({
    queryKey: [...peopleQueryKeys.groups, 'list'],
    queryFn: ({ signal }) =>
      apiClient.get('/user-group/list', { schema: z.array(userGroupOptionSchema), signal }),
  });
}

export function useSaveUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UserGroupBody }) =>
      id === null
        ? apiClient.post('/user-group/add', { body, schema: userGroupWireSchema })
        : apiClient.put(`/user-group/update/${id}`, { body, schema: userGroupWireSchema }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.groups }),
  });
}

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/user-group/delete/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.groups }),
  });
}

export function useExceededSessionPage(page: number, size: number) {
  return useQuery({
    queryKey: [...peopleQueryKeys.exceeded, 'page', page, size],
    queryFn: ({ signal }) =>
      apiClient.get('/exceed-session/page', {
        query: { page, size },
        schema: exceededPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useExceededMessages() {
  return useQuery({
    queryKey: [...peopleQueryKeys.exceeded, 'message'],
    queryFn: ({ signal }) =>
      apiClient.get('/exceed-session/message', { schema: exceededMessagesSchema, signal }),
  });
}

export function useSaveExceededMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ja: string | null; en: string | null }) =>
      apiClient.put('/exceed-session/message', { body, schema: exceededMessagesSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKeys.exceeded }),
  });
}
