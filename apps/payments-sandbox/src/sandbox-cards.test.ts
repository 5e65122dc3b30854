import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchant, ResultCode, startPaymentsSandbox, type PaymentsSandbox } from './index.js';
import {
  authorizeParams,
  callApi,
  tokenFor,
  type ApiAnswer,
  nextOrderId,
} from './sandbox-test-helpers.js';

const CARD = 'paynow/v2/Authorize/card';
let sandbox: PaymentsSandbox;

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
});
afterAll(() => sandbox.close());

async function pay(card: string, orderId = nextOrderId(), amount = '1100'): Promise<ApiAnswer> {
  const token = await tokenFor(sandbox.url, sandbox.merchant, card);
  return callApi(sandbox.url, CARD, sandbox.merchant, authorizeParams(orderId, token, amount));
}

const codeOf = (answer: ApiAnswer) => answer.body.result.vResultCode;

describe('test cards on Authorize/card', () => {
  it('approves 4111… and 5555…, and refuses the decline, 3-D Secure and unknown cards', async () => {
    const before = sandbox.charges().length;
    expect((await pay('4111111111111111')).body.result).toMatchObject({
      mstatus: 'success',
      vResultCode: ResultCode.approved,
      reqCardNumber: '411111******1111',
    });
    expect(codeOf(await pay('5555555555554444'))).toBe(ResultCode.approved);
    expect(codeOf(await pay('4000000000000002'))).toBe(ResultCode.declined);
    expect(codeOf(await pay('4000000000003220'))).toBe(ResultCode.threeDSecureRequired);
    expect(codeOf(await pay('4242424242424242'))).toBe(ResultCode.notATestCard);
    expect(sandbox.charges().length - before).toBe(2);
  });

  it('uses a token once, and only for the merchant whose key made it', async () => {
    const token = await tokenFor(sandbox.url, sandbox.merchant, '4111111111111111');
    const first = await callApi(
      sandbox.url,
      CARD,
      sandbox.merchant,
      authorizeParams(nextOrderId(), token),
    );
    expect(codeOf(first)).toBe(ResultCode.approved);
    const again = await callApi(
      sandbox.url,
      CARD,
      sandbox.merchant,
      authorizeParams(nextOrderId(), token),
    );
    expect(codeOf(again)).toBe(ResultCode.invalidToken);

    const other = newMerchant();
    sandbox.addMerchant(other);
    const foreign = await tokenFor(sandbox.url, sandbox.merchant, '4111111111111111');
    const stolen = await callApi(sandbox.url, CARD, other, authorizeParams(nextOrderId(), foreign));
    expect(codeOf(stolen)).toBe(ResultCode.invalidToken);
  });

  it('answers a repeated orderId with its first answer and charges once', async () => {
    const orderId = nextOrderId();
    const before = sandbox.charges().length;
    const first = await pay('4111111111111111', orderId);
    const repeat = await pay('5555555555554444', orderId, '9999');
    expect(repeat.body).toEqual(first.body);
    expect(sandbox.charges().length - before).toBe(1);
    // The same orderId at another merchant is another order.
    const other = newMerchant();
    sandbox.addMerchant(other);
    const token = await tokenFor(sandbox.url, other, '4111111111111111');
    const elsewhere = await callApi(sandbox.url, CARD, other, authorizeParams(orderId, token));
    expect(codeOf(elsewhere)).toBe(ResultCode.approved);
  });

  it('holds a hanging card until released, answering a retry meanwhile with the same charge', async () => {
    const orderId = nextOrderId();
    const before = sandbox.charges().length;
    const requestsBefore = sandbox.apiRequests();
    const hanging = pay('4000000000000119', orderId);
    await expect.poll(() => sandbox.hanging()).toBe(1);
    const retry = pay('4111111111111111', orderId);
    // Both tokens and both authorizations have arrived; the retry waits on the first answer.
    await expect.poll(() => sandbox.apiRequests() - requestsBefore).toBe(4);
    expect(sandbox.hanging()).toBe(1);
    expect(sandbox.charges().length - before).toBe(0);
    sandbox.releaseHanging();
    const [first, second] = await Promise.all([hanging, retry]);
    expect(codeOf(first)).toBe(ResultCode.approved);
    expect(second.body).toEqual(first.body);
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('answers 503 at the failure rate, doing nothing', async () => {
    const token = await tokenFor(sandbox.url, sandbox.merchant, '4111111111111111');
    const before = sandbox.charges().length;
    sandbox.setFailureRate(1);
    try {
      const refused = await callApi(
        sandbox.url,
        CARD,
        sandbox.merchant,
        authorizeParams(nextOrderId(), token),
      );
      expect(refused.status).toBe(503);
    } finally {
      sandbox.setFailureRate(0);
    }
    const later = await callApi(
      sandbox.url,
      CARD,
      sandbox.merchant,
      authorizeParams(nextOrderId(), token),
    );
    expect(codeOf(later)).toBe(ResultCode.approved);
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('refuses settings out of range, also through its admin endpoint', async () => {
    expect(() => sandbox.setFailureRate(2)).toThrow(RangeError);
    const response = await fetch(`${sandbox.url}/_sandbox/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: -1 }),
    });
    expect(response.status).toBe(400);
    const ok = await fetch(`${sandbox.url}/_sandbox/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 0, hangMs: 1000 }),
    });
    expect(await ok.json()).toEqual({
      settings: {
        latencyMs: 0,
        failureRate: 0,
        hangMs: 1000,
        answerDelayMs: 0,
        challengeAsPage: false,
      },
    });
  });
});

describe('saved cards (paynowid account)', () => {
  const ACCOUNT = (command: string) => `paynowid/v1/${command}/account`;

  it('adds, reads, replaces and deletes an account’s card, kept masked', async () => {
    const { url, merchant } = sandbox;
    const accountId = `reader-${nextOrderId()}`;
    const token = await tokenFor(url, merchant, '4111111111111111');
    const added = await callApi(url, ACCOUNT('Add'), merchant, {
      payNowIdParam: { accountParam: { accountId, cardParam: { token, defaultCard: '1' } } },
    });
    expect(added.body.payNowIdResponse).toMatchObject({ status: 'success' });
    const twice = await callApi(url, ACCOUNT('Add'), merchant, {
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(codeOf(twice)).toBe(ResultCode.accountExists);

    const read = await callApi(url, ACCOUNT('Get'), merchant, {
      payNowIdParam: { accountParam: { accountId } },
    });
    const [card] = read.body.payNowIdResponse?.account?.cardInfo ?? [];
    expect(card).toMatchObject({ cardNumber: '411111******1111', defaultCard: '1' });

    const replacement = await tokenFor(url, merchant, '5555555555554444');
    const updated = await callApi(url, ACCOUNT('Update'), merchant, {
      payNowIdParam: {
        accountParam: { accountId, cardParam: { cardId: card?.cardId, token: replacement } },
      },
    });
    expect(updated.body.payNowIdResponse?.account?.cardInfo).toEqual([
      expect.objectContaining({ cardId: card?.cardId, cardNumber: '555555******4444' }),
    ]);

    const charged = await callApi(url, CARD, merchant, {
      orderId: nextOrderId(),
      amount: '550',
      jpo: '10',
      withCapture: 'true',
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(charged.body.result).toMatchObject({
      mstatus: 'success',
      reqCardNumber: '555555******4444',
    });

    const deleted = await callApi(url, ACCOUNT('Delete'), merchant, {
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(deleted.body.result.mstatus).toBe('success');
    const gone = await callApi(url, ACCOUNT('Get'), merchant, {
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(codeOf(gone)).toBe(ResultCode.accountNotFound);
  });

  it('approves a saved 3-D Secure card charged by the merchant (a renewal)', async () => {
    const { url, merchant } = sandbox;
    const accountId = `reader-${nextOrderId()}`;
    const token = await tokenFor(url, merchant, '4000000000003220');
    await callApi(url, ACCOUNT('Add'), merchant, {
      payNowIdParam: { accountParam: { accountId, cardParam: { token, defaultCard: '1' } } },
    });
    const renewal = await callApi(url, CARD, merchant, {
      orderId: nextOrderId(),
      amount: '1100',
      jpo: '10',
      withCapture: 'true',
      payNowIdParam: { accountParam: { accountId } },
    });
    expect(codeOf(renewal)).toBe(ResultCode.approved);
  });
});
