import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode, startPaymentsSandbox, type PaymentsSandbox } from './index.js';
import { callApi, tokenFor, nextOrderId } from './sandbox-test-helpers.js';

let sandbox: PaymentsSandbox;

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
});
afterAll(() => sandbox.close());

const browser = {
  deviceChannel: '02',
  httpUserAgent: 'Mozilla/5.0',
  httpAccept: 'text/html',
  customerIp: '127.0.0.1',
};

async function startMpi(card: string, orderId: string, extra: Record<string, string> = {}) {
  const token = await tokenFor(sandbox.url, sandbox.merchant, card);
  return callApi(sandbox.url, 'paynow/v2/Authorize/mpi', sandbox.merchant, {
    orderId,
    amount: '3300',
    jpo: '10',
    withCapture: 'true',
    serviceOptionType: 'mpi-complete',
    redirectionUri: 'http://demo.localhost:3000/veritrans-payment/confirm',
    verifyResultLink: '1',
    payNowIdParam: { token },
    ...browser,
    ...extra,
  });
}

const getResult = (orderId: string) =>
  callApi(sandbox.url, 'paynow/v2/GetResult/mpi', sandbox.merchant, { orderId });

/** The hidden fields of the page that posts the browser back to the merchant. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = (match[2] as string).replace(/&amp;/g, '&');
  }
  return fields;
}

describe('3-D Secure (Authorize/mpi, the challenge page, GetResult/mpi)', () => {
  it('refuses a start without the browser fields or with another service option', async () => {
    const code = async (extra: Record<string, string>) =>
      (await startMpi('4111111111111111', nextOrderId(), extra)).body.result.vResultCode;
    expect(await code({ serviceOptionType: 'mpi-merchant' })).toBe(
      ResultCode.threeDSecureInvalidParameter,
    );
    expect(await code({ customerIp: '' })).toBe(ResultCode.threeDSecureInvalidParameter);
    expect(await code({ redirectionUri: 'javascript:alert(1)' })).toBe(
      ResultCode.threeDSecureInvalidParameter,
    );
    expect((await getResult(nextOrderId())).body.result.vResultCode).toBe(
      ResultCode.threeDSecureUnknownOrder,
    );
  });

  it('challenges the 3-D Secure card, then returns signed fields and settles the order', async () => {
    const orderId = nextOrderId();
    const started = await startMpi('4000000000003220', orderId);
    expect(started.body.result).toMatchObject({
      mstatus: 'success',
      vResultCode: ResultCode.threeDSecureStarted,
    });
    const authStartUrl = started.body.result.authStartUrl as string;
    expect(authStartUrl.startsWith(`${sandbox.url}/3ds/`)).toBe(true);
    expect((await getResult(orderId)).body.result.mstatus).toBe('pending');

    const challenge = await (await fetch(authStartUrl)).text();
    expect(challenge).toContain('name="outcome" value="pass"');
    expect(challenge).toContain('400000******3220');
    const before = sandbox.charges().length;
    const back = await fetch(authStartUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pass',
    });
    const page = await back.text();
    expect(page).toContain('action="http://demo.localhost:3000/veritrans-payment/confirm"');
    const fields = hiddenFields(page);
    expect(fields).toMatchObject({
      OrderId: orderId,
      mpiMstatus: 'success',
      cardMstatus: 'success',
      vResultCode: ResultCode.threeDSecureApproved,
    });
    const { ccid, secretKey } = sandbox.merchant;
    const names = Buffer.from(
      (fields.authParams as string).replace(/\*/g, '=').replace(/-/g, '/').replace(/_/g, '+'),
      'base64',
    )
      .toString()
      .split(',');
    const signed = ccid + names.map((name) => fields[name]).join('') + secretKey;
    expect(fields.vAuthInfo).toBe(createHash('sha256').update(signed).digest('hex'));
    expect((await getResult(orderId)).body.result).toMatchObject({
      mstatus: 'success',
      mpiMstatus: 'success',
      cardMstatus: 'success',
    });
    // A second visit shows the same ending; nothing is charged twice.
    expect(hiddenFields(await (await fetch(authStartUrl)).text())).toEqual(fields);
    expect(sandbox.charges().length - before).toBe(1);
  });

  it('lets other cards through frictionless, and a refused challenge charges nothing', async () => {
    const frictionless = nextOrderId();
    const started = await startMpi('4111111111111111', frictionless);
    const fields = hiddenFields(
      await (await fetch(started.body.result.authStartUrl as string)).text(),
    );
    expect(fields.mpiMstatus).toBe('success');

    const refused = nextOrderId();
    const before = sandbox.charges().length;
    const challenged = await startMpi('4000000000003220', refused);
    const page = await fetch(challenged.body.result.authStartUrl as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
    });
    expect(hiddenFields(await page.text())).toMatchObject({
      mpiMstatus: 'failure',
      vResultCode: ResultCode.threeDSecureFailed,
    });
    expect((await getResult(refused)).body.result.mstatus).toBe('failure');
    expect(sandbox.charges().length - before).toBe(0);
  });
});
