/**
 * The company administrator's coupon calls (docs/subscriptions.md "Coupons") as TanStack Query
 * hooks. Saving, adding and deleting reload the coupon list even when the call fails
 * (api-catalogue §4): a refused change may still mean the list moved (another administrator
 * deleted the coupon, 850; took its code, 407), and the list should show what is there.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { couponWireSchema, pagedSchemaOf, type CouponBody } from '@hondana/contract';
import { apiClient } from '../../api/api-client';

const couponPageSchema = pagedSchemaOf(couponWireSchema);

export interface CouponPageQuery {
  page: number;
  size: number;
  searchKey: string;
}

export const couponQueryKeys = {
  all: ['company', 'coupons'] as const,
  page: (query: CouponPageQuery) => [...couponQueryKeys.all, 'page', query] as const,
};

export function useCouponPage(query: CouponPageQuery) {
  return useQuery({
    queryKey: couponQueryKeys.page(query),
    queryFn: ({ signal }) =>
      apiClient.get('/manage-coupon/page', {
        query: {
          page: query.page,
          size: query.size,
          ...(query.searchKey ? { search_key: query.searchKey } : {}),
        },
        schema: couponPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A coupon change: whatever its outcome, the coupon list reloads once it is settled. */
export function couponChange<TVariables>(
  queryClient: QueryClient,
  mutationFn: (variables: TVariables) => Promise<unknown>,
): MutationOptions<unknown, Error, TVariables> {
  return {
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponQueryKeys.all }),
  };
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation(
    couponChange(queryClient, ({ id, body }: { id: number | null; body: CouponBody }) =>
      id === null
        ? apiClient.post('/manage-coupon/add', { body, schema: couponWireSchema })
        : apiClient.put(`/manage-coupon/${id}`, { body, schema: couponWireSchema }),
    ),
  );
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation(
    couponChange(queryClient, (id: number) => apiClient.delete(`/manage-coupon/${id}`)),
  );
}
