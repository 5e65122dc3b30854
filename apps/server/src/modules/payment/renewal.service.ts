import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { JobDefinition } from '../../platform/jobs/job-definition.js';
import type { Ports } from '../../server-module.js';
import type { MerchantSettings, PaymentGateway } from '../../platform/payments/payment-gateway.js';
import type { CompanyPayments } from '../company/company-payment.js';
import type { CompanyService } from '../company/company.service.js';
import type { CompanyRow } from '../company/company.tables.js';
import { addDays, periodEnd } from '../subscription/plan-periods.js';
import type { NextPeriod, RegistrationService } from '../subscription/registration.service.js';
import { userPlans, type UserPlanRow } from '../subscription/subscription.tables.js';
import { createPaymentOrderRepository } from './payment-order.repository.js';
import type { PaymentOrderRow } from './payment.tables.js';
import type { RenewalMailJob } from './payment.mails.js';
import {
  createRenewalRepository,
  type RenewalCandidate,
  type RenewalCursor,
} from './renewal.repository.js';

/** NOTIFY_RENEWAL goes out this many days before a paid renewal (docs/subscriptions.md). */
export const NOTIFY_DAYS_BEFORE = 3;

/**
 * After a declined renewal charge the next try waits this many days: 1 day after the first
 * decline, 3 more after the second; a decline of the last try ends the plan (INACTIVE).
 */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

/** The renewal order's id: the gateway's orderId, the same for a rerun of the same try. */
export const renewalOrderIdOf = (registrationId: number, period: number, attempt: number) =>
  `r-${registrationId}-${period}-${attempt}`;

/** What one run did, for the log and the bench. */
export interface RenewalRun {
  charged: number;
  declined: number;
  /** Plans ended (INACTIVE): no card on file, or the last try declined. */
  ended: number;
  /** Gateway errors and timeouts: the order stays PENDING and the next run asks again. */
  unsettled: number;
  /** Due rows that were not the renewal job's (a free next period, a deleted plan). */
  skipped: number;
}

/** A charge of a registration's next period, its order written PENDING. */
interface ChargeTask {
  kind: 'charge';
  row: UserPlanRow;
  next: NextPeriod;
  attempt: number;
  orderId: string;
  settings: MerchantSettings;
  card: { accountId: string; cardId: string };
}

/** What the run does with one due registration. */
type RenewalTask =
  (ChargeTask & { order: PaymentOrderRow }) | { kind: 'end'; row: UserPlanRow; next: NextPeriod };

/** What a run remembers so that 10,000 renewals of one plan do not read it 10,000 times. */
interface RunMemo {
  companies: Map<number, Promise<CompanyRow | null>>;
  prices: Map<string, Promise<NextPeriod | null>>;
}

export interface RenewalDependencies {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  companies: Pick<CompanyService, 'findById'>;
  companyPayments: CompanyPayments;
  registrations: Pick<RegistrationService, 'nextPeriodOf'>;
  queue: Ports['queue'];
  mailJob: JobDefinition<RenewalMailJob>;
  log: FastifyBaseLogger;
  /** Charges in flight at once (RENEWAL_CONCURRENCY). */
  concurrency: number;
  /** Due rows read per keyset page; default five per worker. */
  pageSize?: number;
}

/**
 * Renewals (issue 20 part 6, docs/subscriptions.md): an ACTIVE registration whose period ended
 * and whose next period costs money is charged on the reader's card on file, with an orderId
 * derived from the registration, the period and the try, written PENDING before the gateway is
 * called; the answer settles the order and moves the registration on in one transaction. A rerun
 * (a crash, an overlapping run) finds the same order and asks the gateway again with its id,
 * which answers its first answer: one charge.
 */
