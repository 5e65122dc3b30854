import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMerchant, ResultCode, startPaymentsSandbox, type PaymentsSandbox } from './index.js';
import {
  authorizeParams,
  callApi,
  tokenFor,
  tokenize,
  type ApiAnswer,
  nextOrderId,
} from './sandbox-test-helpers.js';

const CARD = 'paynow/v2/Authorize/card';
let sandbox: PaymentsSandbox;

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
});
afterAll(() => sandbox.close());

describe('POST /4gtoken', () => {
  it('turns card fields into a 36-character token and a masked number, for any origin', async () => {
    const response = await fetch(`${sandbox.url}/4gtoken`, {
      method: 'OPTIONS',
      headers: { origin: 'http://demo.localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const { status, body } = await tokenize(sandbox.url, sandbox.merchant, '4111111111111111');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', req_card_number: '411111******1111' });
    expect(body.token).toHaveLength(36);
    expect(body.token_expire_date).toMatch(/^\d{14}$/);
  });

  it('refuses an unknown key, a bad number, a past expiry and a bad security code', async () => {
    const { url, merchant } = sandbox;
    const code = async (card: string, overrides: Record<string, string>) =>
      (await tokenize(url, merchant, card, overrides)).body.code;
    expect(await code('4111111111111111', { token_api_key: 'nope' })).toBe('VT01');
    expect(await code('4111111111111112', {})).toBe('VT02');
    expect(await code('4111111111111111', { card_expire: '01/20' })).toBe('VT03');
    expect(await code('4111111111111111', { security_code: '12' })).toBe('VT04');
  });
});

describe('a server API request', () => {
  it('is accepted with authHash over the exact params text, however it is spaced', async () => {
    const token = await tokenFor(sandbox.url, sandbox.merchant, '4111111111111111');
    const { ccid, secretKey } = sandbox.merchant;
    const paramsText = JSON.stringify(
      {
        ...authorizeParams(nextOrderId(), token),
        txnVersion: '2.0.0',
        dummyRequest: '1',
        merchantCcid: ccid,
      },
      null,
      2,
    );
    const authHash = createHash('sha256')
      .update(ccid + paramsText + secretKey)
      .digest('hex');
    const response = await fetch(`${sandbox.url}/test-${CARD}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{ "authHash": "${authHash}",\n  "params": ${paramsText} }`,
    });
    expect(((await response.json()) as ApiAnswer['body']).result.mstatus).toBe('success');
  });

  it('is refused when the hash, the merchant, the version or the test flag is wrong', async () => {
    const { url, merchant } = sandbox;
    const chargesBefore = sandbox.charges().length;
    const order = () => authorizeParams(nextOrderId(), 'unused');
    const tampered = await callApi(url, CARD, merchant, order(), {
      tamper: (body) => body.replace('"amount":"1100"', '"amount":"1"'),
    });
    expect(tampered.body.result).toMatchObject({
      mstatus: 'failure',
      vResultCode: ResultCode.authHashMismatch,
    });
    const stranger = await callApi(url, CARD, newMerchant(), order());
    expect(stranger.body.result.vResultCode).toBe(ResultCode.unknownMerchant);
    const oldVersion = await callApi(url, CARD, merchant, order(), { txnVersion: '1.0.0' });
    expect(oldVersion.body.result.vResultCode).toBe(ResultCode.unsupportedTxnVersion);
    const wrongFlag = await callApi(url, CARD, merchant, order(), { dummyRequest: '0' });
    expect(wrongFlag.body.result.vResultCode).toBe(ResultCode.dummyRequestMismatch);
    const liveFlag = await callApi(url, CARD, merchant, order(), { testMode: false });
    expect(liveFlag.body.result.vResultCode).toBe(ResultCode.invalidToken); // checks passed
    expect(sandbox.charges()).toHaveLength(chargesBefore);
  });

  it('checks the orderId pattern and the amount range', async () => {
    const { url, merchant } = sandbox;
    const token = await tokenFor(url, merchant, '4111111111111111');
    const code = async (orderId: string, amount: string) =>
      (await callApi(url, CARD, merchant, authorizeParams(orderId, token, amount))).body.result
        .vResultCode;
    expect(await code('has space', '100')).toBe(ResultCode.invalidParameter);
    expect(await code('x'.repeat(101), '100')).toBe(ResultCode.invalidParameter);
    expect(await code(nextOrderId(), '0')).toBe(ResultCode.invalidParameter);
    expect(await code(nextOrderId(), '100000000')).toBe(ResultCode.invalidParameter);
    expect(await code(nextOrderId(), '1.5')).toBe(ResultCode.invalidParameter);
    // Refused requests never consumed the token.
    expect(await code(nextOrderId(), '99999999')).toBe(ResultCode.approved);
  });
});
