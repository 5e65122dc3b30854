import { createHash, randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type ChargeAnswer,
  type ChargeBody,
  type ConfirmOrderAnswer,
  type OrderReceiveAnswer,
  type OrderReceiveBody,
} from '@hondana/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { hasSqlState, SqlState } from '../../platform/db/sql-state.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type {
  BrowserFacts,
  MerchantSettings,
  PaymentCard,
  PaymentGateway,
  PushNotification,
} from '../../platform/payments/payment-gateway.js';
import type { CompanyPayments } from '../company/company-payment.js';
import type { CompanyService } from '../company/company.service.js';
import type { CouponService } from '../subscription/coupon.service.js';
import { readerIdOf } from '../subscription/plan.service.js';
import type { Quote, RegistrationService } from '../subscription/registration.service.js';
import { siteUrlOf } from '../user/account.mails.js';
import type { OrderSettlement } from './order-settlement.js';
import { verdictFromGateway, verdictOf } from './order-verdicts.js';
import {
  createPaymentAccountRepository,
  gatewayAccountIdOf,
} from './payment-account.repository.js';
import { createPaymentOrderRepository } from './payment-order.repository.js';
import type { PaymentOrderRow } from './payment.tables.js';

/** Where the browser comes back from 3-D Secure, and where the gateway pushes (under /api/v1). */
export const THREE_D_SECURE_RETURN_PATH = '/veritrans/three-d-secure/return';
export const THREE_D_SECURE_CHALLENGE_PATH = '/veritrans/three-d-secure/challenge';
export const PUSH_PATH = '/veritrans/push';
/** Our confirm page: it calls confirm-order with the order id. */
export const CONFIRM_PAGE = '/veritrans-payment/confirm';

export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const paymentVerifying = (message?: string) =>
  new AppError(ErrorCode.PaymentVerifying, message ? { message } : undefined);
/** The gateway's message; no payload, as the catalogue says of payment errors. */
const paymentFailed = (order: PaymentOrderRow) =>
  new AppError(ErrorCode.PaymentFailed, { message: order.message || 'The card was not accepted.' });
const orderNotFound = () => new AppError(ErrorCode.TransactionNotFound);

const isCostless = (quote: Quote) => quote.freeDays > 0 || quote.lines.isFree;

