import { newMerchant, startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { callAs } from '../subscription/subscription-test-helpers.js';
import { gatewayAccountIdOf } from './payment-account.repository.js';
import { maskedAtMost6And4 } from './card.service.js';
import { cardTokenFor, useMerchant } from './payment-test-helpers.js';
import { paymentAccounts } from './payment.tables.js';

describe('the reader’s card on file (GET veritrans/card, POST veritrans)', () => {
  let sandbox: PaymentsSandbox;
  let t: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  const log = createLogCapture();

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox();
    t = await createTestApp({ env: { VERITRANS_BASE_URL: sandbox.url }, logger: log.logger });
    ({ home, other } = await twoTenants(t));
    await useMerchant(t, home.company, sandbox.merchant);
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
  });

  const tokenFor = (cardNumber: string, expire?: string) =>
    cardTokenFor(sandbox.url, sandbox.merchant, cardNumber, expire);
  const accountRowOf = async (userId: number) =>
    (
      await t.database.db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId))
    )[0];

  it('answers null before a card is saved', async () => {
    const response = await home.asReader('GET', '/veritrans/card');
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toBeNull();
  });

  it('saves the first card, then replaces it, keeping only 6+4 digits', async () => {
    const reader = await createUser(t.database.db, home.company);
    const as = callAs(t, home, reader);
    const first = await as('POST', '/veritrans', { token: await tokenFor('4111111111111111') });
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual({ card_number: '411111******1111', card_expire: '12/99' });
    const saved = await accountRowOf(reader.id);
    expect(saved).toMatchObject({
      companyId: home.company.id,
      accountId: gatewayAccountIdOf(home.company.id, reader.id),
      maskedCard: '411111******1111',
      cardExpire: '12/99',
    });

    const token = await tokenFor('5555555555554444', '01/98');
    const replaced = await as('POST', '/veritrans', { token });
    expect(replaced.json().results).toEqual({
      card_number: '555555******4444',
      card_expire: '01/98',
    });
    const row = await accountRowOf(reader.id);
    // The same card slot at the gateway: the old card is gone, not kept beside the new one.
    expect(row).toMatchObject({ cardId: saved!.cardId, maskedCard: '555555******4444' });
    const read = await as('GET', '/veritrans/card');
    expect(read.json().results).toEqual({ card_number: '555555******4444', card_expire: '01/98' });

    const everything = JSON.stringify(row) + first.body + replaced.body + read.body;
    expect(everything).not.toMatch(/4111111111111111|5555555555554444/);
    // The request lines name the call, never its body (the token) or a card number.
    const logged = log.lines.join('\n');
    expect(logged).toContain('"url":"/api/v1/veritrans"');
    expect(logged).not.toContain(token);
    expect(logged).not.toMatch(/4111111111111111|5555555555554444|"security_code"/);
  });

  it('logs neither a body nor the part of one a parser choked on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/veritrans',
      headers: { host: home.company.domain, 'content-type': 'application/json' },
      // A page that got it wrong and sent the card fields here: refused, and not written anywhere.
      payload: '{"card_number":"4000000000000002","security_code":"987" oops',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('4000000000000002');
    expect(log.lines.join('\n')).not.toMatch(/4000000000000002|"987"/);
  });

  it('finds an account the gateway has though our record of it was lost', async () => {
    const reader = await createUser(t.database.db, home.company);
    const as = callAs(t, home, reader);
    await as('POST', '/veritrans', { token: await tokenFor('4111111111111111') });
    await t.database.db.delete(paymentAccounts).where(eq(paymentAccounts.userId, reader.id));
    const again = await as('POST', '/veritrans', { token: await tokenFor('5555555555554444') });
    expect(again.statusCode).toBe(200);
    expect(again.json().results.card_number).toBe('555555******4444');
  });

  it('answers 858 with the gateway’s message when it refuses the card, and keeps the old one', async () => {
    const reader = await createUser(t.database.db, home.company);
    const as = callAs(t, home, reader);
    await as('POST', '/veritrans', { token: await tokenFor('4111111111111111') });
    const refused = await as('POST', '/veritrans', { token: 'not-a-token-the-gateway-made' });
    expect(refused.json()).toMatchObject({ status: 858 });
    expect(refused.json().message).not.toBe('');
    expect((await accountRowOf(reader.id))?.maskedCard).toBe('411111******1111');
  });

  it('answers 846 when the company takes no card payments', async () => {
    const response = await other.asReader('POST', '/veritrans', { token: 'any-token' });
    expect(response.json()).toMatchObject({ status: 846 });
  });

  it('answers 859 when the gateway cannot be reached', async () => {
    const unreachable = await createTestApp({
      env: { VERITRANS_BASE_URL: 'http://127.0.0.1:9' },
      copyOf: t,
    });
    try {
      const reader = await createUser(t.database.db, home.company);
      const response = await callAs(unreachable, home, reader)('POST', '/veritrans', {
        token: await tokenFor('4111111111111111'),
      });
      expect(response.json()).toMatchObject({ status: 859 });
      expect(await accountRowOf(reader.id)).toBeUndefined();
    } finally {
      await unreachable.close();
    }
  });

  it('is the reader’s own: administrators have no card here, and the body is validated', async () => {
    const asAdmin = await home.asAdmin('GET', '/veritrans/card');
    expect(asAdmin.statusCode).toBe(403);
    const empty = await home.asReader('POST', '/veritrans', { token: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('never shows more than the first 6 and last 4 digits of what a gateway answers', () => {
    expect(maskedAtMost6And4('4111111111111111')).toBe('411111******1111');
    expect(maskedAtMost6And4('411111******1111')).toBe('411111******1111');
    expect(maskedAtMost6And4('4111-1111-1111-1111')).toBe('4111-11**-****-1111');
    expect(maskedAtMost6And4('36000000000008')).toBe('360000****0008');
  });

  it('keeps each company’s accounts apart at the same gateway', async () => {
    const merchant = newMerchant();
    sandbox.addMerchant(merchant);
    await useMerchant(t, other.company, merchant);
    const token = await cardTokenFor(sandbox.url, merchant, '4111111111111111');
    const response = await other.asReader('POST', '/veritrans', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.card_number).toBe('411111******1111');
    // Its session is not one of this company's site, and this company's reader has no card.
    const onHomeSite = await callAs(t, home, other.reader)('GET', '/veritrans/card');
    expect(onHomeSite.statusCode).toBe(401);
    expect((await home.asReader('GET', '/veritrans/card')).json().results).toBeNull();
    expect((await accountRowOf(other.reader.id))?.accountId).toBe(
      gatewayAccountIdOf(other.company.id, other.reader.id),
    );
  });
});
