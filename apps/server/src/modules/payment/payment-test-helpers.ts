import { randomUUID } from 'node:crypto';
import type { MerchantCredentials } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.js';
import type { TestTenant } from '../../test/tenants.js';
import { companies, type CompanyRow } from '../company/company.tables.js';
import type { UserRow } from '../user/user.tables.js';
import { createPaymentOrderRepository, type NewPaymentOrder } from './payment-order.repository.js';

/**
 * Gives the company (or the tenant's) the sandbox merchant's settings in test mode, the secret
 * key sealed as the admin screen does.
 */
export async function useMerchant(
  t: TestApp,
  target: TestTenant | CompanyRow,
  merchant: MerchantCredentials,
): Promise<void> {
  const company = 'company' in target ? target.company : target;
  await t.database.db
    .update(companies)
    .set({
      veritransMerchantCcid: merchant.ccid,
      veritransSecretKey: t.ports.secretBox.seal(merchant.secretKey, company.id),
      veritransTokenApiKey: merchant.tokenApiKey,
      veritransTestMode: true,
    })
    .where(eq(companies.id, company.id));
  await t.services.companies.evictCompany(company.domain);
}

/** What the order page's script does in the reader's browser: card fields to /4gtoken. */
export async function cardTokenFor(
  sandboxUrl: string,
  merchant: MerchantCredentials,
  cardNumber: string,
  cardExpire = '12/99',
): Promise<string> {
  const response = await fetch(`${sandboxUrl}/4gtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token_api_key: merchant.tokenApiKey,
      card_number: cardNumber,
      card_expire: cardExpire,
      security_code: '123',
      lang: 'en',
    }),
  });
  const body = (await response.json()) as { status?: string; token?: string };
  if (body.status !== 'success' || !body.token) {
    throw new Error(`tokenizing failed: ${JSON.stringify(body)}`);
  }
  return body.token;
}

/** {@link cardTokenFor} with a card that has not expired. */
export function cardToken(
  sandboxUrl: string,
  merchant: MerchantCredentials,
  cardNumber: string,
): Promise<string> {
  return cardTokenFor(sandboxUrl, merchant, cardNumber);
}

/** The hidden fields of the sandbox's page that posts the browser back from 3-D Secure. */
export function returnFormOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
    fields[name as string] = value as string;
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * An order as the charge leaves it in our books (for the history's tests; the charge itself is
 * tested where it is made): a paid first order of 1,100 yen unless told otherwise.
 */
export async function recordOrder(
  t: TestApp,
  company: CompanyRow,
  user: UserRow | null,
  overrides: Partial<NewPaymentOrder> = {},
) {
  const at = overrides.createdAt ?? new Date();
  return createPaymentOrderRepository(t.database.db).insert({
    id: `o-${randomUUID()}`,
    companyId: company.id,
    userId: user?.id ?? null,
    planName: 'Monthly',
    kind: 'FIRST',
    status: 'SUCCESS',
    period: 1,
    amount: 1100,
    subtotal: 1000,
    tax: 100,
    maskedCard: '411111******1111',
    createdAt: at,
    updatedAt: at,
    settledAt: at,
    ...overrides,
  });
}
