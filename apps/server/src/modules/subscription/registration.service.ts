import {
  ErrorCode,
  priceOf,
  RoleLevel,
  type CancelReason,
  type PriceLines,
  type RegisteredPlanWire,
} from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { hasSqlState, SqlState } from '../../platform/db/sql-state.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type { CouponService } from './coupon.service.js';
import { addDays, periodEnd } from './plan-periods.js';
import { pricedPlanOf } from './plan.presenter.js';
import { createPlanRepository } from './plan.repository.js';
import { planNotFound, readerIdOf } from './plan.service.js';
import {
  createRegistrationRepository,
  type ListedRegistration,
  type RegistrationFilter,
} from './registration.repository.js';
import type { CouponRow, PlanRow, UserPlanRow } from './subscription.tables.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentRegistration({
  registration: row,
  userName,
}: ListedRegistration): RegisteredPlanWire {
  return {
    id: row.id,
    subscription_plan_id: row.planId,
    name_subscription_plan: row.planName,
    user_id: row.userId,
    user_name: userName,
    price: row.price,
    status: row.status,
    created_date: row.createdAt.toISOString(),
    number_free_term: row.numberFreeTerm,
    first_payment_date: iso(row.firstPaymentAt),
    expired_date: row.expiresAt.toISOString(),
    next_billing_date: iso(row.nextBillingAt),
    period: row.period,
    coupon_code: row.couponCode,
    cancel: row.status === 'CANCEL',
    cancel_date: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
  };
}

/** The order a reader would place now: the first paid period's lines and the free days first. */
export interface Quote {
  plan: PlanRow;
  coupon: CouponRow | null;
  lines: PriceLines;
  freeDays: number;
}

/** The period after the current one and its price (the expiry and renewal jobs). */
export interface NextPeriod {
  plan: PlanRow;
  period: number;
  lines: PriceLines;
}

/** A renewal loop never runs away when the clock jumped far (a plan of one day, years later). */
const MAX_PERIODS_AT_ONCE = 400;

/**
 * Readers' registrations of plans: the price of an order, registering (0 yen only until card
 * payments), cancelling, the lists, and settling periods that ended (the expiry job).
 */
