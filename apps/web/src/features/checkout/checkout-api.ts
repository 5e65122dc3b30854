/**
 * The order calls of the checkout screens (api-catalogue §7 Payment): charge, the 3-D Secure
 * order and its confirmation. Amounts are never sent: the server prices every order itself.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chargeAnswerSchema,
  confirmOrderAnswerSchema,
  orderReceiveAnswerSchema,
  type ChargeBody,
  type ConfirmOrderBody,
  type OrderReceiveBody,
} from '@hondana/contract';
import { apiClient } from '../../api/api-client';
import type { CamelCasedDeep } from '../../api/case-conversion';
import { sessionQueryKey } from '../auth/session';
import { libraryQueryKey } from '../library/library-api';
import { registeredPlansQueryKey } from '../subscription/subscription-api';
import { planQueryKey } from '../subscription-plans/plan-api';

/**
 * After a paid or registered order (api-catalogue §5): the auth info, the plan lists (their
 * is_registered), the reader's registrations and payments, and every list of books, whose gates
 * may have opened.
 */
export function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [sessionQueryKey, planQueryKey, registeredPlansQueryKey, libraryQueryKey, ['payment']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** `POST veritrans/charge`: pays with a token (or registers a 0-yen order without one). */
export function useCharge() {
  return useMutation({
    mutationFn: (body: CamelCasedDeep<ChargeBody>) =>
      apiClient.post('/veritrans/charge', { body, schema: chargeAnswerSchema }),
    meta: { errorToast: false },
  });
}

/** `POST veritrans/order-receive`: starts a 3-D Secure order; answers where the browser goes. */
export function useOrderReceive() {
  return useMutation({
    mutationFn: (body: CamelCasedDeep<OrderReceiveBody>) =>
      apiClient.post('/veritrans/order-receive', { body, schema: orderReceiveAnswerSchema }),
    meta: { errorToast: false },
  });
}

/** `POST veritrans/confirm-order`: settles the order after 3-D Secure (859 pending, 860 failed). */
export function useConfirmOrder() {
  return useMutation({
    mutationFn: (body: CamelCasedDeep<ConfirmOrderBody>) =>
      apiClient.post('/veritrans/confirm-order', { body, schema: confirmOrderAnswerSchema }),
    meta: { errorToast: false },
  });
}
