import type { PlanBody } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { multipart, multipartFields } from '../../test/images.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestTenant } from '../../test/tenants.js';
import { signIn } from '../../test/factories.js';
import { companies } from '../company/company.tables.js';
import type { UserRow } from '../user/user.tables.js';

/** A plan body with sensible defaults: a month for 1,000 yen, unlocking `groupIds`. */
export function planBody(groupIds: number[], overrides: Partial<PlanBody> = {}): PlanBody {
  return {
    name: 'Monthly',
    price: 1000,
    discount_price: null,
    duration: 1,
    duration_type: 1,
    number_free_term: 0,
    term_type: 'BY_DAYS',
    subscription_type: 1,
    subscription_discount_type: 'NONE',
    content_group_ids: groupIds,
    ...overrides,
  };
}

/** Sends a plan as the web does: a content-data JSON part and, when given, the image part. */
export async function sendPlan(
  t: TestApp,
  tenant: TestTenant,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  image?: Buffer,
) {
  const data = { 'content-data': JSON.stringify(body) };
  const form = image ? multipart('plan.png', 'image/png', image, data) : multipartFields(data);
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: tenant.company.domain,
      ...(await signIn(t.database.db, tenant.admin)),
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
}

/** Adds a plan and answers it (fails the test when the add fails). */
export async function addPlan(
  t: TestApp,
  tenant: TestTenant,
  groupIds: number[],
  overrides: Partial<PlanBody> = {},
) {
  const response = await sendPlan(
    t,
    tenant,
    'POST',
    '/subscription-plan/add',
    planBody(groupIds, overrides),
  );
  const answer = response.json();
  if (answer.status !== 200) throw new Error(`plan add failed: ${response.body}`);
  return answer.results as { id: number; name: string; image_url: string | null };
}

/** Turns the company's subscriptions on (show_subscription_status) and forgets the cached row. */
export async function turnSubscriptionsOn(t: TestApp, tenant: TestTenant): Promise<void> {
  await t.database.db
    .update(companies)
    .set({ showSubscriptionStatus: true })
    .where(eq(companies.id, tenant.company.id));
  await t.services.companies.evictCompany(tenant.company.domain);
}

/** An API call on the tenant's host as `user`, signed in afresh at the app clock's time. */
export function callAs(t: TestApp, tenant: TestTenant, user: UserRow) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        host: tenant.company.domain,
        ...(await signIn(t.database.db, user, { at: t.ports.clock.now() })),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}