export function createRegistrationService(deps: {
  db: Database;
  clock: Clock;
  coupons: CouponService;
}) {
  const { db, clock, coupons } = deps;
  const plans = createPlanRepository(db);
  const registrations = createRegistrationRepository(db);

  function requireReader(ctx: CompanyContext): number {
    const readerId = readerIdOf(ctx);
    if (readerId === null) throw new AppError(ErrorCode.NoPermission);
    return readerId;
  }

  async function pricedPlan(plan: PlanRow) {
    const details = await plans.details([plan.id], clock.now(), null);
    return pricedPlanOf(plan, details.get(plan.id)!.ordinals);
  }

  async function quoteFor(
    ctx: CompanyContext,
    plan: PlanRow,
    readerId: number,
    code?: string | null,
  ): Promise<Quote> {
    const coupon = code ? await coupons.usable(ctx, code) : null;
    const firstTime = !(await registrations.everRegistered(readerId, plan.id));
    const lines = priceOf({
      plan: await pricedPlan(plan),
      period: 1,
      coupon: coupon ? { kind: coupon.discountKind, value: coupon.discountValue } : null,
    });
    return { plan, coupon, lines, freeDays: firstTime ? plan.numberFreeTerm : 0 };
  }

  async function findVisible(ctx: CompanyContext, id: number): Promise<ListedRegistration> {
    const found = await registrations.find(ctx.company.id, id);
    const readerId = readerIdOf(ctx);
    if (!found || (readerId !== null && found.registration.userId !== readerId)) {
      throw new AppError(ErrorCode.UserPlanNotFound);
    }
    return found;
  }

  /**
   * What the period after a registration's current one costs: its ordinal's price, with the
   * registration's coupon on the first paid period. Null once the plan was deleted.
   */
  async function nextPeriodOf(row: UserPlanRow): Promise<NextPeriod | null> {
    const plan = row.planId === null ? null : await plans.find(row.companyId, row.planId);
    if (!plan) return null;
    const period = row.period + 1;
    const coupon = period === 1 ? await couponDiscountOf(row) : null;
    return { plan, period, lines: priceOf({ plan: await pricedPlan(plan), period, coupon }) };
  }

  /**
   * Moves one registration past the periods that ended by `now`: CANCEL ends (EXPIRED), a free
   * next period starts; a paid next period is left to the renewal job (payment module), which
   * charges the card on file. A registration whose plan was deleted cannot renew: EXPIRED.
   */
  async function settle(row: UserPlanRow, now: Date): Promise<void> {
    if (row.status === 'CANCEL') {
      await registrations.update(row.id, { status: 'EXPIRED', nextBillingAt: null });
      return;
    }
    let current = row;
    for (let step = 0; step < MAX_PERIODS_AT_ONCE && current.expiresAt <= now; step += 1) {
      const next = await nextPeriodOf(current);
      if (!next) {
        await registrations.update(current.id, { status: 'EXPIRED', nextBillingAt: null });
        return;
      }
      if (!next.lines.isFree) return;
      const expiresAt = periodEnd(current.expiresAt, next.plan);
      current = await registrations.update(current.id, {
        period: next.period,
        price: 0,
        periodStartedAt: current.expiresAt,
        expiresAt,
        nextBillingAt: expiresAt,
      });
    }
  }

  /** The coupon a registration was made with prices its first paid period, used or expired since. */
  async function couponDiscountOf(row: UserPlanRow) {
    if (row.couponId === null) return null;
    const found = await coupons.findById(row.companyId, row.couponId);
    return found ? { kind: found.discountKind, value: found.discountValue } : null;
  }

  /**
   * The one insert of a reader's registration, in the caller's transaction: ACTIVE from `now`,
   * its free days first when it has any (period 0), else the first period paid with `price`.
   */
  async function insertRegistration(input: {
    companyId: number;
    userId: number;
    plan: PlanRow;
    price: number;
    freeDays: number;
    coupon: Pick<CouponRow, 'id' | 'code'> | null;
    now: Date;
  }): Promise<UserPlanRow> {
    const { plan, now } = input;
    const free = input.freeDays > 0;
    const expiresAt = free ? addDays(now, input.freeDays) : periodEnd(now, plan);
    await registrations.retireInactive(input.userId, plan.id);
    return registrations.insert({
      companyId: input.companyId,
      userId: input.userId,
      planId: plan.id,
      planName: plan.name,
      status: 'ACTIVE',
      price: input.price,
      period: free ? 0 : 1,
      numberFreeTerm: input.freeDays,
      firstPaymentAt: free ? expiresAt : now,
      periodStartedAt: now,
      expiresAt,
      nextBillingAt: expiresAt,
      couponId: input.coupon?.id ?? null,
      couponCode: input.coupon?.code ?? null,
      createdAt: now,
    });
  }

  return {
    /** The price of the reader's next order of a plan, with a coupon when given (854, 855). */
    async quote(ctx: CompanyContext, planId: number, code?: string | null): Promise<Quote> {
      const readerId = requireReader(ctx);
      const plan = await plans.find(ctx.company.id, planId);
      if (!plan) throw planNotFound();
      return quoteFor(ctx, plan, readerId, code);
    },

    /**
     * Registers a plan for the reader when the order costs nothing now (free days on a first
     * registration, a free period, a 100 % coupon), without the gateway; a paid order goes
     * through the payment module's orders (846 here). The coupon's use is counted in the same transaction (855 when the last use went
     * to a concurrent order); 814 when the reader holds the plan.
     */
    async register(
      ctx: CompanyContext,
      planId: number,
      code?: string | null,
    ): Promise<RegisteredPlanWire> {
      const readerId = requireReader(ctx);
      if (!ctx.company.showSubscriptionStatus) {
        throw new AppError(ErrorCode.PaymentSettingNotFound, {
          message: 'This site offers no subscriptions.',
        });
      }
      const now = clock.now();
      try {
        const row = await db.transaction(async () => {
          const plan = await plans.lock(ctx.company.id, planId);
          if (!plan) throw planNotFound();
          for (const due of await registrations.due(now, 10, { userId: readerId, planId })) {
            await settle(due, now);
          }
          if (await registrations.current(readerId, planId)) {
            throw new AppError(ErrorCode.SubscriptionAlreadyRegistered);
          }
          const quote = await quoteFor(ctx, plan, readerId, code);
          if (quote.freeDays === 0 && !quote.lines.isFree) {
            throw new AppError(ErrorCode.PaymentSettingNotFound, {
              message: `The first period costs ${quote.lines.total} yen: it is paid by card.`,
            });
          }
          if (quote.coupon) await coupons.redeem(ctx, quote.coupon.id);
          return insertRegistration({
            companyId: ctx.company.id,
            userId: readerId,
            plan,
            price: 0,
            freeDays: quote.freeDays,
            coupon: quote.coupon,
            now,
          });
        });
        return presentRegistration((await registrations.find(ctx.company.id, row.id))!);
      } catch (error) {
        // Two registrations of one plan at once: the one-held index lets only one in.
        if (hasSqlState(error, SqlState.UniqueViolation)) {
          throw new AppError(ErrorCode.SubscriptionAlreadyRegistered);
        }
        throw error;
      }
    },

    /** True while the reader holds the plan (ACTIVE, or CANCEL not yet settled as EXPIRED). */
    async holds(readerId: number, planId: number): Promise<boolean> {
      return (await registrations.current(readerId, planId)) !== null;
    },

    /**
     * Registers the plan a paid order bought, in the caller's transaction (the order's
     * settlement): the coupon's use was counted when the order was placed. A reader who holds
     * the plan already (a concurrent free registration) keeps that one: null, nothing inserted.
     * Null too when the plan was deleted since the order.
     */
    async registerPaidOrder(order: {
      companyId: number;
      userId: number;
      planId: number;
      price: number;
      freeDays: number;
      coupon: Pick<CouponRow, 'id' | 'code'> | null;
    }): Promise<UserPlanRow | null> {
      const now = clock.now();
      const plan = await plans.lock(order.companyId, order.planId);
      if (!plan) return null;
      for (const due of await registrations.due(now, 10, {
        userId: order.userId,
        planId: plan.id,
      })) {
        await settle(due, now);
      }
      if (await registrations.current(order.userId, plan.id)) return null;
      return insertRegistration({ ...order, plan, now });
    },

    /**
     * Cancels a registration: a reader their own (BY_USER), an administrator anyone's
     * (BY_ADMIN; `userId` must be its reader). 815 when already cancelled or expired. The plan's
     * books stay open until the period's end.
     */
    async cancel(ctx: CompanyContext, id: number, userId?: number): Promise<RegisteredPlanWire> {
      const found = await findVisible(ctx, id);
      if (userId !== undefined && found.registration.userId !== userId) {
        throw new AppError(ErrorCode.UserPlanNotFound);
      }
      const byAdmin = ctx.actor?.roleLevel === RoleLevel.CompanyAdmin;
      const status = found.registration.status;
      if (status === 'CANCEL' || status === 'EXPIRED') {
        throw new AppError(ErrorCode.SubscriptionAlreadyCancelled);
      }
      const reason: CancelReason = byAdmin ? 'BY_ADMIN' : 'BY_USER';
      const row = await registrations.update(id, {
        status: 'CANCEL',
        cancelledAt: clock.now(),
        cancelReason: reason,
        nextBillingAt: null,
      });
      return presentRegistration({ registration: row, userName: found.userName });
    },

    /**
     * Cancelling an account cancels every plan it holds (BY_USER), in the caller's transaction,
     * and access ends with the account: the records stay (without the reader) for the company.
     */
    async cancelAllOfUser(ctx: CompanyContext, userId: number): Promise<number> {
      const now = clock.now();
      const rows = await registrations.unended(ctx.company.id, userId);
      for (const row of rows) {
        await registrations.update(row.id, {
          status: 'CANCEL',
          cancelledAt: row.cancelledAt ?? now,
          cancelReason: row.cancelReason ?? 'BY_USER',
          expiresAt: row.expiresAt < now ? row.expiresAt : now,
          nextBillingAt: null,
        });
      }
      return rows.length;
    },

    /** A reader sees their own registrations; an administrator every reader's (filters apply). */
    async page(ctx: CompanyContext, filter: RegistrationFilter, page: number, size: number) {
      const readerId = readerIdOf(ctx);
      const scoped = readerId === null ? filter : { ...filter, userId: readerId };
      const { rows, total } = await registrations.page(ctx.company.id, scoped, page, size);
      return { registrations: rows.map(presentRegistration), total };
    },

    async detail(ctx: CompanyContext, id: number): Promise<RegisteredPlanWire> {
      return presentRegistration(await findVisible(ctx, id));
    },

    /**
     * The expiry job: registrations whose period ended become EXPIRED (CANCEL ones, ACTIVE ones
     * whose plan was deleted), or move on to their next, free, period; ACTIVE ones whose next
     * period is paid stay for the renewal job. Access never waits for it: the gate reads the
     * expiry itself. Walks the due rows by id in batches (a row left for the renewal job is
     * passed, not read again); answers how many it looked at.
     */
    async settleDue(batch = 200): Promise<number> {
      const now = clock.now();
      let afterId = 0;
      let seen = 0;
      for (;;) {
        const due = await registrations.due(now, batch, undefined, afterId);
        for (const row of due) await db.transaction(() => settle(row, now));
        seen += due.length;
        if (due.length < batch) return seen;
        afterId = due.at(-1)!.id;
      }
    },

    nextPeriodOf,
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
