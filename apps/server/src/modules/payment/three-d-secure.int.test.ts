import { createHmac } from 'node:crypto';
import { ErrorCode } from '@hondana/contract';
import { startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../platform/clock/clock.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { addPlan, callAs, turnSubscriptionsOn } from '../subscription/subscription-test-helpers.js';
import { userPlans } from '../subscription/subscription.tables.js';
import { cardToken, returnFormOf, useMerchant } from './payment-test-helpers.js';
import { paymentAccounts, paymentOrders } from './payment.tables.js';

const CHALLENGE = '4000000000003220';
const HANGS = '4000000000000119';
const MINUTE = 60_000;

describe('3-D Secure, push notifications and reconciliation', () => {
  const clock = createTestClock();
  let sandbox: PaymentsSandbox;
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let groupId: number;

  beforeAll(async () => {
    // Long enough that only the test releases a hanging card.
    sandbox = await startPaymentsSandbox({ hangMs: 60_000 });
    t = await createTestApp({
      clock,
      env: { VERITRANS_BASE_URL: sandbox.url, VERITRANS_TIMEOUT_MS: '500' },
    });
    ({ home, other } = await twoTenants(t));
    await turnSubscriptionsOn(t, home);
    await useMerchant(t, home, sandbox.merchant);
    groupId = (await createContentGroup(t.database.db, home.company, { name: 'Shelf' })).id;
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const token = (card: string) => cardToken(sandbox.url, sandbox.merchant, card);
  const newReader = async () => {
    const reader = await createUser(t.database.db, home.company);
    return { reader, call: await callAs(t, home, reader) };
  };
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
  const registrationsOf = (userId: number) =>
    t.database.db.select().from(userPlans).where(eq(userPlans.userId, userId));
  const chargesOf = (orderId: string) =>
    sandbox.charges().filter((charge) => charge.orderId === orderId);

  /** order-receive, then the reader at the sandbox's challenge: the page that posts back. */
  async function startAndChallenge(
    call: TestTenant['asReader'],
    planId: number,
    outcome: 'pass' | 'fail',
  ) {
    const received = await call('POST', '/veritrans/order-receive', {
      subscription_plan_id: planId,
      token: await token(CHALLENGE),
    });
    expect(received.json().status, received.body).toBe(200);
    const { order_id: orderId, redirect_url: url, result } = received.json().results;
    expect(result).toBe('redirect');
    const challenge = await (await fetch(url)).text();
    expect(challenge).toContain('400000******3220');
    const answered = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    return { orderId: orderId as string, form: returnFormOf(await answered.text()) };
  }

  /** The browser's form POST back to us: no session cookie, only the signed fields. */
  const postReturn = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/veritrans/three-d-secure/return',
      headers: {
        host: home.company.domain,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('pays through order-receive, the challenge, the return and confirm-order, saving the card', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Secure monthly', price: 2000 });
    const { orderId, form } = await startAndChallenge(call, plan.id, 'pass');
    expect(form.action).toBe(
      `http://${home.company.domain}/api/v1/veritrans/three-d-secure/return`,
    );
    // The confirm page may ask before the browser came back: still being verified.
    const early = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orderId));
    expect(early[0]).toMatchObject({ status: 'PENDING', threeDSecure: true });

    const back = await postReturn(form.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/veritrans-payment/confirm?order_id=${orderId}`);
    const confirmed = await call('POST', '/veritrans/confirm-order', { order_id: orderId });
    expect(confirmed.json().results).toMatchObject({
      order_id: orderId,
      status: 'SUCCESS',
      registration: { status: 'ACTIVE', price: 2200 },
    });
    expect(chargesOf(orderId)).toEqual([expect.objectContaining({ amount: 2200 })]);
    expect(await registrationsOf(reader.id)).toHaveLength(1);
    const [account] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, reader.id));
    expect(account?.maskedCard).toBe('400000******3220');
    // The return again (a reload) changes nothing.
    expect((await postReturn(form.fields)).statusCode).toBe(303);
    expect(await registrationsOf(reader.id)).toHaveLength(1);
  });

  it('serves a challenge the gateway answers as a page once, to its reader only', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Page', price: 1000 });
    sandbox.setChallengeAsPage(true);
    let received;
    try {
      received = await call('POST', '/veritrans/order-receive', {
        subscription_plan_id: plan.id,
        token: await token(CHALLENGE),
      });
    } finally {
      sandbox.setChallengeAsPage(false);
    }
    const { order_id: orderId, redirect_url: url } = received.json().results;
    expect(url).toBe(`/api/v1/veritrans/three-d-secure/challenge/${orderId}`);
    const path = url.replace('/api/v1', '');
    const { call: someoneElse } = await newReader();
    expect((await someoneElse('GET', path)).json().status).toBe(ErrorCode.TransactionNotFound);
    const page = await call('GET', path);
    expect(page.headers['content-type']).toContain('text/html');
    const start = /action="([^"]+)"/.exec(page.body)?.[1];
    expect(start).toMatch(/\/3ds\//);
    expect((await call('GET', path)).json().status).toBe(ErrorCode.TransactionNotFound);
    // On through the challenge and back, as with a URL.
    const answered = await fetch(start!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pass',
    });
    expect((await postReturn(returnFormOf(await answered.text()).fields)).statusCode).toBe(303);
    expect(await orderRow(orderId)).toMatchObject({ status: 'SUCCESS', challengeHtml: null });
    expect(await registrationsOf(reader.id)).toHaveLength(1);
  });

  it('refuses a forged return, and fails a refused challenge with 860', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Refused', price: 900 });
    const { orderId, form } = await startAndChallenge(call, plan.id, 'fail');
    const forged = await postReturn({
      ...form.fields,
      mpiMstatus: 'success',
      cardMstatus: 'success',
    });
    expect(forged.json().status).toBe(ErrorCode.TransactionNotFound);
    expect((await orderRow(orderId)).status).toBe('PENDING');
    expect((await postReturn(form.fields)).statusCode).toBe(303);
    const confirmed = await call('POST', '/veritrans/confirm-order', { order_id: orderId });
    expect(confirmed.json().status).toBe(ErrorCode.PaymentFailed);
    expect(confirmed.json().message).toBeTruthy();
    expect(await registrationsOf(reader.id)).toEqual([]);
    expect(chargesOf(orderId)).toEqual([]);
  });

  it('settles an order from a verified push, once; refuses a forged one', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Pushed', price: 1200 });
    // The reader passes the challenge but never comes back (closed the tab).
    const { orderId } = await startAndChallenge(call, plan.id, 'pass');
    const body = new URLSearchParams({
      numberOfNotify: '1',
      pushTime: '20260101000000',
      pushId: '12345678',
      orderId0: orderId,
      mstatus0: 'success',
      vResultCode0: 'G001A00100000000',
    }).toString();
    const hmac = createHmac('sha256', Buffer.from(sandbox.merchant.secretKey, 'hex'))
      .update(body)
      .digest('hex');
    const push = (contentHmac: string, host = home.company.domain) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/veritrans/push',
        headers: {
          host,
          'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
          'content-hmac': contentHmac,
        },
        payload: body,
      });
    const signed = `h=HmacSHA256;s=${sandbox.merchant.ccid};v=${hmac}`;
    // A different first digit, whatever the real one is, so the forgery never equals it.
    const forged = signed.replace(/v=(.)/, (_, digit: string) => `v=${digit === '0' ? '1' : '0'}`);
    expect((await push(forged)).statusCode).toBe(403);
    expect((await orderRow(orderId)).status).toBe('PENDING');
    // Another company's host: its own merchant (none) is asked, never this one's.
    expect((await push(signed, other.company.domain)).json().status).toBe(
      ErrorCode.PaymentSettingNotFound,
    );

    const first = await push(signed);
    expect(first.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'SUCCESS' });
    expect((await push(signed)).statusCode).toBe(200);
    expect(await registrationsOf(reader.id)).toHaveLength(1);
    expect(chargesOf(orderId)).toHaveLength(1);
  });

  it('leaves a timed-out charge PENDING (859) and reconciliation finishes it once the gateway has', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Slow', price: 800 });
    const response = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await token(HANGS),
    });
    expect(response.json().status).toBe(ErrorCode.PaymentVerifying);
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, reader.id));
    expect(order).toMatchObject({ status: 'PENDING', amount: 880 });
    // A second order of the plan meanwhile: the first is still in flight.
    const second = await call('POST', '/veritrans/charge', {
      subscription_plan_id: plan.id,
      token: await token(HANGS),
    });
    expect(second.json().status).toBe(ErrorCode.PaymentVerifying);
    expect(
      (await call('POST', '/veritrans/confirm-order', { order_id: order!.id })).json().status,
    ).toBe(ErrorCode.PaymentVerifying);

    clock.advance(2 * MINUTE);
    const olderThanAMinute = new Date(clock.now().getTime() - MINUTE);
    await t.services.orders.reconcilePending(olderThanAMinute);
    // Still being worked out at the gateway: it stays PENDING.
    expect((await orderRow(order!.id)).status).toBe('PENDING');

    sandbox.releaseHanging();
    await expect.poll(() => chargesOf(order!.id).length).toBe(1);
    // The scheduled job does what the call above did.
    await t.jobs.send(t.services.paymentReconcile, {});
    await expect.poll(async () => (await orderRow(order!.id)).status).toBe('SUCCESS');
    expect(await registrationsOf(reader.id)).toHaveLength(1);
    expect(chargesOf(order!.id)).toHaveLength(1);
    const confirmed = await call('POST', '/veritrans/confirm-order', { order_id: order!.id });
    expect(confirmed.json().results).toMatchObject({ status: 'SUCCESS' });
  });

  it('fails an order the gateway never received, once any request of it has surely ended', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Lost', price: 500 });
    const card = await token('4111111111111111');
    sandbox.setFailureRate(1);
    try {
      const response = await call('POST', '/veritrans/charge', {
        subscription_plan_id: plan.id,
        token: card,
      });
      expect(response.json().status).toBe(ErrorCode.PaymentVerifying);
    } finally {
      sandbox.setFailureRate(0);
    }
    const [order] = await t.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, reader.id));
    clock.advance(2 * MINUTE);
    await t.services.orders.reconcilePending(new Date(clock.now().getTime() - MINUTE));
    expect(await orderRow(order!.id)).toMatchObject({ status: 'FAILED' });
    expect(await registrationsOf(reader.id)).toEqual([]);
  });

  it('asks about an earlier order of the plan still PENDING before a new one: paid, it answers 814', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Twice tried', price: 1500 });
    // Paid at the gateway, but the browser never came back and no push arrived.
    const { orderId } = await startAndChallenge(call, plan.id, 'pass');
    expect((await orderRow(orderId)).status).toBe('PENDING');
    const again = await call('POST', '/veritrans/order-receive', {
      subscription_plan_id: plan.id,
      token: await token(CHALLENGE),
    });
    expect(again.json().status).toBe(ErrorCode.SubscriptionAlreadyRegistered);
    expect((await orderRow(orderId)).status).toBe('SUCCESS');
    expect(await registrationsOf(reader.id)).toHaveLength(1);
    expect(chargesOf(orderId)).toHaveLength(1);
  });

  // Last: it moves the clock past the sessions' idle time.
  it('fails a 3-D Secure order whose challenge was left unfinished for half an hour', async () => {
    const { reader, call } = await newReader();
    const plan = await addPlan(t, home, [groupId], { name: 'Abandoned', price: 400 });
    const received = await call('POST', '/veritrans/order-receive', {
      subscription_plan_id: plan.id,
      token: await token(CHALLENGE),
    });
    const orderId = received.json().results.order_id as string;
    clock.advance(10 * MINUTE);
    await t.services.orders.reconcilePending(new Date(clock.now().getTime() - MINUTE));
    expect((await orderRow(orderId)).status).toBe('PENDING');
    clock.advance(25 * MINUTE);
    await t.services.orders.reconcilePending(new Date(clock.now().getTime() - MINUTE));
    expect(await orderRow(orderId)).toMatchObject({
      status: 'FAILED',
      message: '3-D Secure was not completed.',
    });
    expect(await registrationsOf(reader.id)).toEqual([]);
    expect(chargesOf(orderId)).toEqual([]);
  });
});
