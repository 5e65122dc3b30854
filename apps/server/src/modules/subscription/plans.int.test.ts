import { ErrorCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import { addPlan, planBody, sendPlan } from './subscription-test-helpers.js';

describe('subscription plans and discount ordinals', () => {
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let group: ContentGroupRow;
  let otherGroup: ContentGroupRow;

  beforeAll(async () => {
    t = await createTestApp();
    ({ home, other } = await twoTenants(t));
    group = await createContentGroup(t.database.db, home.company, { name: 'Premium shelf' });
    otherGroup = await createContentGroup(t.database.db, other.company);
  });
  afterAll(() => t.close());

  it('adds a plan with its image and groups, lists, searches and shows it', async () => {
    const png = makePng(64);
    const response = await sendPlan(
      t,
      home,
      'POST',
      '/subscription-plan/add',
      planBody([group.id], { name: 'Gold monthly', discount_price: 800 }),
      png,
    );
    expect(response.json().status).toBe(200);
    const plan = response.json().results;
    expect(plan).toMatchObject({
      name: 'Gold monthly',
      price: 1000,
      discount_price: 800,
      content_group_ids: [group.id],
      subscription_content_groups: [
        { content_group_id: group.id, content_group_name: 'Premium shelf' },
      ],
      registered_count: 0,
    });
    expect(plan.image_url).toMatch(
      /^\/api\/v1\/company\/public\/image\/subscription\/[0-9a-f]{32}\.png\?domain=/,
    );
    const image = await t.app.inject({
      method: 'GET',
      url: plan.image_url,
      headers: { host: home.company.domain },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['cache-control']).toContain('immutable');

    const page = await home.asAdmin('GET', '/subscription-plan/page?search_key=gold');
    expect(page.json().results).toMatchObject({ total_elements: 1, content: [{ id: plan.id }] });
    expect(
      (await home.asAdmin('GET', '/subscription-plan/page?search_key=silver')).json().results
        .total_elements,
    ).toBe(0);
    expect(
      (await home.asAdmin('GET', '/subscription-plan'))
        .json()
        .results.map((p: { id: number }) => p.id),
    ).toContain(plan.id);

    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscription-plan/public/user/page?content_group_id=${group.id}`,
      headers: { host: home.company.domain },
    });
    expect(visitor.json().results.content.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    const detail = await home.asReader('GET', `/subscription-plan/public/${plan.id}`);
    expect(detail.json().results).toMatchObject({ id: plan.id, is_registered: false });
  });

  it('keeps the image on an update without a file, and removes it when asked', async () => {
    const plan = await addPlan(t, home, [group.id]);
    const withImage = await sendPlan(
      t,
      home,
      'PUT',
      `/subscription-plan/${plan.id}`,
      planBody([group.id]),
      makePng(8),
    );
    const url = withImage.json().results.image_url;
    expect(url).not.toBeNull();
    const renamed = await sendPlan(
      t,
      home,
      'PUT',
      `/subscription-plan/${plan.id}`,
      planBody([group.id], { name: 'Renamed' }),
    );
    expect(renamed.json().results).toMatchObject({ name: 'Renamed', image_url: url });
    const removed = await sendPlan(t, home, 'PUT', `/subscription-plan/${plan.id}`, {
      ...planBody([group.id]),
      remove_image: true,
    });
    expect(removed.json().results.image_url).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url, headers: { host: home.company.domain } });
    expect(gone.json().status).toBe(ErrorCode.FileNotFound);
  });

  it('refuses a file that is not an image, judged by its bytes', async () => {
    const response = await sendPlan(
      t,
      home,
      'POST',
      '/subscription-plan/add',
      planBody([group.id]),
      Buffer.from('%PDF-1.4 not an image'),
    );
    expect(response.json().status).toBe(ErrorCode.InvalidFile);
    expect(
      (await home.asAdmin('GET', '/subscription-plan/page?search_key=Monthly'))
        .json()
        .results.content.every(
          (p: { image_url: string | null }) => p.image_url === null || p.image_url.includes('.png'),
        ),
    ).toBe(true);
  });

  it.each([
    ['a negative price', { price: -1 }, ErrorCode.SubscriptionPriceInvalid],
    [
      'a discount price above the price',
      { discount_price: 1200 },
      ErrorCode.DiscountPriceAbovePrice,
    ],
    ['a duration of 0', { duration: 0 }, ErrorCode.SubscriptionDurationInvalid],
    ['free days as long as the plan', { number_free_term: 30 }, ErrorCode.FreeTermNotBelowDuration],
  ])('refuses %s', async (_name, overrides, code) => {
    const response = await sendPlan(
      t,
      home,
      'POST',
      '/subscription-plan/add',
      planBody([group.id], overrides),
    );
    expect(response.json().status).toBe(code);
  });

  it('needs a content group of the company (829 none, 715 another company’s)', async () => {
    expect(
      (await sendPlan(t, home, 'POST', '/subscription-plan/add', planBody([]))).json().status,
    ).toBe(ErrorCode.SubscriptionContentGroupRequired);
    expect(
      (await sendPlan(t, home, 'POST', '/subscription-plan/add', planBody([otherGroup.id]))).json()
        .status,
    ).toBe(ErrorCode.ContentGroupNotFound);
    expect(
      (await sendPlan(t, home, 'POST', '/subscription-plan/add', { name: 'No JSON' })).json()
        .status,
    ).toBe(ErrorCode.BadRequest);
  });

  it('keeps plans to their company: readers get 614, another company’s administrator 847 (404)', async () => {
    const plan = await addPlan(t, home, [group.id]);
    for (const [method, url] of [
      ['GET', '/subscription-plan'],
      ['GET', '/subscription-plan/page'],
      ['DELETE', `/subscription-plan/${plan.id}`],
      ['GET', `/discount-ordinal/page?subscription_plan_id=${plan.id}`],
    ] as const) {
      expect((await home.asReader(method, url)).json().status, url).toBe(ErrorCode.NoPermission);
    }
    const foreign = await other.asAdmin('DELETE', `/subscription-plan/${plan.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().status).toBe(ErrorCode.PlanNotFound);
    expect(
      (await sendPlan(t, other, 'PUT', `/subscription-plan/${plan.id}`, planBody([otherGroup.id])))
        .statusCode,
    ).toBe(404);
    expect((await other.asReader('GET', `/subscription-plan/public/${plan.id}`)).statusCode).toBe(
      404,
    );
    const listed = (await other.asAdmin('GET', '/subscription-plan')).json().results as {
      id: number;
    }[];
    expect(listed.map((p) => p.id)).not.toContain(plan.id);
  });

  it('prices periods with discount ordinals: 861 twice, 862 unknown, another company’s 862', async () => {
    const plan = await addPlan(t, home, [group.id], { subscription_discount_type: 'ORDINAL' });
    const add = (ordinal: number, value: number) =>
      home.asAdmin('POST', '/discount-ordinal/add', {
        subscription_plan_id: plan.id,
        ordinal,
        discount_type: 'PERCENT',
        discount_value: value,
      });
    const first = (await add(1, 100)).json().results;
    expect(first).toMatchObject({ subscription_plan_id: plan.id, ordinal: 1, discount_value: 100 });
    expect((await add(1, 50)).json().status).toBe(ErrorCode.OrdinalDuplicate);
    expect((await add(2, 50)).json().status).toBe(200);
    const changed = await home.asAdmin('PUT', `/discount-ordinal/${first.id}`, {
      subscription_plan_id: plan.id,
      ordinal: 2,
      discount_type: 'AMOUNT',
      discount_value: 300,
    });
    expect(changed.json().status).toBe(ErrorCode.OrdinalDuplicate);
    const page = await home.asAdmin(
      'GET',
      `/discount-ordinal/page?subscription_plan_id=${plan.id}`,
    );
    expect(page.json().results.content.map((o: { ordinal: number }) => o.ordinal)).toEqual([1, 2]);
    const shown = await home.asReader('GET', `/subscription-plan/public/${plan.id}`);
    expect(shown.json().results.discount_ordinals).toHaveLength(2);
    expect((await other.asAdmin('GET', `/discount-ordinal/${first.id}`)).json().status).toBe(
      ErrorCode.OrdinalNotFound,
    );
    expect((await other.asAdmin('DELETE', `/discount-ordinal/${first.id}`)).statusCode).toBe(404);
    expect((await home.asAdmin('DELETE', `/discount-ordinal/${first.id}`)).json().status).toBe(200);
    expect((await home.asAdmin('GET', `/discount-ordinal/${first.id}`)).json().status).toBe(
      ErrorCode.OrdinalNotFound,
    );
    expect((await add(3, 101)).json().status).toBe(ErrorCode.BadParameters);
  });

  it('keeps a content group a plan unlocks (852), until the plan lets it go', async () => {
    const shelf = await createContentGroup(t.database.db, home.company);
    const plan = await addPlan(t, home, [shelf.id, group.id]);
    expect((await home.asAdmin('DELETE', `/content-group/delete/${shelf.id}`)).json().status).toBe(
      ErrorCode.ContentGroupInPlan,
    );
    await sendPlan(t, home, 'PUT', `/subscription-plan/${plan.id}`, planBody([group.id]));
    expect((await home.asAdmin('DELETE', `/content-group/delete/${shelf.id}`)).json().status).toBe(
      200,
    );
  });
});
