import { priceOf } from '@hondana/contract';
import { startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../platform/clock/clock.js';
import type { MerchantSettings } from '../../platform/payments/payment-gateway.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, waitForIdleJobs, waitForMail, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { addPlan, callAs, turnSubscriptionsOn } from '../subscription/subscription-test-helpers.js';
import { userPlans, type UserPlanRow } from '../subscription/subscription.tables.js';
import type { UserRow } from '../user/user.tables.js';
import {
  createPaymentAccountRepository,
  gatewayAccountIdOf,
} from './payment-account.repository.js';
import { paymentOrders } from './payment.tables.js';
import { cardToken, useMerchant } from './payment-test-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe('renewals: the card on file is charged when a paid period ends', () => {
  const clock = createTestClock(new Date('2026-03-01T00:00:00Z'));
  const started = clock.now();
  let sandbox: PaymentsSandbox;
  let t: TestApp;
  let home: TestTenant;
  let groupId: number;
  let settings: MerchantSettings;

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox();
    t = await createTestApp({ clock, env: { VERITRANS_BASE_URL: sandbox.url } });
    ({ home } = await twoTenants(t));
    await turnSubscriptionsOn(t, home);
    settings = { ...sandbox.merchant, testMode: true };
    await useMerchant(t, home, sandbox.merchant);
    groupId = (await createContentGroup(t.database.db, home.company, { name: 'Premium' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });
  afterEach(() => clock.set(started));

  const tokenFor = (cardNumber: string) => cardToken(sandbox.url, sandbox.merchant, cardNumber);

  /** A reader with `cardNumber` saved at the sandbox and on file (payment_accounts). */
  async function readerWithCard(cardNumber: string | null): Promise<UserRow> {
    const reader = await createUser(t.database.db, home.company, { lang: 'en' });
    if (cardNumber === null) return reader;
    const accountId = gatewayAccountIdOf(home.company.id, reader.id);
    const saved = await t.ports.payments.saveCard(settings, {
      accountId,
      token: await tokenFor(cardNumber),
      accountExists: false,
    });
    if (saved.kind !== 'success') throw new Error(`card not saved: ${JSON.stringify(saved)}`);
    const card = saved.account.cards[0]!;
    await createPaymentAccountRepository(t.database.db).remember({
      userId: reader.id,
      companyId: home.company.id,
      accountId,
      cardId: card.cardId,
      maskedCard: card.maskedNumber,
      cardExpire: card.expire,
      updatedAt: clock.now(),
    });
    return reader;
  }

  /** A registration in its first paid period of `days` days, as a paid first order leaves it. */
  async function registered(
    reader: UserRow,
    plan: { id: number; name: string },
    days: number,
    overrides: Partial<typeof userPlans.$inferInsert> = {},
  ): Promise<UserPlanRow> {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const [row] = await t.database.db
      .insert(userPlans)
      .values({
        companyId: home.company.id,
        userId: reader.id,
        planId: plan.id,
        planName: plan.name,
        status: 'ACTIVE',
        price: 1100,
        period: 1,
        firstPaymentAt: now,
        periodStartedAt: now,
        expiresAt,
        nextBillingAt: expiresAt,
        createdAt: now,
        ...overrides,
      })
      .returning();
    return row!;
  }

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(userPlans).where(eq(userPlans.id, id)))[0]!;
  const ordersOf = (registrationId: number) =>
    t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.registrationId, registrationId))
      .orderBy(paymentOrders.createdAt, paymentOrders.attempt);
  const chargesOf = (registrationId: number) =>
    sandbox.charges().filter((charge) => charge.orderId.startsWith(`r-${registrationId}-`));
  const mailsTo = (reader: UserRow, subject: string) =>
    t.sentMails.filter((mail) => mail.to === reader.email && mail.subject.includes(subject));

  it('charges the period’s ordinal price once, moves the plan on and mails CONFIRM_ORDER; a rerun charges nothing', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Weekly',
      price: 1000,
      duration: 7,
      duration_type: 0,
      subscription_discount_type: 'ORDINAL',
    });
    await home.asAdmin('POST', '/discount-ordinal/add', {
      subscription_plan_id: plan.id,
      ordinal: 2,
      discount_type: 'PERCENT',
      discount_value: 50,
    });
    const reader = await readerWithCard('4111111111111111');
    const row = await registered(reader, plan, 7);
    const secondPeriodTotal = priceOf({
      plan: {
        price: 1000,
        discountPrice: null,
        discountType: 'ORDINAL',
        ordinalDiscounts: [{ ordinal: 2, kind: 'PERCENT', value: 50 }],
      },
      period: 2,
      coupon: null,
    }).total;

    clock.advance(7 * DAY_MS + MINUTE_MS);
    const run = await t.services.renewals.renewDue();
    expect(run).toMatchObject({ charged: 1 });

    expect(chargesOf(row.id)).toMatchObject([
      { orderId: `r-${row.id}-2-1`, amount: secondPeriodTotal },
    ]);
    const renewed = await rowOf(row.id);
    expect(renewed).toMatchObject({
      status: 'ACTIVE',
      period: 2,
      price: secondPeriodTotal,
      renewalFailures: 0,
    });
    // On time: the new period follows the old one without a gap.
    expect(renewed.periodStartedAt).toEqual(row.expiresAt);
    expect(renewed.expiresAt).toEqual(new Date(row.expiresAt.getTime() + 7 * DAY_MS));
    expect(renewed.nextBillingAt).toEqual(renewed.expiresAt);
    expect(await ordersOf(row.id)).toMatchObject([
      { id: `r-${row.id}-2-1`, kind: 'RENEWAL', status: 'SUCCESS', amount: secondPeriodTotal },
    ]);
    const mail = await waitForMail(
      t,
      (m) => m.to === reader.email && m.subject.includes('Your order'),
    );
    expect(mail.text).toContain('Weekly');
    expect(mail.text).toContain(`${secondPeriodTotal} yen`);

    await t.services.renewals.renewDue();
    expect(chargesOf(row.id)).toHaveLength(1);
    expect((await rowOf(row.id)).period).toBe(2);
  });

  it('charges a PENDING renewal order again with its own orderId: the gateway answers it once', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Resumed',
      price: 500,
      duration: 7,
      duration_type: 0,
    });
    const reader = await readerWithCard('4111111111111111');
    const row = await registered(reader, plan, 7);
    clock.advance(7 * DAY_MS);
    // A run that died after the gateway charged and before our commit left this behind.
    const orderId = `r-${row.id}-2-1`;
    const now = clock.now();
    await t.database.db.insert(paymentOrders).values({
      id: orderId,
      companyId: home.company.id,
      userId: reader.id,
      planId: plan.id,
      planName: plan.name,
      registrationId: row.id,
      kind: 'RENEWAL',
      status: 'PENDING',
      period: 2,
      attempt: 1,
      amount: 550,
      subtotal: 500,
      tax: 50,
      createdAt: now,
      updatedAt: now,
    });
    const account = (await createPaymentAccountRepository(t.database.db).find(
      home.company.id,
      reader.id,
    ))!;
    await t.ports.payments.authorize(settings, {
      orderId,
      amount: 550,
      card: { accountId: account.accountId, cardId: account.cardId! },
    });

    await t.services.renewals.renewDue();
    expect(chargesOf(row.id)).toHaveLength(1);
    expect(await ordersOf(row.id)).toMatchObject([{ id: orderId, status: 'SUCCESS' }]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'ACTIVE', period: 2, price: 550 });
  });

  it('retries a declining card after 1 day and 3 more, then ends the plan (INACTIVE) and mails RENEWAL_FAIL', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Declined',
      price: 800,
      duration: 30,
      duration_type: 0,
    });
    const reader = await readerWithCard('4000000000000002');
    const row = await registered(reader, plan, 30);

    clock.advance(30 * DAY_MS);
    expect(await t.services.renewals.renewDue()).toMatchObject({ declined: 1 });
    const firstDecline = clock.now();
    expect(await rowOf(row.id)).toMatchObject({
      status: 'ACTIVE',
      period: 1,
      renewalFailures: 1,
      nextBillingAt: new Date(firstDecline.getTime() + DAY_MS),
    });
    // Nothing is tried again before the day is over.
    clock.advance(DAY_MS - MINUTE_MS);
    await t.services.renewals.renewDue();
    expect(await ordersOf(row.id)).toHaveLength(1);

    clock.advance(MINUTE_MS);
    await t.services.renewals.renewDue();
    const secondDecline = clock.now();
    expect(await rowOf(row.id)).toMatchObject({
      status: 'ACTIVE',
      renewalFailures: 2,
      nextBillingAt: new Date(secondDecline.getTime() + 3 * DAY_MS),
    });

    clock.advance(3 * DAY_MS);
    expect(await t.services.renewals.renewDue()).toMatchObject({ ended: 1 });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'INACTIVE',
      period: 1,
      nextBillingAt: null,
    });
    expect((await ordersOf(row.id)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: `r-${row.id}-2-1`, status: 'FAILED' },
      { id: `r-${row.id}-2-2`, status: 'FAILED' },
      { id: `r-${row.id}-2-3`, status: 'FAILED' },
    ]);
    expect(chargesOf(row.id)).toHaveLength(0);
    await waitForMail(
      t,
      (m) => m.to === reader.email && m.subject.includes('could not be renewed'),
    );

    clock.advance(30 * DAY_MS);
    await t.services.renewals.renewDue();
    expect(await ordersOf(row.id)).toHaveLength(3);
  });

  it('stops retrying a plan the reader cancels after a decline: no charge, EXPIRED, no RENEWAL_FAIL', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Given up',
      price: 800,
      duration: 7,
      duration_type: 0,
    });
    const reader = await readerWithCard('4000000000000002');
    const row = await registered(reader, plan, 7);
    clock.advance(7 * DAY_MS);
    expect(await t.services.renewals.renewDue()).toMatchObject({ declined: 1 });
    await t.database.db
      .update(userPlans)
      .set({ status: 'CANCEL', cancelledAt: clock.now(), cancelReason: 'BY_USER' })
      .where(eq(userPlans.id, row.id));
    clock.advance(5 * DAY_MS);
    await t.services.renewals.renewDue();
    await t.services.registrations.settleDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'EXPIRED', period: 1 });
    expect(await ordersOf(row.id)).toHaveLength(1);
    await waitForIdleJobs(t);
    expect(mailsTo(reader, 'could not be renewed')).toEqual([]);
  });

  it('ends a plan at once without a card on file: INACTIVE and RENEWAL_FAIL', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'No card',
      price: 800,
      duration: 7,
      duration_type: 0,
    });
    const reader = await readerWithCard(null);
    const row = await registered(reader, plan, 7);
    clock.advance(7 * DAY_MS);
    expect(await t.services.renewals.renewDue()).toMatchObject({ ended: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'INACTIVE', nextBillingAt: null });
    expect(await ordersOf(row.id)).toEqual([]);
    await waitForMail(
      t,
      (m) => m.to === reader.email && m.subject.includes('could not be renewed'),
    );

    // The ended plan holds nothing: the reader buys it again with a card.
    const charged = await callAs(t, home, reader)('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await tokenFor('4111111111111111'),
    });
    expect(charged.json()).toMatchObject({ results: { outcome: 'REGISTERED' } });
    const rows = await t.database.db
      .select()
      .from(userPlans)
      .where(eq(userPlans.userId, reader.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['ACTIVE', 'EXPIRED']);
  });

  it('lets a cancelled plan expire at its end without a charge', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Cancelled',
      price: 800,
      duration: 7,
      duration_type: 0,
    });
    const reader = await readerWithCard('4111111111111111');
    const row = await registered(reader, plan, 7, {
      status: 'CANCEL',
      cancelledAt: clock.now(),
      cancelReason: 'BY_USER',
      nextBillingAt: null,
    });
    clock.advance(7 * DAY_MS);
    await t.services.renewals.renewDue();
    await t.services.registrations.settleDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'EXPIRED', period: 1 });
    expect(chargesOf(row.id)).toEqual([]);
    expect(await ordersOf(row.id)).toEqual([]);
  });

  it('mails NOTIFY_RENEWAL 3 days before a paid renewal, once per period', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Noticed',
      price: 1000,
      duration: 7,
      duration_type: 0,
    });
    const reader = await readerWithCard('4111111111111111');
    const row = await registered(reader, plan, 7);

    clock.advance(3 * DAY_MS);
    await t.services.renewals.notifyUpcoming();
    await waitForIdleJobs(t);
    expect(mailsTo(reader, 'renews soon')).toHaveLength(0);

    clock.advance(DAY_MS);
    await t.services.renewals.notifyUpcoming();
    const notice = await waitForMail(
      t,
      (m) => m.to === reader.email && m.subject.includes('renews soon'),
    );
    expect(notice.text).toContain('1,100 yen');
    expect(notice.text).toContain(row.expiresAt.toISOString().slice(0, 10).replaceAll('-', '/'));
    clock.advance(DAY_MS);
    await t.services.renewals.notifyUpcoming();
    await waitForIdleJobs(t);
    expect(mailsTo(reader, 'renews soon')).toHaveLength(1);

    // The next period is told about again, once.
    clock.advance(2 * DAY_MS);
    await t.services.renewals.renewDue();
    expect((await rowOf(row.id)).period).toBe(2);
    clock.advance(4 * DAY_MS);
    await t.services.renewals.notifyUpcoming();
    await t.services.renewals.notifyUpcoming();
    await waitForIdleJobs(t);
    expect(mailsTo(reader, 'renews soon')).toHaveLength(2);
  });

  it('moves a free ordinal period on without the gateway', async () => {
    const plan = await addPlan(t, home, [groupId], {
      name: 'Second week free',
      price: 700,
      duration: 7,
      duration_type: 0,
      subscription_discount_type: 'ORDINAL',
    });
    await home.asAdmin('POST', '/discount-ordinal/add', {
      subscription_plan_id: plan.id,
      ordinal: 2,
      discount_type: 'PERCENT',
      discount_value: 100,
    });
    const reader = await readerWithCard(null);
    const row = await registered(reader, plan, 7);
    const requests = sandbox.apiRequests();
    clock.advance(7 * DAY_MS);
    expect(await t.services.renewals.renewDue()).toMatchObject({ skipped: 1, ended: 0 });
    await t.services.registrations.settleDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'ACTIVE', period: 2, price: 0 });
    expect(sandbox.apiRequests()).toBe(requests);
    expect(await ordersOf(row.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.userId, reader.id), eq(paymentOrders.kind, 'RENEWAL'))),
    ).toEqual([]);
  });
});
