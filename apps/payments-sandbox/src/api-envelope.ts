import { randomBytes } from 'node:crypto';
import { authHashOf, rawParamsText, sameText } from './protocol.js';
import { ResultCode } from './result-codes.js';
import type { MerchantCredentials, SandboxState } from './sandbox-state.js';

export const TXN_VERSION = '2.0.0';

export type Params = Record<string, unknown>;

export type Checked =
  { ok: true; merchant: MerchantCredentials; params: Params } | { ok: false; answer: object };

/** Every server API answer carries `result`; a refusal has nothing else. */
export function failure(vResultCode: string, merrMsg: string, extra: Params = {}): object {
  return {
    result: { mstatus: 'failure', vResultCode, merrMsg, txnVersion: TXN_VERSION, ...extra },
  };
}

const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a server API request as the real service does before it looks at the command: the body
 * `{"params": {...}, "authHash": "..."}`, a known merchant, authHash over the exact params text,
 * the txnVersion, and `dummyRequest` "1" on the `test-` paths ("0" or absent otherwise).
 */
export function checkRequest(state: SandboxState, body: string, testPath: boolean): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, answer: failure(ResultCode.malformedRequest, 'The body is not JSON.') };
  }
  const paramsText = rawParamsText(body);
  if (!isRecord(parsed) || !isRecord(parsed.params) || paramsText === undefined) {
    return { ok: false, answer: failure(ResultCode.malformedRequest, 'params is missing.') };
  }
  const params = parsed.params;
  const merchant =
    typeof params.merchantCcid === 'string' ? state.merchants.get(params.merchantCcid) : undefined;
  if (!merchant) {
    return { ok: false, answer: failure(ResultCode.unknownMerchant, 'Unknown merchantCcid.') };
  }
  const expected = authHashOf(merchant.ccid, paramsText, merchant.secretKey);
  if (typeof parsed.authHash !== 'string' || !sameText(parsed.authHash.toLowerCase(), expected)) {
    return { ok: false, answer: failure(ResultCode.authHashMismatch, 'authHash does not match.') };
  }
  if (params.txnVersion !== TXN_VERSION) {
    return {
      ok: false,
      answer: failure(ResultCode.unsupportedTxnVersion, `txnVersion must be ${TXN_VERSION}.`),
    };
  }
  const dummy = params.dummyRequest;
  if (testPath ? dummy !== '1' : dummy !== undefined && dummy !== '0') {
    return {
      ok: false,
      answer: failure(
        ResultCode.dummyRequestMismatch,
        testPath
          ? 'The test- paths take dummyRequest "1".'
          : 'dummyRequest "1" needs a test- path.',
      ),
    };
  }
  return { ok: true, merchant, params };
}

export function text(params: Params, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

export function record(params: Params | undefined, name: string): Params | undefined {
  const value = params?.[name];
  return isRecord(value) ? value : undefined;
}

const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** orderId and amount as the real service accepts them: the pattern, and 1-99999999 yen. */
export function orderOf(params: Params): { orderId: string; amount: number } | string {
  const orderId = text(params, 'orderId');
  if (orderId === undefined || !ORDER_ID.test(orderId)) {
    return 'orderId must be 1-100 characters of A-Z, a-z, 0-9, _ and -.';
  }
  const amount = text(params, 'amount');
  if (amount === undefined || !/^[1-9]\d{0,7}$/.test(amount)) {
    return 'amount must be a whole number of yen from 1 to 99999999, as a string.';
  }
  return { orderId, amount: Number(amount) };
}

/** A transaction number in the shape of the real ones (ours is only unique, not meaningful). */
export function transactionNumber(): string {
  return randomBytes(10).toString('hex');
}
