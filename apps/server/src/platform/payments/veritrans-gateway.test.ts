import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  newMerchant,
  ResultCode,
  startPaymentsSandbox,
  type PaymentsSandbox,
} from '@hondana/payments-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSettings, PaymentGateway, PushNotification } from './payment-gateway.js';
import { createVeritransGateway } from './veritrans-gateway.js';

let sandbox: PaymentsSandbox;
let gateway: PaymentGateway;
let settings: MerchantSettings;
/** Unique without reading the clock. */
const nextOrderId = () => `hondana-${randomUUID()}`;

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
  gateway = createVeritransGateway({ baseUrl: sandbox.url, timeoutMs: 10_000 });
  settings = { ...sandbox.merchant, testMode: true };
});
afterAll(() => sandbox.close());

/** What the order page's script does in the reader's browser. */
async function tokenFor(cardNumber: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/4gtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token_api_key: settings.tokenApiKey,
      card_number: cardNumber,
      card_expire: '12/99',
      security_code: '123',
      lang: 'ja',
    }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

const pay = async (cardNumber: string, orderId = nextOrderId(), amount = 1100) =>
  gateway.authorize(settings, { orderId, amount, card: { token: await tokenFor(cardNumber) } });

describe('the VeriTrans4G adapter against the sandbox: Authorize/card', () => {
  it('is accepted with its authHash, and refused when signed with another key', async () => {
    const before = sandbox.charges().length;
    expect(await pay('4111111111111111')).toMatchObject({
      kind: 'success',
      vResultCode: ResultCode.approved,
      maskedCardNumber: '411111******1111',
    });
    const forged = await gateway.authorize(
      { ...settings, secretKey: 'ab'.repeat(32) },
      { orderId: nextOrderId(), amount: 1100, card: { token: await tokenFor('4111111111111111') } },
    );
    expect(forged).toMatchObject({ kind: 'declined', vResultCode: ResultCode.authHashMismatch });
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('answers a declined card with the gateway’s code and message', async () => {
    const declined = await pay('4000000000000002');
    expect(declined).toMatchObject({ kind: 'declined', vResultCode: ResultCode.declined });
    expect(declined.kind === 'declined' && declined.message).toBeTruthy();
    expect(await pay('4000000000003220')).toMatchObject({
      kind: 'declined',
      vResultCode: ResultCode.threeDSecureRequired,
    });
  });

  it('charges an orderId once however often it is sent', async () => {
    const orderId = nextOrderId();
    const before = sandbox.charges().length;
    const first = await pay('4111111111111111', orderId);
    const again = await pay('4111111111111111', orderId);
    expect(first.kind).toBe('success');
    expect(again).toEqual(first);
    expect(sandbox.charges().filter((charge) => charge.orderId === orderId)).toHaveLength(1);
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('reports a timeout as unknown, and the retry with the same orderId charges once', async () => {
    const impatient = createVeritransGateway({ baseUrl: sandbox.url, timeoutMs: 100 });
    const orderId = nextOrderId();
    const before = sandbox.charges().length;
    const token = await tokenFor('4000000000000119');
    const timedOut = await impatient.authorize(settings, { orderId, amount: 500, card: { token } });
    expect(timedOut).toMatchObject({ kind: 'error', reason: 'timeout' });
    expect(sandbox.hanging()).toBe(1);
    sandbox.releaseHanging();
    const retried = await gateway.authorize(settings, { orderId, amount: 500, card: { token } });
    expect(retried).toMatchObject({ kind: 'success', orderId });
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('reports an unavailable gateway and an unreachable one as errors', async () => {
    sandbox.setFailureRate(1);
    try {
      expect(await pay('4111111111111111')).toMatchObject({ kind: 'error', reason: 'http' });
    } finally {
      sandbox.setFailureRate(0);
    }
    const nowhere = createVeritransGateway({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    const outcome = await nowhere.authorize(settings, {
      orderId: nextOrderId(),
      amount: 100,
      card: { token: 'x'.repeat(36) },
    });
    expect(outcome).toMatchObject({ kind: 'error', reason: 'unreachable' });
  });

  it('speaks the live paths without test mode', async () => {
    const live = { ...settings, testMode: false };
    const token = await tokenFor('5555555555554444');
    const requests = sandbox.apiRequests();
    const outcome = await gateway.authorize(live, {
      orderId: nextOrderId(),
      amount: 99_999_999,
      card: { token },
    });
    expect(outcome).toMatchObject({ kind: 'success', maskedCardNumber: '555555******4444' });
    expect(sandbox.apiRequests() - requests).toBe(1);
  });
});

describe('saved cards and the merchant settings check', () => {
  it('saves a card, reads it masked, charges it, and replaces it', async () => {
    const accountId = `reader-${nextOrderId()}`;
    const saved = await gateway.saveCard(settings, {
      accountId,
      token: await tokenFor('4111111111111111'),
      accountExists: false,
    });
    expect(saved.kind).toBe('success');
    const read = await gateway.readCards(settings, accountId);
    if (read.kind !== 'success') throw new Error(`read: ${JSON.stringify(read)}`);
    const [card] = read.account.cards;
    expect(card).toMatchObject({
      maskedNumber: '411111******1111',
      expire: '12/99',
      isDefault: true,
    });

    const renewal = await gateway.authorize(settings, {
      orderId: nextOrderId(),
      amount: 1100,
      card: { accountId },
    });
    expect(renewal).toMatchObject({ kind: 'success', maskedCardNumber: '411111******1111' });

    const replaced = await gateway.saveCard(settings, {
      accountId,
      token: await tokenFor('5555555555554444'),
      accountExists: true,
      replaceCardId: card?.cardId,
    });
    expect(replaced.kind === 'success' && replaced.account.cards).toEqual([
      { cardId: card?.cardId, maskedNumber: '555555******4444', expire: '12/99', isDefault: true },
    ]);
  });

  it('saves a new card to the reader’s account along with its payment (made when missing)', async () => {
    const accountId = `reader-${nextOrderId()}`;
    const first = await gateway.authorize(settings, {
      orderId: nextOrderId(),
      amount: 1100,
      card: { token: await tokenFor('4111111111111111'), saveTo: accountId },
    });
    if (first.kind !== 'success') throw new Error(`first: ${JSON.stringify(first)}`);
    expect(first.savedAccount).toEqual({
      accountId,
      cards: [expect.objectContaining({ maskedNumber: '411111******1111', isDefault: true })],
    });
    const second = await gateway.authorize(settings, {
      orderId: nextOrderId(),
      amount: 1100,
      card: { token: await tokenFor('5555555555554444'), saveTo: accountId },
    });
    if (second.kind !== 'success') throw new Error(`second: ${JSON.stringify(second)}`);
    const newest = second.savedAccount?.cards.find((card) => card.isDefault);
    expect(newest?.maskedNumber).toBe('555555******4444');
    expect(second.savedAccount?.cards).toHaveLength(2);
    // A payment without saveTo saves nothing.
    expect(await pay('4111111111111111')).toMatchObject({ kind: 'success', savedAccount: null });
    // A declined card is not saved.
    const declined = await gateway.authorize(settings, {
      orderId: nextOrderId(),
      amount: 1100,
      card: { token: await tokenFor('4000000000000002'), saveTo: `reader-${nextOrderId()}` },
    });
    expect(declined.kind).toBe('declined');
  });

  it('tells how a card order stands: paid, refused, or unknown', async () => {
    const paid = nextOrderId();
    await pay('4111111111111111', paid);
    expect(await gateway.orderStatus(settings, paid)).toMatchObject({
      kind: 'success',
      orderId: paid,
      state: 'paid',
      maskedCardNumber: '411111******1111',
    });
    const refused = nextOrderId();
    await pay('4000000000000002', refused);
    expect(await gateway.orderStatus(settings, refused)).toMatchObject({
      kind: 'success',
      state: 'refused',
      vResultCode: ResultCode.declined,
    });
    expect(await gateway.orderStatus(settings, nextOrderId())).toMatchObject({
      kind: 'success',
      state: 'unknown',
    });
    // An answer still being worked out (it timed out at our end): processing, then paid.
    const impatient = createVeritransGateway({ baseUrl: sandbox.url, timeoutMs: 100 });
    const hanging = nextOrderId();
    const token = await tokenFor('4000000000000119');
    await impatient.authorize(settings, { orderId: hanging, amount: 500, card: { token } });
    expect(await gateway.orderStatus(settings, hanging)).toMatchObject({ state: 'processing' });
    sandbox.releaseHanging();
    await expect
      .poll(
        async () =>
          (await gateway.orderStatus(settings, hanging)).kind === 'success' &&
          ((await gateway.orderStatus(settings, hanging)) as { state: string }).state,
      )
      .toBe('paid');
    // Another merchant's orders are not found.
    const other = newMerchant();
    sandbox.addMerchant(other);
    expect(await gateway.orderStatus({ ...other, testMode: true }, paid)).toMatchObject({
      kind: 'success',
      state: 'unknown',
    });
  });

  it('verifies settings with a harmless call, and reports the gateway’s refusal', async () => {
    const before = sandbox.charges().length;
    expect(await gateway.verifySettings(settings)).toMatchObject({ kind: 'success' });
    expect(await gateway.verifySettings({ ...settings, secretKey: 'cd'.repeat(32) })).toMatchObject(
      {
        kind: 'declined',
        vResultCode: ResultCode.authHashMismatch,
      },
    );
    expect(
      await gateway.verifySettings({ ...settings, ccid: 'A100999999999999999999cc' }),
    ).toMatchObject({
      kind: 'declined',
    });
    expect(sandbox.charges().length).toBe(before);
  });
});

describe('3-D Secure and push notifications', () => {
  let receiver: Server;
  let pushUrl: string;
  const received: PushNotification[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const header = request.headers['content-hmac'];
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          contentHmac: Array.isArray(header) ? header[0] : header,
        });
        response.end('OK');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    pushUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/veritrans/push`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const browser = { userAgent: 'Mozilla/5.0', accept: 'text/html', ip: '203.0.113.7' };

  /** The browser's return to our redirectionUri: the hidden fields of the sandbox's form. */
  function returnedFields(html: string): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const [, name, value] of html.matchAll(/name="([^"]+)" value="([^"]*)"/g)) {
      fields[name as string] = value as string;
    }
    return fields;
  }

  async function challengeAndReturn(orderId: string, outcome: 'pass' | 'fail', saveTo?: string) {
    const started = await gateway.startThreeDSecure(settings, {
      orderId,
      amount: 3300,
      card: { token: await tokenFor('4000000000003220'), ...(saveTo && { saveTo }) },
      redirectionUri: 'http://demo.localhost:3000/veritrans-payment/confirm',
      pushUrl,
      browser,
    });
    if (started.kind !== 'success' || started.challenge.kind !== 'redirect') {
      throw new Error(`start: ${JSON.stringify(started)}`);
    }
    const pending = await gateway.threeDSecureResult(settings, orderId);
    expect(pending.kind).toBe('pending');
    const page = await (await fetch(started.challenge.url)).text();
    expect(page).toContain('400000******3220');
    const answer = await fetch(started.challenge.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
    });
    return returnedFields(await answer.text());
  }

  it('starts, challenges, returns signed fields, and GetResult confirms the charge', async () => {
    const orderId = nextOrderId();
    const before = sandbox.charges().length;
    const fields = await challengeAndReturn(orderId, 'pass');
    expect(fields).toMatchObject({ OrderId: orderId, mpiMstatus: 'success' });
    const finished = await gateway.finishThreeDSecure(settings, {
      expectedOrderId: orderId,
      fields,
    });
    expect(finished).toMatchObject({
      kind: 'success',
      orderId,
      mpiMstatus: 'success',
      cardMstatus: 'success',
      maskedCardNumber: '400000******3220',
      savedAccount: null,
    });
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('saves the authenticated card to the reader’s account once approved', async () => {
    const orderId = nextOrderId();
    const accountId = `reader-${nextOrderId()}`;
    const fields = await challengeAndReturn(orderId, 'pass', accountId);
    const finished = await gateway.finishThreeDSecure(settings, {
      expectedOrderId: orderId,
      fields,
    });
    expect(finished).toMatchObject({
      kind: 'success',
      savedAccount: {
        accountId,
        cards: [expect.objectContaining({ maskedNumber: '400000******3220', isDefault: true })],
      },
    });
    const refused = nextOrderId();
    const otherAccount = `reader-${nextOrderId()}`;
    await challengeAndReturn(refused, 'fail', otherAccount);
    expect(await gateway.readCards(settings, otherAccount)).toMatchObject({ kind: 'declined' });
  });

  it('refuses tampered or replayed return fields without asking the gateway', async () => {
    const orderId = nextOrderId();
    const fields = await challengeAndReturn(orderId, 'fail');
    const requests = sandbox.apiRequests();
    const tampered = {
      ...fields,
      mpiMstatus: 'success',
      vResultCode: ResultCode.threeDSecureApproved,
    };
    expect(
      await gateway.finishThreeDSecure(settings, { expectedOrderId: orderId, fields: tampered }),
    ).toMatchObject({ kind: 'error', reason: 'forged' });
    expect(
      await gateway.finishThreeDSecure(settings, { expectedOrderId: nextOrderId(), fields }),
    ).toMatchObject({ kind: 'error', reason: 'forged' });
    expect(sandbox.apiRequests()).toBe(requests);
    // The genuine fields of a refused challenge verify, and the order is declined.
    expect(
      await gateway.finishThreeDSecure(settings, { expectedOrderId: orderId, fields }),
    ).toMatchObject({ kind: 'declined', vResultCode: ResultCode.threeDSecureFailed });
  });

  it('verifies the push notification’s signature, and refuses a tampered body', async () => {
    const orderId = nextOrderId();
    await challengeAndReturn(orderId, 'pass');
    await expect.poll(() => received.some((push) => push.body.includes(orderId))).toBe(true);
    const push = received.find((p) => p.body.includes(orderId)) as PushNotification;
    const verdict = gateway.verifyPush(settings, push);
    expect(verdict).toMatchObject({
      kind: 'verified',
      entries: [expect.objectContaining({ orderId, mstatus: 'success' })],
    });
    const tampered = { ...push, body: push.body.replace('mstatus0=success', 'mstatus0=failure') };
    expect(tampered.body).not.toBe(push.body);
    expect(gateway.verifyPush(settings, tampered)).toMatchObject({ kind: 'refused' });
    expect(gateway.verifyPush({ ...settings, ccid: 'someone-else' }, push)).toMatchObject({
      kind: 'refused',
    });
    expect(gateway.verifyPush(settings, { ...push, contentHmac: undefined })).toMatchObject({
      kind: 'refused',
    });
  });
});
