import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { SavedAccount } from '../../platform/payments/payment-gateway.js';
import type { CompanyService } from '../company/company.service.js';
import { buildPaymentMail } from './payment.mails.js';
import type { MailTemplateService } from '../mail-template/mail-template.service.js';
import type { CouponService } from '../subscription/coupon.service.js';
import type { RegistrationService } from '../subscription/registration.service.js';
import { users } from '../user/user.tables.js';
import { createPaymentAccountRepository } from './payment-account.repository.js';
import { createPaymentOrderRepository } from './payment-order.repository.js';
import type { PaymentOrderRow } from './payment.tables.js';

/** What the gateway said of an order, in the terms that end it. */
export type OrderVerdict =
  | {
      kind: 'paid';
      maskedCard: string | null;
      savedAccount: SavedAccount | null;
      vResultCode: string;
    }
  | {
      kind: 'refused';
      vResultCode: string | null;
      message: string;
      /** Refused only for want of 3-D Secure: a 3-D Secure order takes over (SUPERSEDED). */
      needsThreeDSecure?: boolean;
    };

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  registrations: RegistrationService;
  coupons: CouponService;
  companies: CompanyService;
  mailTemplates: MailTemplateService;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Ends a PENDING order once, whoever learns the outcome first (the request, the 3-D Secure
 * return, confirm-order, a push, the reconciliation job): the order is locked, and an order
 * already settled is answered as it is. A paid order becomes SUCCESS together with its
 * registration and the card on file, in one transaction; a refused one FAILED, with its coupon's
 * use given back.
 */
export function createOrderSettlement(deps: SettlementDeps) {
  const { db, clock, registrations, coupons, log } = deps;
  const orders = createPaymentOrderRepository(db);
  const accounts = createPaymentAccountRepository(db);

  async function settle(orderId: string, verdict: OrderVerdict): Promise<PaymentOrderRow> {
    let paidNow = false;
    const row = await db.transaction(async () => {
      const order = await orders.lock(orderId);
      if (!order) throw new Error(`order ${orderId} vanished`);
      if (order.status !== 'PENDING') return order;
      const at = clock.now();
      if (verdict.kind === 'refused') {
        if (order.couponId !== null) await coupons.release(order.companyId, order.couponId);
        return (await orders.settle(order.id, {
          status: verdict.needsThreeDSecure ? 'SUPERSEDED' : 'FAILED',
          vResultCode: verdict.vResultCode,
          message: verdict.message,
          at,
        }))!;
      }
      const registration =
        order.userId === null || order.planId === null || order.kind !== 'FIRST'
          ? null
          : await registrations.registerPaidOrder({
              companyId: order.companyId,
              userId: order.userId,
              planId: order.planId,
              price: order.amount,
              freeDays: order.freeDays,
              coupon:
                order.couponId === null
                  ? null
                  : { id: order.couponId, code: order.couponCode ?? '' },
            });
      const card = verdict.savedAccount?.cards.find((saved) => saved.isDefault);
      if (card && verdict.savedAccount && order.userId !== null) {
        await accounts.remember({
          userId: order.userId,
          companyId: order.companyId,
          accountId: verdict.savedAccount.accountId,
          cardId: card.cardId,
          maskedCard: card.maskedNumber,
          cardExpire: card.expire,
          updatedAt: at,
        });
      }
      paidNow = true;
      return (await orders.settle(order.id, {
        status: 'SUCCESS',
        vResultCode: verdict.vResultCode,
        message: null,
        maskedCard: verdict.maskedCard,
        registrationId: registration?.id ?? order.registrationId,
        at,
      }))!;
    });
    if (paidNow) await mailConfirmation(row);
    return row;
  }

  /**
   * CONFIRM_ORDER in the reader's language, after the commit (a mail never announces a payment
   * that rolled back); a mail that cannot be queued is logged, the payment stands.
   */
  async function mailConfirmation(order: PaymentOrderRow): Promise<void> {
    try {
      if (order.userId === null) return;
      const [reader] = await db
        .select({ fullName: users.fullName, email: users.email, lang: users.lang })
        .from(users)
        .where(eq(users.id, order.userId));
      const company = await deps.companies.findById(order.companyId);
      if (!reader || !company) return;
      const mail = await buildPaymentMail(deps.mailTemplates, deps.publicUrl, 'CONFIRM_ORDER', {
        company,
        reader,
        planName: order.planName,
        price: order.amount,
      });
      if (mail) await deps.mailer.send(mail);
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'the order confirmation mail was not sent');
    }
  }

  return { settle };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
