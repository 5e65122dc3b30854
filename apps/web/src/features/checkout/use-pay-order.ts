import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { i18n } from '../../i18n/i18n';
import { cardForGateway } from '../payment-card/card-validation';
import { tokenizeCard, type CardFields, type TokenSetting } from '../payment-card/tokenize-card';
import { useCharge, useOrderReceive, useRefreshAfterOrder } from './checkout-api';
import { paymentConfirmPath, rememberPendingOrder, thankYouPathOf } from './checkout-paths';

export interface OrderInput {
  planId: number;
  couponCode: string | null;
  /** Null for an order of 0 yen (isClose): it registers without the gateway. */
  card: CardFields | null;
  tokenSetting: TokenSetting | null;
  holderName: string;
  holderEmail: string;
}

/** What the screen shows when an order did not go through. */
export type OrderFailure =
  /** The gateway refused the card fields (841) or the charge (860, its message). */
  | { kind: 'payment'; error: unknown }
  /** 854/855: the coupon no longer applies; the lines go back to no coupon. */
  | { kind: 'coupon'; error: unknown }
  /** 814: the reader holds the plan already. */
  | { kind: 'registered' }
  /** 859: the gateway has not settled it yet. */
  | { kind: 'verifying'; error: unknown }
  /** Anything else (network, 846, 847). */
  | { kind: 'other'; error: unknown };

export type PayPhase = 'idle' | 'paying' | 'redirecting';

function failureOf(error: unknown): OrderFailure {
  if (!isApiError(error)) return { kind: 'other', error };
  switch (error.status) {
    case ErrorCode.CreditCardInvalid:
    case ErrorCode.PaymentFailed:
      return { kind: 'payment', error };
    case ErrorCode.CouponInvalid:
    case ErrorCode.CouponMaxUsed:
      return { kind: 'coupon', error };
    case ErrorCode.SubscriptionAlreadyRegistered:
      return { kind: 'registered' };
    case ErrorCode.PaymentVerifying:
      return { kind: 'verifying', error };
    default:
      return { kind: 'other', error };
  }
}

/**
 * The order flow of the checkout (issue 20): tokenize the card in the browser → charge; a card
 * that asks for 3-D Secure gets a second token (a token pays once) → order-receive → the browser
 * leaves for the challenge and comes back to /veritrans-payment/confirm. A second Pay while one
 * is under way is ignored, so a double click sends one order.
 */
export function usePayOrder() {
  const { i18n: translation } = useTranslation();
  const navigate = useNavigate();
  const charge = useCharge();
  const orderReceive = useOrderReceive();
  const refresh = useRefreshAfterOrder();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const inFlight = useRef(false);

  const tokenFor = (input: OrderInput) =>
    tokenizeCard(input.tokenSetting!, cardForGateway(input.card!), translation.language);

  async function registered(planId: number) {
    enqueueToast({ severity: 'success', message: i18n.t('payment.toast.success') });
    await refresh();
    void navigate(thankYouPathOf(planId));
  }

  async function run(input: OrderInput): Promise<void> {
    const { planId, couponCode } = input;
    if (!input.card || !input.tokenSetting) {
      await charge.mutateAsync({ subscriptionPlanId: planId, couponCode, token: null });
      return registered(planId);
    }
    const answer = await charge.mutateAsync({
      subscriptionPlanId: planId,
      couponCode,
      token: await tokenFor(input),
    });
    if (answer.outcome === 'REGISTERED') return registered(planId);

    const started = await orderReceive.mutateAsync({
      subscriptionPlanId: planId,
      couponCode,
      token: await tokenFor(input),
      redirectUrl: paymentConfirmPath,
      cardHolderName: input.holderName.trim() || undefined,
      cardHolderEmail: input.holderEmail.trim() || undefined,
    });
    if (started.result === 'ok' || !started.redirectUrl) return registered(planId);
    if (started.orderId) rememberPendingOrder({ orderId: started.orderId, planId, couponCode });
    setPhase('redirecting');
    window.location.assign(started.redirectUrl);
  }

  /** Runs the order; answers what went wrong, or null (done, or the browser is leaving). */
  async function pay(input: OrderInput): Promise<OrderFailure | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPhase('paying');
    try {
      await run(input);
      return null;
    } catch (error) {
      const failure = failureOf(error);
      // Without a card the order was to cost nothing: the screen asks for one instead.
      if (failure.kind === 'payment' && input.card) {
        enqueueToast({ severity: 'error', message: i18n.t('payment.toast.error') });
      }
      setPhase('idle');
      return failure;
    } finally {
      inFlight.current = false;
    }
  }

  return { pay, phase };
}
