/**
 * A reader's subscription calls (api-catalogue §7 Subscription plans, Coupons, Payment): their
 * registered plans, cancelling one, checking a coupon against a plan and registering a plan.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chargeAnswerSchema,
  couponCheckWireSchema,
  pagedSchemaOf,
  registeredPlanWireSchema,
  type ChargeBody,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import { libraryQueryKey } from '../library/library-api';
import { planQueryKey } from '../subscription-plans/plan-api';

export const registeredPlansQueryKey = ['subscription', 'registered'] as const;

/** Registered plans and payment history show 10 a page (product.md §9). */
export const registeredPageSize = 10;

const registeredPageSchema = pagedSchemaOf(registeredPlanWireSchema);

/** `GET subscription-plan/user/registered/page`: the reader's own registrations, newest first. */
export function useRegisteredPlans(page: number) {
  return useQuery({
    queryKey: [...registeredPlansQueryKey, page],
    queryFn: ({ signal }) =>
      apiClient.get('/subscription-plan/user/registered/page', {
        query: { page, size: registeredPageSize },
        schema: registeredPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a registration or a cancellation: the plans (is_registered), the reader's registrations
 * and every list and detail of books, whose gate flags (is_registered) may have changed.
 */
function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: planQueryKey }),
      queryClient.invalidateQueries({ queryKey: registeredPlansQueryKey }),
      queryClient.invalidateQueries({ queryKey: libraryQueryKey }),
    ]);
}

/** `DELETE subscription-plan/user/cancel/registered/{id}` (815 when cancelled or expired). */
export function useCancelRegistration() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiClient.delete(`/subscription-plan/user/cancel/registered/${registrationId}`),
    onSuccess: async () => {
      notifyApiSuccess('cancel');
      await refresh();
    },
  });
}

/**
 * `GET manage-coupon/user/get`: the coupon and the price of the reader's next period with it
 * (854 unknown or expired, 855 used up). The screen shows its errors beside the field.
 */
export function useCouponCheck() {
  return useMutation({
    mutationFn: (input: { couponCode: string; subscriptionPlanId: number }) =>
      apiClient.get('/manage-coupon/user/get', { query: input, schema: couponCheckWireSchema }),
    meta: { errorToast: false },
  });
}

/**
 * `POST veritrans/charge` without a card token: registers an order of 0 yen and answers
 * `{outcome, order_id, registration}` (814 already held; 846 when the order is paid after all
 * and the site takes no cards, 841 when it is paid and no card is on file: the screen turns
 * those into the card payment, so it handles the errors itself).
 */
export function useRegisterPlan() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: (body: CamelCasedDeep<ChargeBody>) =>
      apiClient.post('/veritrans/charge', { body, schema: chargeAnswerSchema }),
    onSuccess: async () => {
      notifyApiSuccess('register');
      await refresh();
    },
    meta: { errorToast: false },
  });
}
