/**
 * The plans a reader or visitor sees (api-catalogue §7 Subscription plans): the list of the
 * Purchase Subscription modal and of /subscription, and one plan for /subscription/:id.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedSchemaOf, planWireSchema } from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import { siteDomain } from '../../api/site-domain';
import { useSession } from '../auth/session';

/** Every plan query starts with this key: registering or cancelling refreshes them all. */
export const planQueryKey = ['subscription-plans'] as const;

/** Plan lists load up to 100 plans (product.md §9). */
export const planListSize = 100;

const planPageSchema = pagedSchemaOf(planWireSchema);

/**
 * `GET subscription-plan/public/user/page`: the plans unlocking `contentGroupId` (the modal), or
 * every plan (null). Keyed by the viewer, whose answer carries their own `is_registered`.
 */
export function usePublicPlans(contentGroupId: number | null) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...planQueryKey, 'public', user?.id ?? null, contentGroupId],
    queryFn: ({ signal }) =>
      apiClient.get('/subscription-plan/public/user/page', {
        query: { contentGroupId, page: 1, size: planListSize, domain: siteDomain() },
        schema: planPageSchema,
        signal,
      }),
  });
}

/** `GET subscription-plan/public/{id}`: one plan (847 when there is no such plan here). */
export function usePublicPlan(planId: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: [...planQueryKey, 'one', user?.id ?? null, planId],
    queryFn: ({ signal }) =>
      apiClient.get(`/subscription-plan/public/${planId}`, {
        query: { domain: siteDomain() },
        schema: planWireSchema,
        signal,
      }),
  });
}
