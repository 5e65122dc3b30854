import { ErrorCode, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../platform/clock/clock.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ContentRow } from '../content/content.tables.js';
import { coupons } from './subscription.tables.js';
import { addPlan, callAs, turnSubscriptionsOn } from './subscription-test-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('registering plans, coupons, cancelling and the gate', () => {
  const clock = createTestClock();
  const started = clock.now();
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let premium: ContentGroupRow;
  let open: ContentGroupRow;
  let gatedBook: ContentRow;
  let freeBook: ContentRow;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    ({ home, other } = await twoTenants(t, { allowCancelAccount: true }));
    await turnSubscriptionsOn(t, home);
    premium = await createContentGroup(t.database.db, home.company, { name: 'Premium' });
    open = await createContentGroup(t.database.db, home.company, { name: 'Open shelf' });
    gatedBook = await createContent(t.database.db, home.company, [premium]);
    freeBook = await createContent(t.database.db, home.company, [open]);
  });
  afterAll(() => t.close());
  // Sessions were signed in at the start: each test that moves time puts it back afterwards.
  afterEach(() => clock.set(started));

  /** Charge answers { outcome, order_id, registration }: these tests read the registration. */
  const charge = async (call: TestTenant['asReader'], planId: number, couponCode?: string) => {
    const response = await call('POST', '/veritrans/charge', {
      subscription_plan_id: planId,
      coupon_code: couponCode ?? null,
    });
    const answer = response.json();
    const results = answer.status === 200 ? answer.results.registration : answer.results;
    return { body: response.body, json: () => ({ ...answer, results }) };
  };
  const addCoupon = async (code: string, overrides: Record<string, unknown> = {}) => {
    const response = await home.asAdmin('POST', '/manage-coupon/add', {
      coupon_code: code,
      name: `Coupon ${code}`,
      expiry_date: null,
      number_of_usages: 10,
      discount_type: 'PERCENT',
      discount_value: 10,
      ...overrides,
    });
    expect(response.json().status, response.body).toBe(200);
    return response.json().results as { id: number; coupon_code: string };
  };
  const viewerToken = (call: TestTenant['asReader'], book: ContentRow) =>
    call('GET', `/content/public/viewer-token?content_id=${book.id}`);
  const shelfFlags = async (call: TestTenant['asReader'], group: ContentGroupRow) => {
    const page = await call('GET', `/content/public/page?content_group_id=${group.id}`);
    return (
      page.json().results.content as {
        id: string;
        is_subscription_plan: boolean;
        is_registered: boolean;
      }[]
    ).map(({ is_subscription_plan, is_registered }) => ({ is_subscription_plan, is_registered }));
  };

  it('gates a plan’s books: 863 to open, 864 to favourite, flags in lists; free books stay open', async () => {
    await addPlan(t, home, [premium.id], { name: 'Trial', number_free_term: 14, price: 980 });
    expect((await viewerToken(home.asReader, gatedBook)).json().status).toBe(
      ErrorCode.PlanRequiredToView,
    );
    const favourite = await home.asReader('POST', '/content/favorites/add', {
      content_id: gatedBook.id,
    });
    expect(favourite.json().status).toBe(ErrorCode.PlanRequiredToFavorite);
    expect(await shelfFlags(home.asReader, premium)).toEqual([
      { is_subscription_plan: true, is_registered: false },
    ]);
    expect(await shelfFlags(home.asReader, open)).toEqual([
      { is_subscription_plan: false, is_registered: false },
    ]);
    expect((await viewerToken(home.asReader, freeBook)).json().status).toBe(200);
    // Administrators are never gated.
    expect((await viewerToken(home.asAdmin, gatedBook)).json().status).toBe(200);
  });

  it('registers a free trial, opens the book, cancels, reads until the expiry, then meets the gate', async () => {
    const reader = await createUser(t.database.db, home.company);
    const asReader = callAs(t, home, reader);
    const plan = await addPlan(t, home, [premium.id], {
      name: 'Two weeks free',
      number_free_term: 14,
      price: 1500,
    });
    const registered = await charge(asReader, plan.id);
    expect(registered.json().status, registered.body).toBe(200);
    const row = registered.json().results;
    expect(row).toMatchObject({
      status: 'ACTIVE',
      period: 0,
      price: 0,
      number_free_term: 14,
      cancel: false,
    });
    expect(new Date(row.expired_date).getTime()).toBe(clock.now().getTime() + 14 * DAY_MS);
    expect(row.first_payment_date).toBe(row.expired_date);
    expect(row.next_billing_date).toBe(row.expired_date);
    expect((await charge(asReader, plan.id)).json().status).toBe(
      ErrorCode.SubscriptionAlreadyRegistered,
    );

    expect((await viewerToken(asReader, gatedBook)).json().status).toBe(200);
    expect(await shelfFlags(asReader, premium)).toEqual([
      { is_subscription_plan: true, is_registered: true },
    ]);
    expect(
      (await asReader('POST', '/content/favorites/add', { content_id: gatedBook.id })).json()
        .status,
    ).toBe(200);

    const cancelled = await asReader(
      'DELETE',
      `/subscription-plan/user/cancel/registered/${row.id}`,
    );
    expect(cancelled.json().results).toMatchObject({
      status: 'CANCEL',
      cancel: true,
      cancel_reason: 'BY_USER',
      next_billing_date: null,
    });
    expect(
      (await asReader('DELETE', `/subscription-plan/user/cancel/registered/${row.id}`)).json()
        .status,
    ).toBe(ErrorCode.SubscriptionAlreadyCancelled);
    clock.advance(13 * DAY_MS);
    expect((await viewerToken(asReader, gatedBook)).json().status).toBe(200);
    clock.advance(2 * DAY_MS);
    expect((await viewerToken(asReader, gatedBook)).json().status).toBe(
      ErrorCode.PlanRequiredToView,
    );
    await t.services.registrations.settleDue();
    const mine = await asReader('GET', '/subscription-plan/user/registered/page');
    expect(mine.json().results.content).toMatchObject([{ id: row.id, status: 'EXPIRED' }]);
    // Free days come with the first registration only: the second is a paid order (846: this site takes no card payments).
    expect((await charge(asReader, plan.id)).json().status).toBe(ErrorCode.PaymentSettingNotFound);
  });

  it('checks coupons (854 unknown or expired, 855 used up) and prices the order with them', async () => {
    const plan = await addPlan(t, home, [premium.id], { name: 'Paid', price: 1980 });
    await addCoupon('welcome10');
    const check = await home.asReader(
      'GET',
      `/manage-coupon/user/get?coupon_code=Welcome10&subscription_plan_id=${plan.id}`,
    );
    expect(check.json().results).toMatchObject({
      coupon_code: 'WELCOME10',
      price: {
        list_price: 1980,
        coupon_discount: 198,
        subtotal: 1782,
        tax: 178,
        total: 1960,
        is_free: false,
      },
    });
    expect(
      (
        await home.asReader(
          'GET',
          `/manage-coupon/user/get?coupon_code=NOPE&subscription_plan_id=${plan.id}`,
        )
      ).json().status,
    ).toBe(ErrorCode.CouponInvalid);
    await addCoupon('OLD', { expiry_date: '2026-11-26' });
    expect(
      (
        await home.asReader(
          'GET',
          `/manage-coupon/user/get?coupon_code=old&subscription_plan_id=${plan.id}`,
        )
      ).json().status,
    ).toBe(ErrorCode.CouponInvalid);
    const spent = await addCoupon('SPENT', { number_of_usages: 1 });
    await t.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, spent.id));
    expect(
      (
        await home.asReader(
          'GET',
          `/manage-coupon/user/get?coupon_code=spent&subscription_plan_id=${plan.id}`,
        )
      ).json().status,
    ).toBe(ErrorCode.CouponMaxUsed);
    expect(
      (
        await other.asReader(
          'GET',
          `/manage-coupon/user/get?coupon_code=WELCOME10&subscription_plan_id=${plan.id}`,
        )
      ).json().status,
    ).toBe(ErrorCode.PlanNotFound);
    // A paid order does not register until card payments, and counts no use.
    expect((await charge(home.asReader, plan.id, 'WELCOME10')).json().status).toBe(
      ErrorCode.PaymentSettingNotFound,
    );
    expect(
      (await home.asAdmin('GET', '/manage-coupon?coupon_code=welcome10')).json().results.used_count,
    ).toBe(0);
  });

  it('manages coupons per company: codes ignore case (407), 850 unknown, 614 for readers', async () => {
    const coupon = await addCoupon('Spring-24');
    expect(coupon.coupon_code).toBe('SPRING-24');
    expect(
      (
        await home.asAdmin('POST', '/manage-coupon/add', {
          coupon_code: 'spring-24',
          name: 'Again',
          number_of_usages: 1,
          discount_type: 'AMOUNT',
          discount_value: 100,
        })
      ).json().status,
    ).toBe(ErrorCode.NameExists);
    const page = await home.asAdmin('GET', '/manage-coupon/page?search_key=spring');
    expect(page.json().results.content.map((c: { id: number }) => c.id)).toEqual([coupon.id]);
    const updated = await home.asAdmin('PUT', `/manage-coupon/${coupon.id}`, {
      coupon_code: 'SPRING-24',
      name: 'Spring sale',
      expiry_date: '2027-03-31',
      number_of_usages: 3,
      discount_type: 'AMOUNT',
      discount_value: 500,
    });
    expect(updated.json().results).toMatchObject({
      name: 'Spring sale',
      expiry_date: '2027-03-31',
      discount_value: 500,
    });
    expect((await home.asAdmin('GET', `/manage-coupon/${coupon.id}`)).json().results.name).toBe(
      'Spring sale',
    );
    expect((await home.asReader('GET', '/manage-coupon/page')).json().status).toBe(
      ErrorCode.NoPermission,
    );
    expect((await other.asAdmin('GET', `/manage-coupon/${coupon.id}`)).statusCode).toBe(404);
    expect(
      (
        await other.asAdmin('PUT', `/manage-coupon/${coupon.id}`, {
          coupon_code: 'X',
          name: 'X',
          number_of_usages: 1,
          discount_type: 'AMOUNT',
          discount_value: 1,
        })
      ).json().status,
    ).toBe(ErrorCode.CouponNotFound);
    expect((await other.asAdmin('DELETE', `/manage-coupon/${coupon.id}`)).json().status).toBe(
      ErrorCode.CouponNotFound,
    );
    expect(
      (
        await home.asAdmin('POST', '/manage-coupon/add', {
          coupon_code: 'BAD DATE',
          name: 'x',
          number_of_usages: 1,
          discount_type: 'AMOUNT',
          discount_value: 1,
        })
      ).json().status,
    ).toBe(ErrorCode.BadRequest);
    expect(
      (
        await home.asAdmin('POST', '/manage-coupon/add', {
          coupon_code: 'DATE',
          name: 'x',
          expiry_date: '31/03/2027',
          number_of_usages: 1,
          discount_type: 'AMOUNT',
          discount_value: 1,
        })
      ).json().status,
    ).toBe(ErrorCode.WrongIsoDateFormat);
    expect((await home.asAdmin('DELETE', `/manage-coupon/${coupon.id}`)).json().status).toBe(200);
    expect((await home.asAdmin('GET', `/manage-coupon/${coupon.id}`)).json().status).toBe(
      ErrorCode.CouponNotFound,
    );
  });

  it('counts coupon uses in the registering transaction: 20 orders on 5 uses left register 5', async () => {
    const plan = await addPlan(t, home, [premium.id], { name: 'Race', price: 3000 });
    const coupon = await addCoupon('FREEFIVE', { number_of_usages: 7, discount_value: 100 });
    await t.database.db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, coupon.id));
    const readers = await Promise.all(
      Array.from({ length: 20 }, () => createUser(t.database.db, home.company)),
    );
    const calls = await Promise.all(readers.map((reader) => callAs(t, home, reader)));
    const answers = await Promise.all(calls.map((call) => charge(call, plan.id, 'freefive')));
    const statuses = answers.map((answer) => answer.json().status as number);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === ErrorCode.CouponMaxUsed)).toHaveLength(15);
    expect(
      (await home.asAdmin('GET', `/manage-coupon/${coupon.id}`)).json().results.used_count,
    ).toBe(7);
    const holders = await home.asAdmin(
      'GET',
      `/subscription-plan/user/registered/page?subscription_plan_id=${plan.id}`,
    );
    expect(holders.json().results.total_elements).toBe(5);
  });

  it('lets the administrator cancel a reader’s plan (BY_ADMIN), refuses to delete a held plan (849)', async () => {
    const reader = await createUser(t.database.db, home.company);
    const asReader = callAs(t, home, reader);
    const plan = await addPlan(t, home, [premium.id], { name: 'Held', price: 0 });
    const row = (await charge(asReader, plan.id)).json().results;
    expect(row).toMatchObject({ status: 'ACTIVE', period: 1 });
    expect((await home.asAdmin('DELETE', `/subscription-plan/${plan.id}`)).json().status).toBe(
      ErrorCode.PlanInUse,
    );
    const listed = await home.asAdmin(
      'GET',
      `/user/user-subscription-plan-paging?user_id=${reader.id}`,
    );
    expect(listed.json().results.content).toMatchObject([
      { id: row.id, name_subscription_plan: 'Held' },
    ]);

    expect(
      (await home.asReader('DELETE', `/subscription-plan/user/cancel/registered/${row.id}`)).json()
        .status,
    ).toBe(ErrorCode.UserPlanNotFound);
    expect(
      (
        await other.asAdmin(
          'DELETE',
          `/subscription-plan/user/cancel/registered/${row.id}?user_id=${reader.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await home.asAdmin(
          'DELETE',
          `/subscription-plan/user/cancel/registered/${row.id}?user_id=${home.reader.id}`,
        )
      ).json().status,
    ).toBe(ErrorCode.UserPlanNotFound);
    const cancelled = await home.asAdmin(
      'DELETE',
      `/subscription-plan/user/cancel/registered/${row.id}?user_id=${reader.id}`,
    );
    expect(cancelled.json().results).toMatchObject({ status: 'CANCEL', cancel_reason: 'BY_ADMIN' });
    // Cancelled but not expired: still held.
    expect((await home.asAdmin('DELETE', `/subscription-plan/${plan.id}`)).json().status).toBe(
      ErrorCode.PlanInUse,
    );
    clock.advance(31 * DAY_MS);
    const asAdmin = callAs(t, home, home.admin);
    expect((await asAdmin('DELETE', `/subscription-plan/${plan.id}`)).json().status).toBe(200);
    const kept = await asAdmin('GET', `/subscription-plan/user/registered/${row.id}`);
    expect(kept.json().results).toMatchObject({
      subscription_plan_id: null,
      name_subscription_plan: 'Held',
    });
  });

  it('renews a free plan when its period ends, and leaves a paid next period to the renewal job', async () => {
    const reader = await createUser(t.database.db, home.company);
    const asReader = callAs(t, home, reader);
    const free = await addPlan(t, home, [premium.id], {
      name: 'Always free',
      price: 0,
      duration: 7,
      duration_type: 0,
    });
    const ordinal = await addPlan(t, home, [open.id], {
      name: 'First week free',
      price: 700,
      duration: 7,
      duration_type: 0,
      subscription_discount_type: 'ORDINAL',
    });
    await home.asAdmin('POST', '/discount-ordinal/add', {
      subscription_plan_id: ordinal.id,
      ordinal: 1,
      discount_type: 'PERCENT',
      discount_value: 100,
    });
    const freeRow = (await charge(asReader, free.id)).json().results;
    const ordinalRow = (await charge(asReader, ordinal.id)).json().results;
    expect(ordinalRow).toMatchObject({ status: 'ACTIVE', period: 1 });
    clock.advance(8 * DAY_MS);
    await t.services.registrations.settleDue();
    const renewed = (
      await asReader('GET', `/subscription-plan/user/registered/${freeRow.id}`)
    ).json().results;
    expect(renewed).toMatchObject({ status: 'ACTIVE', period: 2 });
    expect(new Date(renewed.expired_date).getTime()).toBeGreaterThan(clock.now().getTime());
    // The payment module's renewal job charges the card on file (renewals.int.test.ts); until
    // then the plan stays ACTIVE in its ended period, and the gate (which reads the expiry) shuts.
    const awaiting = (
      await asReader('GET', `/subscription-plan/user/registered/${ordinalRow.id}`)
    ).json().results;
    expect(awaiting).toMatchObject({ status: 'ACTIVE', period: 1 });
    expect(new Date(awaiting.expired_date).getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it('cancels every plan when the reader cancels the account; the records stay', async () => {
    const reader = await createUser(t.database.db, home.company);
    const asReader = callAs(t, home, reader);
    const plan = await addPlan(t, home, [premium.id], { name: 'Goodbye', price: 0 });
    const row = (await charge(asReader, plan.id)).json().results;
    expect((await asReader('DELETE', `/user/cancel/${reader.id}`)).json().status).toBe(200);
    const kept = (await home.asAdmin('GET', `/subscription-plan/user/registered/${row.id}`)).json()
      .results;
    expect(kept).toMatchObject({ status: 'CANCEL', cancel_reason: 'BY_USER', user_id: null });
    expect((await home.asAdmin('DELETE', `/subscription-plan/${plan.id}`)).json().status).toBe(200);
  });

  it('answers registered plans only to their reader and the company’s administrator', async () => {
    const admin = await createUser(t.database.db, home.company, {
      roleLevel: RoleLevel.CompanyAdmin,
    });
    const all = await callAs(
      t,
      home,
      admin,
    )('GET', '/subscription-plan/user/registered/page?size=100');
    const mine = await home.asReader('GET', '/subscription-plan/user/registered/page?size=100');
    expect(all.json().results.total_elements).toBeGreaterThan(mine.json().results.total_elements);
    expect(
      mine.json().results.content.every((r: { user_id: number }) => r.user_id === home.reader.id),
    ).toBe(true);
    expect(
      (await other.asAdmin('GET', '/subscription-plan/user/registered/page')).json().results
        .total_elements,
    ).toBe(0);
  });
});
