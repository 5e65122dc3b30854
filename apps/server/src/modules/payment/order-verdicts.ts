import type { Clock } from '../../platform/clock/clock.js';
import type {
  GatewayOutcome,
  MerchantSettings,
  PaymentGateway,
} from '../../platform/payments/payment-gateway.js';
import type { OrderVerdict } from './order-settlement.js';
import { gatewayAccountIdOf } from './payment-account.repository.js';
import type { PaymentOrderRow } from './payment.tables.js';

/** A reader who leaves a 3-D Secure challenge unfinished: the order fails after this long. */
export const ABANDONED_CHALLENGE_MS = 30 * 60 * 1000;

type OrderVerdictSaved = Extract<OrderVerdict, { kind: 'paid' }>['savedAccount'];

/** What a card payment's answer means for its order. */
export function verdictOf(
  outcome: GatewayOutcome<{ maskedCardNumber: string | null; savedAccount: OrderVerdictSaved }>,
): OrderVerdict | null {
  if (outcome.kind === 'success') {
    return {
      kind: 'paid',
      maskedCard: outcome.maskedCardNumber,
      savedAccount: outcome.savedAccount,
      vResultCode: outcome.vResultCode,
    };
  }
  if (outcome.kind === 'declined') {
    return {
      kind: 'refused',
      vResultCode: outcome.vResultCode,
      message: outcome.message,
      needsThreeDSecure: outcome.needsThreeDSecure === true,
    };
  }
  // pending, or no answer to trust: the order stays PENDING for reconciliation.
  return null;
}

/** The order as the gateway has it now: reconciliation, confirm-order and push use it. */
export async function verdictFromGateway(
  deps: { gateway: PaymentGateway; clock: Clock; gatewayTimeoutMs: number },
  settings: MerchantSettings,
  order: PaymentOrderRow,
): Promise<OrderVerdict | null> {
  const { gateway, clock } = deps;
  const age = clock.now().getTime() - order.createdAt.getTime();
  // Any request of the order has ended by now, answered or timed out.
  const requestsEnded = age > Math.max(2 * deps.gatewayTimeoutMs, 60_000);
  if (order.threeDSecure) {
    const result = await gateway.threeDSecureResult(settings, order.id);
    const verdict = verdictOf(result);
    // GetResult refuses an order it does not know the same way as a failed one: a young
    // order's Authorize/mpi may still be on its way (another process), so it waits.
    if (verdict?.kind === 'refused' && !requestsEnded) return null;
    if (verdict || result.kind !== 'pending' || age < ABANDONED_CHALLENGE_MS) return verdict;
    return {
      kind: 'refused',
      vResultCode: result.vResultCode,
      message: '3-D Secure was not completed.',
    };
  }
  const standing = await gateway.orderStatus(settings, order.id);
  if (standing.kind !== 'success') return null;
  if (standing.state === 'paid') {
    // The card saved along with the payment: its answer was lost, so ask the account.
    const saved =
      order.tokenHash === null || order.userId === null
        ? null
        : await gateway.readCards(settings, gatewayAccountIdOf(order.companyId, order.userId));
    return {
      kind: 'paid',
      maskedCard: standing.maskedCardNumber,
      savedAccount: saved?.kind === 'success' ? saved.account : null,
      vResultCode: standing.vResultCode ?? standing.state,
    };
  }
  if (standing.state === 'refused') {
    return {
      kind: 'refused',
      vResultCode: standing.vResultCode,
      message: standing.message || 'The card was not accepted.',
    };
  }
  // Not at the gateway: it never arrived, or has not arrived yet. Only once any request of it
  // has surely ended is it failed; a processing order waits for its outcome.
  if (standing.state === 'unknown' && requestsEnded) {
    return {
      kind: 'refused',
      vResultCode: null,
      message: 'The payment never reached the gateway.',
    };
  }
  return null;
}