export function createRenewalService(deps: RenewalDependencies) {
  const { db, clock, gateway, companies, companyPayments, registrations, log } = deps;
  const orders = createPaymentOrderRepository(db);
  const renewals = createRenewalRepository(db);
  const pageSize = deps.pageSize ?? Math.max(50, deps.concurrency * 5);
  /** Runs in this process take turns: a call always makes a whole run of its own. */
  let previousRun: Promise<unknown> = Promise.resolve();

  const newMemo = (): RunMemo => ({ companies: new Map(), prices: new Map() });

  function companyOf(memo: RunMemo, id: number): Promise<CompanyRow | null> {
    let found = memo.companies.get(id);
    if (!found) memo.companies.set(id, (found = companies.findById(id)));
    return found;
  }

  /** The coupon changes only the first paid period's price, so other periods share a key. */
  function nextPeriodOf(memo: RunMemo, row: UserPlanRow): Promise<NextPeriod | null> {
    const period = row.period + 1;
    const key = `${row.companyId}:${row.planId}:${period}:${period === 1 ? row.couponId : ''}`;
    let found = memo.prices.get(key);
    if (!found) memo.prices.set(key, (found = registrations.nextPeriodOf(row)));
    return found;
  }

  function sendMail(data: RenewalMailJob) {
    return deps.queue.send(deps.mailJob, data);
  }

  /** Ends a plan that cannot be renewed: INACTIVE, and RENEWAL_FAIL to the reader. */
  async function endPlan(row: UserPlanRow, next: NextPeriod, amount: number): Promise<boolean> {
    const ended = await renewals.updateInPeriod(row.id, row.period, {
      status: 'INACTIVE',
      nextBillingAt: null,
    });
    if (ended && row.userId !== null) {
      await sendMail({
        type: 'RENEWAL_FAIL',
        company_id: row.companyId,
        user_id: row.userId,
        plan_name: next.plan.name,
        price: amount,
      });
    }
    return ended !== null;
  }

  async function settleSuccess(
    order: PaymentOrderRow,
    row: UserPlanRow,
    next: NextPeriod,
    maskedCard: string | null,
    vResultCode: string,
    attempt: number,
  ): Promise<boolean> {
    const now = clock.now();
    return db.transaction(async () => {
      const settled = await orders.settle(order.id, {
        status: 'SUCCESS',
        vResultCode,
        message: null,
        maskedCard,
        registrationId: row.id,
        at: now,
      });
      if (!settled) return false;
      // On time, the new period follows the old one; after a retry (no access meanwhile) or a
      // long outage it starts now, so the reader never pays for days already gone.
      const onTime = attempt === 1 && periodEnd(row.expiresAt, next.plan) > now;
      const start = onTime ? row.expiresAt : now;
      const expiresAt = periodEnd(start, next.plan);
      const moved = await renewals.updateInPeriod(
        row.id,
        row.period,
        {
          period: next.period,
          price: order.amount,
          periodStartedAt: start,
          expiresAt,
          // Cancelled while the charge was in flight: the paid period is the reader's, then it ends.
          nextBillingAt: sql`case when ${userPlans.status} = 'ACTIVE' then ${expiresAt.toISOString()}::timestamptz end`,
          firstPaymentAt: row.firstPaymentAt ?? now,
          renewalFailures: 0,
        },
        ['ACTIVE', 'CANCEL'],
      );
      if (moved && row.userId !== null) {
        await sendMail({
          type: 'CONFIRM_ORDER',
          company_id: row.companyId,
          user_id: row.userId,
          plan_name: next.plan.name,
          price: order.amount,
        });
      }
      return true;
    });
  }

  async function settleDecline(
    order: PaymentOrderRow,
    row: UserPlanRow,
    next: NextPeriod,
    vResultCode: string,
    message: string,
    attempt: number,
  ): Promise<'retry' | 'ended' | 'gone'> {
    const now = clock.now();
    return db.transaction(async () => {
      const settled = await orders.settle(order.id, {
        status: 'FAILED',
        vResultCode,
        message,
        registrationId: row.id,
        at: now,
      });
      if (!settled) return 'gone';
      const waitDays = RENEWAL_RETRY_DAYS[attempt - 1];
      if (waitDays === undefined) {
        return (await endPlan(row, next, order.amount)) ? 'ended' : 'gone';
      }
      await renewals.updateInPeriod(row.id, row.period, {
        renewalFailures: attempt,
        nextBillingAt: addDays(now, waitDays),
      });
      return 'retry';
    });
  }

  /**
   * What a page's due rows come to: rows that are not the renewal job's are passed, plans that
   * cannot be charged are ended, and the others' orders are written PENDING (one statement for
   * the page) before any of them goes to the gateway.
   */
  async function preparePage(
    memo: RunMemo,
    page: RenewalCandidate[],
    run: RenewalRun,
  ): Promise<RenewalTask[]> {
    const tasks: RenewalTask[] = [];
    const charges: ChargeTask[] = [];
    const now = clock.now();
    for (const candidate of page) {
      const row = candidate.registration;
      const next = await nextPeriodOf(memo, row);
      // A deleted plan or a free next period is the expiry job's (subscription module).
      if (!next || next.lines.isFree) {
        run.skipped += 1;
        continue;
      }
      const company = await companyOf(memo, row.companyId);
      const settings = company ? companyPayments.merchantSettingsOf(company) : null;
      const { accountId, cardId, reader } = candidate;
      if (!settings || !reader || !accountId || !cardId) {
        // Nothing to charge: the plan ends at once rather than after retries that cannot succeed.
        tasks.push({ kind: 'end', row, next });
        continue;
      }
      const attempt = row.renewalFailures + 1;
      charges.push({
        kind: 'charge',
        row,
        next,
        attempt,
        settings,
        card: { accountId, cardId },
        orderId: renewalOrderIdOf(row.id, next.period, attempt),
      });
    }
    const orders = await renewals.insertOrdersOnce(
      charges.map(({ row, next, attempt, orderId }) => ({
        id: orderId,
        companyId: row.companyId,
        userId: row.userId,
        planId: next.plan.id,
        planName: next.plan.name,
        registrationId: row.id,
        kind: 'RENEWAL' as const,
        status: 'PENDING' as const,
        period: next.period,
        attempt,
        amount: next.lines.total,
        subtotal: next.lines.subtotal,
        tax: next.lines.tax,
        couponId: next.period === 1 ? row.couponId : null,
        couponCode: next.period === 1 ? row.couponCode : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const charge of charges) {
      const order = byId.get(charge.orderId);
      // Settled by an overlapping run since this page was read: nothing left to do.
      if (order?.status === 'PENDING') tasks.push({ ...charge, order });
    }
    return tasks;
  }

  async function perform(task: RenewalTask, run: RenewalRun): Promise<void> {
    if (task.kind === 'end') {
      const { row, next } = task;
      if (await db.transaction(() => endPlan(row, next, next.lines.total))) run.ended += 1;
      return;
    }
    const { order, row, next, attempt } = task;
    const outcome = await gateway.authorize(task.settings, {
      orderId: order.id,
      // A rerun asks for what the first try asked for, whatever the plan costs now.
      amount: order.amount,
      card: task.card,
    });
    if (outcome.kind === 'success') {
      const masked = outcome.maskedCardNumber;
      if (await settleSuccess(order, row, next, masked, outcome.vResultCode, attempt)) {
        run.charged += 1;
      }
    } else if (outcome.kind === 'declined') {
      const { vResultCode, message } = outcome;
      const result = await settleDecline(order, row, next, vResultCode, message, attempt);
      if (result === 'retry') run.declined += 1;
      if (result === 'ended') run.ended += 1;
    } else {
      // Unknown outcome: the order stays PENDING; the next run asks again with the same orderId.
      run.unsettled += 1;
      log.warn(
        { orderId: order.id, outcome: outcome.kind, message: outcome.message },
        'renewal charge without an answer; retried on the next run',
      );
    }
  }

  /** One keyset page read and prepared; a page that fails is left for the next run. */
  async function nextPage(memo: RunMemo, run: RenewalRun, now: Date, after: RenewalCursor | null) {
    const page = await renewals.due(now, after, pageSize);
    const last = page.at(-1)?.registration;
    const cursor =
      last && page.length === pageSize ? { nextBillingAt: last.nextBillingAt!, id: last.id } : null;
    try {
      return { cursor, tasks: await preparePage(memo, page, run) };
    } catch (error) {
      run.unsettled += page.length;
      log.error({ err: error }, 'renewal page not prepared; retried on the next run');
      return { cursor, tasks: [] };
    }
  }

  /**
   * The due rows' tasks, a keyset page at a time: never all of them in memory. The next page is
   * read and prepared while this one's charges are in flight, so the workers never wait for it.
   */
  async function* dueTasks(memo: RunMemo, run: RenewalRun): AsyncGenerator<RenewalTask> {
    const now = clock.now();
    let coming = nextPage(memo, run, now, null);
    for (;;) {
      const { cursor, tasks } = await coming;
      if (cursor) coming = nextPage(memo, run, now, cursor);
      yield* tasks;
      if (!cursor) return;
    }
  }

  /** Runs `work` on every item with at most `concurrency` at once, pulling items as it goes. */
  async function eachBounded<T>(
    items: AsyncIterator<T>,
    concurrency: number,
    work: (item: T) => Promise<void>,
  ): Promise<void> {
    const worker = async () => {
      for (let next = await items.next(); !next.done; next = await items.next()) {
        await work(next.value);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  async function renewAll(): Promise<RenewalRun> {
    const run: RenewalRun = { charged: 0, declined: 0, ended: 0, unsettled: 0, skipped: 0 };
    await eachBounded(dueTasks(newMemo(), run), deps.concurrency, async (task) => {
      try {
        await perform(task, run);
      } catch (error) {
        run.unsettled += 1;
        log.error(
          { err: error, registrationId: task.row.id },
          'renewal failed; retried on the next run',
        );
      }
    });
    return run;
  }

  return {
    /**
     * Charges every registration due by now, `concurrency` at a time. One renewal failing (a
     * database error) is logged and left for the next run; the others go on. A run already going
     * on in this process finishes first (overlapping runs elsewhere are safe: see above).
     */
    renewDue(): Promise<RenewalRun> {
      const run = previousRun.then(() => renewAll());
      previousRun = run.catch(() => undefined);
      return run;
    },

    /**
     * NOTIFY_RENEWAL to readers whose paid renewal is NOTIFY_DAYS_BEFORE days away or less, once
     * per period. A period whose renewal is free is marked too, without a mail, so it is not
     * looked at again. Answers how many were mailed.
     */
    async notifyUpcoming(): Promise<number> {
      const now = clock.now();
      const until = addDays(now, NOTIFY_DAYS_BEFORE);
      const memo = newMemo();
      let afterId = 0;
      let mailed = 0;
      for (;;) {
        const page = await renewals.toNotify(now, until, afterId, pageSize);
        for (const { registration: row } of page) {
          const next = await nextPeriodOf(memo, row);
          await db.transaction(async () => {
            if (!(await renewals.markNotified(row.id, row.period))) return;
            if (!next || next.lines.isFree || row.userId === null) return;
            await sendMail({
              type: 'NOTIFY_RENEWAL',
              company_id: row.companyId,
              user_id: row.userId,
              plan_name: next.plan.name,
              price: next.lines.total,
              renewal_at: row.expiresAt.toISOString(),
            });
            mailed += 1;
          });
        }
        if (page.length < pageSize) return mailed;
        afterId = page.at(-1)!.registration.id;
      }
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
