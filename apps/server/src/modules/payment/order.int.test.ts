import { DiscountKind, ErrorCode, priceOf, SubscriptionDiscountType } from '@hondana/contract';
import { startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../platform/clock/clock.js';
import { createUser } from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { addPlan, callAs, turnSubscriptionsOn } from '../subscription/subscription-test-helpers.js';
import { coupons, userPlans } from '../subscription/subscription.tables.js';
import { cardToken, useMerchant } from './payment-test-helpers.js';
import { paymentAccounts, paymentOrders } from './payment.tables.js';

const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';
const CHALLENGE = '4000000000003220';

describe('orders and charges through the sandbox', () => {
  const clock = createTestClock();
  let sandbox: PaymentsSandbox;
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let groupId: number;
  const log = createLogCapture();
  /** Every card token a test sent: none may reach a log line or a stored row. */
  const sentTokens: string[] = [];

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox();
    t = await createTestApp({
      clock,
      logger: log.logger,
      env: { VERITRANS_BASE_URL: sandbox.url, VERITRANS_TIMEOUT_MS: '2000' },
    });
    ({ home, other } = await twoTenants(t));
    await turnSubscriptionsOn(t, home);
    await useMerchant(t, home, sandbox.merchant);
    groupId = (await createContentGroup(t.database.db, home.company, { name: 'Paid shelf' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const token = async (card: string) => {
    const made = await cardToken(sandbox.url, sandbox.merchant, card);
    sentTokens.push(made);
    return made;
  };
  const newReader = async () => {
    const reader = await createUser(t.database.db, home.company, {
      email: `reader-${Math.random().toString(36).slice(2)}@example.com`,
    });
    return { reader, call: await callAs(t, home, reader) };
  };
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
  const registrationsOf = (userId: number) =>
    t.database.db.select().from(userPlans).where(eq(userPlans.userId, userId));
  const chargesOf = (orderId: string) =>
    sandbox.charges().filter((charge) => charge.orderId === orderId);
  const usedCount = async (couponId: number) =>
    (await t.database.db.select().from(coupons).where(eq(coupons.id, couponId)))[0]!.usedCount;

  async function ordinalPlanWithCoupon(name: string) {
    const plan = await addPlan(t, home, [groupId], {
      name,
      price: 1000,
      subscription_discount_type: 'ORDINAL',
    });
    const ordinal = await home.asAdmin('POST', '/discount-ordinal/add', {
      subscription_plan_id: plan.id,
      ordinal: 1,
      discount_type: 'PERCENT',
      discount_value: 20,
    });
    expect(ordinal.json().status, ordinal.body).toBe(200);
    const code = `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const coupon = await home.asAdmin('POST', '/manage-coupon/add', {
      coupon_code: code,
      name: `Coupon ${code}`,
      expiry_date: null,
      number_of_usages: 10,
      discount_type: 'PERCENT',
      discount_value: 10,
    });
    expect(coupon.json().status, coupon.body).toBe(200);
    return { plan, code, couponId: coupon.json().results.id as number };
  }

  it('charges 4111… once for priceOf’s total, registers the plan ACTIVE, keeps the card on file and mails', async () => {
    const { reader, call } = await newReader();
    const { plan, code, couponId } = await ordinalPlanWithCoupon('Monthly with discounts');
    const expected = priceOf({
      plan: {
        price: 1000,
        discountPrice: null,
        discountType: SubscriptionDiscountType.Ordinal,
        ordinalDiscounts: [{ ordinal: 1, kind: DiscountKind.Percent, value: 20 }],
      },
      period: 1,
      coupon: { kind: DiscountKind.Percent, value: 10 },
    });
    const mailsBefore = t.sentMails.length;

    const response = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      coupon_code: code,
      token: await token(APPROVED),
    });
    expect(response.json().status, response.body).toBe(200);
    const answer = response.json().results;
    expect(answer).toMatchObject({
      outcome: 'REGISTERED',
      order_id: expect.stringMatching(/^o-[0-9a-f-]{36}$/),
      registration: { status: 'ACTIVE', period: 1, price: expected.total, coupon_code: code },
    });
    expect(chargesOf(answer.order_id)).toEqual([
      expect.objectContaining({ amount: expected.total, maskedNumber: '411111******1111' }),
    ]);
    expect(await orderRow(answer.order_id)).toMatchObject({
      status: 'SUCCESS',
      amount: expected.total,
      subtotal: expected.subtotal,
      tax: expected.tax,
      couponCode: code,
      maskedCard: '411111******1111',
      registrationId: answer.registration.id,
    });
    const registrations = await registrationsOf(reader.id);
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({ status: 'ACTIVE', price: expected.total });
    expect(await usedCount(couponId)).toBe(1);
    const [account] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, reader.id));
    expect(account).toMatchObject({ maskedCard: '411111******1111', cardExpire: '12/99' });
    const mail = t.sentMails.slice(mailsBefore).find((sent) => sent.to === reader.email);
    // In the reader's language (ja here; the en reader below).
    expect(mail?.subject).toContain(reader.lang === 'en' ? 'Your order' : 'ご注文の確認');
    expect(mail?.text).toContain('Monthly with discounts');
    expect(mail?.text).toContain(expected.total.toLocaleString('en-US'));
    // Holding the plan now: a second order is refused before anything is written.
    const again = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await token(APPROVED),
    });
    expect(again.json().status).toBe(ErrorCode.SubscriptionAlreadyRegistered);
  });

  it('mails CONFIRM_ORDER in English to a reader who reads English', async () => {
    const reader = await createUser(t.database.db, home.company, {
      email: `en-${Math.random().toString(36).slice(2)}@example.com`,
      lang: 'en',
    });
    const call = await callAs(t, home, reader);
    const plan = await addPlan(t, home, [groupId], { name: 'English', price: 1000 });
    const paid = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await token(APPROVED),
    });
    expect(paid.json().status, paid.body).toBe(200);
    const mail = t.sentMails.find((sent) => sent.to === reader.email);
    expect(mail?.subject).toContain('Your order');
    expect(mail?.text).toContain('Dear');
    expect(mail?.text).toContain('1,100 yen');
  });

  it('answers a declined card 860 with the gateway’s message: FAILED, nothing registered, the coupon’s use returned', async () => {
    const { reader, call } = await newReader();
    const { plan, code, couponId } = await ordinalPlanWithCoupon('Declined');
    const response = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      coupon_code: code,
      token: await token(DECLINED),
    });
    expect(response.json().status).toBe(ErrorCode.PaymentFailed);
    expect(response.json().message).toBeTruthy();
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, reader.id));
    expect(order).toMatchObject({ status: 'FAILED', planId: plan.id });
    expect(chargesOf(order!.id)).toEqual([]);
    expect(await registrationsOf(reader.id)).toEqual([]);
    expect(await usedCount(couponId)).toBe(0);
  });

  it('charges the same token once however often it is sent (double click, retry)', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Twice', price: 500 });
    const body = { subscription_plan_id: plan.id, token: await token(APPROVED) };
    const answers = await Promise.all([
      call('POST', '/veritrans/charge', body),
      call('POST', '/veritrans/charge', body),
    ]);
    const retried = await call('POST', '/veritrans/charge', body);
    const orders = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, reader.id));
    expect(orders).toHaveLength(1);
    expect(chargesOf(orders[0]!.id)).toHaveLength(1);
    expect(await registrationsOf(reader.id)).toHaveLength(1);
    // The click that raced the first may see it still in flight (859); after it, the retry
    // answers the same order.
    for (const answer of answers) {
      expect([200, ErrorCode.PaymentVerifying]).toContain(answer.json().status);
    }
    expect(retried.json().results).toMatchObject({
      outcome: 'REGISTERED',
      order_id: orders[0]!.id,
    });
  });

  it('pays with the card on file when no token is sent; 841 without one', async () => {
    const { call } = await newReader();
    const first = await addPlan(t, home, [groupId], { name: 'First', price: 300 });
    const second = await addPlan(t, home, [groupId], { name: 'Second', price: 400 });
    const none = await call('POST', '/veritrans/charge', { subscription_plan_id: first.id });
    expect(none.json().status).toBe(ErrorCode.CreditCardInvalid);
    const paid = await call('POST', '/veritrans/charge', {
      subscription_plan_id: first.id,
      token: await token(APPROVED),
    });
    expect(paid.json().status, paid.body).toBe(200);
    const onFile = await call('POST', '/veritrans/charge', { subscription_plan_id: second.id });
    expect(onFile.json().status, onFile.body).toBe(200);
    expect(chargesOf(onFile.json().results.order_id)).toEqual([
      expect.objectContaining({ amount: 440, maskedNumber: '411111******1111' }),
    ]);
  });

  it('registers a 0-yen order without the gateway', async () => {
    const { call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Free', price: 0 });
    const requests = sandbox.apiRequests();
    const response = await call('POST', '/veritrans/charge', { subscription_plan_id: plan.id });
    expect(response.json().results).toMatchObject({
      outcome: 'REGISTERED',
      order_id: null,
      registration: { status: 'ACTIVE', price: 0 },
    });
    expect(sandbox.apiRequests()).toBe(requests);
  });

  it('answers THREE_D_SECURE for a card that asks for it, registering nothing and listing no failed payment', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Secure', price: 700 });
    const body = { subscription_plan_id: plan.id, token: await token(CHALLENGE) };
    const response = await call('POST', '/veritrans/charge', body);
    expect(response.json().results).toMatchObject({
      outcome: 'THREE_D_SECURE',
      registration: null,
    });
    expect(await registrationsOf(reader.id)).toEqual([]);
    // The refusal only hands over to 3-D Secure: no payment error in the reader's history.
    const history = await call('GET', '/transaction/page');
    expect(history.json().results.content).toEqual([]);
    const order = await orderRow(response.json().results.order_id);
    expect(order).toMatchObject({ status: 'SUPERSEDED' });
    // The same token again (a double click) answers the same.
    const again = await call('POST', '/veritrans/charge', body);
    expect(again.json().results).toMatchObject({ outcome: 'THREE_D_SECURE' });
  });

  it('keeps orders to their company and reader: 881 for another reader’s, 846 where no merchant is set', async () => {
    const { call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Mine', price: 600 });
    const paid = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await token(APPROVED),
    });
    const orderId = paid.json().results.order_id as string;
    const mine = await call('POST', '/veritrans/confirm-order', { order_id: orderId });
    expect(mine.json().results).toMatchObject({ order_id: orderId, status: 'SUCCESS' });
    const { call: someoneElse } = await newReader();
    expect(
      (await someoneElse('POST', '/veritrans/confirm-order', { order_id: orderId })).json().status,
    ).toBe(ErrorCode.TransactionNotFound);
    expect(
      (await other.asReader('POST', '/veritrans/confirm-order', { order_id: orderId })).json()
        .status,
    ).toBe(ErrorCode.TransactionNotFound);
    // An administrator is no reader: orders are a reader's own (here or elsewhere).
    expect(
      (await home.asAdmin('POST', '/veritrans/confirm-order', { order_id: orderId })).json().status,
    ).toBe(ErrorCode.NoPermission);
    expect(
      (await other.asAdmin('POST', '/veritrans/confirm-order', { order_id: orderId })).json()
        .status,
    ).toBe(ErrorCode.NoPermission);
    await turnSubscriptionsOn(t, other);
    const otherGroup = await createContentGroup(t.database.db, other.company, { name: 'Theirs' });
    const otherPlan = await addPlan(t, other, [otherGroup.id], { name: 'Elsewhere', price: 600 });
    const elsewhere = await other.asReader('POST', '/veritrans/charge', {
      subscription_plan_id: otherPlan.id,
      token: await token(APPROVED),
    });
    expect(elsewhere.json().status).toBe(ErrorCode.PaymentSettingNotFound);
    // A plan of another company is unknown here.
    expect(
      (
        await other.asReader('POST', '/veritrans/charge', {
          subscription_plan_id: plan.id,
          token: await token(APPROVED),
        })
      ).json().status,
    ).toBe(ErrorCode.PlanNotFound);
  });

  it('keeps card numbers and tokens out of the logs and the orders', async () => {
    const logged = log.lines.join('\n');
    const stored = JSON.stringify(await t.database.db.select().from(paymentOrders));
    expect(sentTokens.length).toBeGreaterThan(5);
    for (const secret of [APPROVED, DECLINED, CHALLENGE, ...sentTokens]) {
      expect(logged).not.toContain(secret);
      expect(stored).not.toContain(secret);
    }
    // The requests were logged (default request logging): the check above looked at something.
    expect(logged).toContain('/api/v1/veritrans/charge');
  });
});