export interface OrderServiceDeps {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  registrations: RegistrationService;
  coupons: CouponService;
  companies: CompanyService;
  companyPayments: CompanyPayments;
  settlement: OrderSettlement;
  publicUrl: string;
  /** The adapter's timeout: an order the gateway never saw is failed only well after it. */
  gatewayTimeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * Readers' orders of plans (issue 20 parts 4-5, docs/payments.md). Every paid order is written
 * PENDING in its own transaction before the gateway hears of it, with our id as the gateway's
 * orderId; it is settled (order-settlement.ts) when the outcome is known, by whichever path
 * learns it first. A gateway error or timeout leaves it PENDING (859): reconciliation finishes it.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, clock, gateway, registrations, settlement, log } = deps;
  const orders = createPaymentOrderRepository(db);
  const accounts = createPaymentAccountRepository(db);

  function requireReader(ctx: CompanyContext): number {
    const readerId = readerIdOf(ctx);
    if (readerId === null) throw new AppError(ErrorCode.NoPermission);
    return readerId;
  }

  async function merchantOf(companyId: number): Promise<MerchantSettings> {
    const company = await deps.companies.findById(companyId);
    const settings = company ? deps.companyPayments.merchantSettingsOf(company) : null;
    if (!settings) {
      throw new AppError(ErrorCode.PaymentSettingNotFound, {
        message: 'This site takes no card payments.',
      });
    }
    return settings;
  }

  /** The registration a settled order made, as the reader sees it. */
  async function registrationOf(ctx: CompanyContext, order: PaymentOrderRow) {
    return order.registrationId === null
      ? null
      : registrations.detail(ctx, order.registrationId).catch(() => null);
  }

  /** A settled or pending order as charge and confirm-order answer it (859 pending, 860 failed). */
  async function answerOf(
    ctx: CompanyContext,
    order: PaymentOrderRow,
  ): Promise<ConfirmOrderAnswer> {
    if (order.status === 'PENDING') throw paymentVerifying();
    if (order.status === 'FAILED' || order.status === 'SUPERSEDED') throw paymentFailed(order);
    return {
      order_id: order.id,
      status: 'SUCCESS',
      registration: await registrationOf(ctx, order),
    };
  }

  /** The order a token placed before (a double click, a retry): it is answered, never paid twice. */
  async function orderOfToken(ctx: CompanyContext, readerId: number, token: string | null) {
    if (token === null) return null;
    const earlier = await orders.findByToken(ctx.company.id, tokenHashOf(token));
    return earlier ? ownedBy(earlier, readerId) : null;
  }

  /**
   * What a paid order needs before anything is written: the reader does not hold the plan (814)
   * and the site takes card payments (846).
   */
  async function mayOrder(ctx: CompanyContext, readerId: number, quote: Quote) {
    if (!ctx.company.showSubscriptionStatus) {
      throw new AppError(ErrorCode.PaymentSettingNotFound, {
        message: 'This site offers no subscriptions.',
      });
    }
    if (await registrations.holds(readerId, quote.plan.id)) {
      throw new AppError(ErrorCode.SubscriptionAlreadyRegistered);
    }
    return merchantOf(ctx.company.id);
  }

  /**
   * Writes the order PENDING with the quote's amounts, counting the coupon's use, in its own
   * transaction. A concurrent request with the same token finds the order the other placed
   * (`placed: false`); another first order of the plan in flight answers 859.
   */
  async function place(
    ctx: CompanyContext,
    readerId: number,
    quote: Quote,
    token: string | null,
    threeDSecure: boolean,
  ): Promise<{ order: PaymentOrderRow; placed: boolean }> {
    const tokenHash = token === null ? null : tokenHashOf(token);
    // An earlier order of the plan still PENDING here may have ended at the gateway (its
    // answer or the browser's return was lost): asked first, it no longer blocks this one.
    const inFlight = await orders.pendingFirst(readerId, quote.plan.id);
    // The twin of a double click, placed since the token was looked up: answered as it stands.
    if (inFlight && tokenHash !== null && inFlight.tokenHash === tokenHash) {
      return { order: inFlight, placed: false };
    }
    if (inFlight) {
      const asked = await reconcile(inFlight);
      if (asked.status === 'SUCCESS') throw new AppError(ErrorCode.SubscriptionAlreadyRegistered);
    }
    const now = clock.now();
    try {
      const order = await db.transaction(async () => {
        if (quote.coupon) await deps.coupons.redeem(ctx, quote.coupon.id);
        return orders.insert({
          id: `o-${randomUUID()}`,
          companyId: ctx.company.id,
          userId: readerId,
          planId: quote.plan.id,
          planName: quote.plan.name,
          kind: 'FIRST',
          status: 'PENDING',
          period: 1,
          amount: quote.lines.total,
          subtotal: quote.lines.subtotal,
          tax: quote.lines.tax,
          couponId: quote.coupon?.id ?? null,
          couponCode: quote.coupon?.code ?? null,
          freeDays: quote.freeDays,
          threeDSecure,
          tokenHash,
          createdAt: now,
          updatedAt: now,
        });
      });
      return { order, placed: true };
    } catch (error) {
      if (!hasSqlState(error, SqlState.UniqueViolation)) throw error;
      // A double click: the other request placed the order of this token first.
      const twin = await orderOfToken(ctx, readerId, token);
      if (twin) return { order: twin, placed: false };
      throw paymentVerifying('Another order of this plan is being paid.');
    }
  }

  async function registered(ctx: CompanyContext, order: PaymentOrderRow): Promise<ChargeAnswer> {
    // The card asks for 3-D Secure (the same token again answers so too): order-receive pays.
    if (order.status === 'SUPERSEDED') {
      return { outcome: 'THREE_D_SECURE', order_id: order.id, registration: null };
    }
    const answer = await answerOf(ctx, order);
    return { outcome: 'REGISTERED', order_id: order.id, registration: answer.registration };
  }

  /** order-receive again with the same token: the order's state, never a second 3-D Secure. */
  async function receivedBefore(
    ctx: CompanyContext,
    order: PaymentOrderRow,
  ): Promise<OrderReceiveAnswer> {
    await answerOf(ctx, order);
    return { order_id: order.id, redirect_url: null, result: 'ok' };
  }

  function ownedBy(order: PaymentOrderRow, readerId: number): PaymentOrderRow {
    if (order.userId !== readerId) throw orderNotFound();
    return order;
  }

  /** A new card is also saved to the reader's gateway account: the card on file for renewals. */
  async function cardOf(ctx: CompanyContext, readerId: number, token: string | null) {
    if (token !== null) {
      return { token, saveTo: gatewayAccountIdOf(ctx.company.id, readerId) } as PaymentCard;
    }
    const account = await accounts.find(ctx.company.id, readerId);
    if (!account?.cardId) {
      throw new AppError(ErrorCode.CreditCardInvalid, {
        message: 'No card on file: enter a card.',
      });
    }
    return { accountId: account.accountId, cardId: account.cardId } as PaymentCard;
  }

  /** Asks the gateway about a PENDING order and settles it when the answer is final. */
  async function reconcile(order: PaymentOrderRow): Promise<PaymentOrderRow> {
    if (order.status !== 'PENDING' || order.kind !== 'FIRST') return order;
    const settings = await merchantOf(order.companyId);
    const verdict = await verdictFromGateway(deps, settings, order);
    return verdict ? settlement.settle(order.id, verdict) : order;
  }

  async function findOwn(ctx: CompanyContext, orderId: string): Promise<PaymentOrderRow> {
    const readerId = requireReader(ctx);
    const order = await orders.find(ctx.company.id, orderId);
    if (!order || order.userId !== readerId) throw orderNotFound();
    return order;
  }

  return {
    /**
     * `charge`: a 0-yen order registers without the gateway; a paid one pays with the new
     * card's token or, without one, the card on file. THREE_D_SECURE when the card asks for it.
     */
    async charge(ctx: CompanyContext, body: ChargeBody): Promise<ChargeAnswer> {
      const readerId = requireReader(ctx);
      const quote = await registrations.quote(ctx, body.subscription_plan_id, body.coupon_code);
      if (isCostless(quote)) {
        const registration = await registrations.register(
          ctx,
          body.subscription_plan_id,
          body.coupon_code,
        );
        return { outcome: 'REGISTERED', order_id: null, registration };
      }
      const token = body.token ?? null;
      const earlier = await orderOfToken(ctx, readerId, token);
      if (earlier) return registered(ctx, earlier);
      let settings: MerchantSettings;
      try {
        settings = await mayOrder(ctx, readerId, quote);
      } catch (error) {
        // A double click's twin may have placed, paid and registered the order of this token
        // since the lookup above (814 now): the same token answers that order.
        const twin = await orderOfToken(ctx, readerId, token);
        if (twin) return registered(ctx, twin);
        throw error;
      }
      const card = await cardOf(ctx, readerId, token);
      const { order, placed } = await place(ctx, readerId, quote, token, false);
      if (!placed) return registered(ctx, order);
      const outcome = await gateway.authorize(settings, {
        orderId: order.id,
        amount: order.amount,
        card,
      });
      const verdict = verdictOf(outcome);
      if (!verdict) {
        log.warn({ orderId: order.id, outcome: outcome.kind }, 'a charge’s outcome is unknown');
        throw paymentVerifying();
      }
      return registered(ctx, await settlement.settle(order.id, verdict));
    },

    /** `order-receive`: starts a 3-D Secure order; the browser goes to the answer's URL. */
    async orderReceive(
      ctx: CompanyContext,
      body: OrderReceiveBody,
      browser: BrowserFacts,
    ): Promise<OrderReceiveAnswer> {
      const readerId = requireReader(ctx);
      const quote = await registrations.quote(ctx, body.subscription_plan_id, body.coupon_code);
      if (isCostless(quote)) {
        await registrations.register(ctx, body.subscription_plan_id, body.coupon_code);
        return { order_id: null, redirect_url: null, result: 'ok' };
      }
      const earlier = await orderOfToken(ctx, readerId, body.token);
      if (earlier) return receivedBefore(ctx, earlier);
      const settings = await mayOrder(ctx, readerId, quote);
      const { order, placed } = await place(ctx, readerId, quote, body.token, true);
      if (!placed) return receivedBefore(ctx, order);
      const api = `${siteUrlOf(deps.publicUrl, ctx.company.domain)}/api/v1`;
      const started = await gateway.startThreeDSecure(settings, {
        orderId: order.id,
        amount: order.amount,
        card: { token: body.token, saveTo: gatewayAccountIdOf(ctx.company.id, readerId) },
        redirectionUri: `${api}${THREE_D_SECURE_RETURN_PATH}`,
        pushUrl: `${api}${PUSH_PATH}`,
        browser,
      });
      if (started.kind === 'declined') {
        throw paymentFailed(
          await settlement.settle(order.id, {
            kind: 'refused',
            vResultCode: started.vResultCode,
            message: started.message,
          }),
        );
      }
      if (started.kind !== 'success') throw paymentVerifying();
      if (started.challenge.kind === 'redirect') {
        return { order_id: order.id, redirect_url: started.challenge.url, result: 'redirect' };
      }
      await orders.update(order.id, {
        challengeHtml: started.challenge.html,
        updatedAt: clock.now(),
      });
      return {
        order_id: order.id,
        redirect_url: `/api/v1${THREE_D_SECURE_CHALLENGE_PATH}/${order.id}`,
        result: 'redirect',
      };
    },

    /** The gateway's challenge page kept on the order, served once to its reader. */
    async challengePage(ctx: CompanyContext, orderId: string): Promise<string> {
      const order = await findOwn(ctx, orderId);
      if (order.challengeHtml === null || order.status !== 'PENDING') throw orderNotFound();
      await orders.update(order.id, { challengeHtml: null });
      return order.challengeHtml;
    },

    /**
     * The browser's return from 3-D Secure, a cross-site form POST without our session: only a
     * valid vAuthInfo over the order makes it believed, then GetResult says how it ended. 881 for
     * an unknown order or forged fields. Answers the order's id for the confirm page.
     */
    async threeDSecureReturn(
      ctx: CompanyContext,
      fields: Readonly<Record<string, string>>,
    ): Promise<string> {
      const orderId = fields.OrderId ?? fields.orderId ?? '';
      const order = orderId ? await orders.find(ctx.company.id, orderId) : null;
      if (!order?.threeDSecure) throw orderNotFound();
      if (order.status !== 'PENDING') return order.id;
      const settings = await merchantOf(ctx.company.id);
      const finished = await gateway.finishThreeDSecure(settings, {
        expectedOrderId: order.id,
        fields,
      });
      if (finished.kind === 'error' && finished.reason === 'forged') {
        log.warn({ orderId: order.id }, 'a 3-D Secure return with a bad vAuthInfo was refused');
        throw orderNotFound();
      }
      const verdict = verdictOf(finished);
      if (verdict) await settlement.settle(order.id, verdict);
      return order.id;
    },

    /** `confirm-order`: a still PENDING order is asked of the gateway first. */
    async confirmOrder(ctx: CompanyContext, orderId: string): Promise<ConfirmOrderAnswer> {
      const order = await reconcile(await findOwn(ctx, orderId));
      return answerOf(ctx, order);
    },

    /**
     * A push notification: believed only with a valid content-hmac of the host company's
     * merchant; each PENDING order it names is then asked of the gateway and settled, so a
     * repeated push changes nothing. False when refused.
     */
    async push(ctx: CompanyContext, push: PushNotification): Promise<boolean> {
      const settings = await merchantOf(ctx.company.id);
      const verdict = gateway.verifyPush(settings, push);
      if (verdict.kind !== 'verified') {
        log.warn({ reason: verdict.reason }, 'a push notification was refused');
        return false;
      }
      for (const entry of verdict.entries) {
        const order = entry.orderId ? await orders.find(ctx.company.id, entry.orderId) : null;
        if (order?.status === 'PENDING') await reconcile(order);
      }
      return true;
    },

    /**
     * The reconciliation job: PENDING first orders last touched before `olderThan` are asked
     * of the gateway and finished as their request would have (renewals settle through their
     * own job). One failing order is logged and left for the next run. Answers how many were
     * looked at.
     */
    async reconcilePending(olderThan: Date, batch = 100): Promise<number> {
      const pending = await orders.pending(olderThan, batch, 'FIRST');
      for (const order of pending) {
        try {
          await reconcile(order);
        } catch (error) {
          log.error({ err: error, orderId: order.id }, 'an order could not be reconciled');
        }
      }
      return pending.length;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
