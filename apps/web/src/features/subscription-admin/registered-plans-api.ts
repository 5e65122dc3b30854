/**
 * A reader's registered plans as the administrator sees them on the user detail
 * (docs/subscriptions.md "Registering and the registered plans"), and cancelling one for them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pagedSchemaOf, registeredPlanWireSchema, SubscriptionStatus } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';

const registeredPlanPageSchema = pagedSchemaOf(registeredPlanWireSchema);

export type RegisteredPlan = CamelCasedDeep<z.output<typeof registeredPlanWireSchema>>;

/** Registered plans and payment history go 10 a page (product.md §9). */
export const registeredPlanPageSize = 10;

// Under the user screens' key (features/people): cancelling reloads the user detail with its
// plans (api-catalogue §4, "if a userId is given, the user detail reloads").
const userQueriesKey = ['company', 'users'] as const;
const userPlansKey = (userId: number, page: number) =>
  [...userQueriesKey, 'plans', userId, page] as const;

export function useUserRegisteredPlans(userId: number, page: number) {
  return useQuery({
    queryKey: userPlansKey(userId, page),
    queryFn: ({ signal }) =>
      apiClient.get('/user/user-subscription-plan-paging', {
        query: { user_id: userId, page, size: registeredPlanPageSize },
        schema: registeredPlanPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A registration can be cancelled only while not already cancelled or over (product.md §4). */
export function isCancellable(plan: Pick<RegisteredPlan, 'status'>): boolean {
  return plan.status === SubscriptionStatus.Active || plan.status === SubscriptionStatus.Inactive;
}

/** The administrator cancels a reader's plan (reason BY_ADMIN): 815 when already over. */
export function useCancelUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: number; userId: number }) =>
      apiClient.delete(`/subscription-plan/user/cancel/registered/${id}`, {
        query: { user_id: userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueriesKey }),
  });
}
