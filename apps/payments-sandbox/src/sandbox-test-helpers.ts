import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { MerchantCredentials } from './sandbox-state.js';

export interface ApiAnswer {
  status: number;
  body: {
    result: Record<string, string>;
    payNowIdResponse?: {
      status: string;
      account?: { accountId: string; cardInfo: Record<string, string>[] };
    };
  };
}

export interface TokenAnswer {
  status: number;
  body: Record<string, string>;
}

/** A merchant's server API call, signed the straightforward way (tests only). */
export async function callApi(
  url: string,
  path: string,
  merchant: MerchantCredentials,
  params: Record<string, unknown>,
  options: {
    testMode?: boolean;
    txnVersion?: string;
    dummyRequest?: string;
    tamper?: (body: string) => string;
  } = {},
): Promise<ApiAnswer> {
  const testMode = options.testMode ?? true;
  const full = {
    ...params,
    txnVersion: options.txnVersion ?? '2.0.0',
    dummyRequest: options.dummyRequest ?? (testMode ? '1' : '0'),
    merchantCcid: merchant.ccid,
  };
  const paramsText = JSON.stringify(full);
  const authHash = createHash('sha256')
    .update(merchant.ccid + paramsText + merchant.secretKey)
    .digest('hex');
  const body = `{"params":${paramsText},"authHash":"${authHash}"}`;
  return post(`${url}/${testMode ? 'test-' : ''}${path}`, options.tamper?.(body) ?? body);
}

export async function post<T = ApiAnswer['body']>(
  url: string,
  body: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** What the order page's script does: card fields to /4gtoken, a token back. */
export async function tokenize(
  url: string,
  merchant: MerchantCredentials,
  cardNumber: string,
  overrides: Record<string, string> = {},
): Promise<TokenAnswer> {
  return post<TokenAnswer['body']>(
    `${url}/4gtoken`,
    JSON.stringify({
      token_api_key: merchant.tokenApiKey,
      card_number: cardNumber,
      card_expire: '12/99',
      security_code: '123',
      lang: 'en',
      ...overrides,
    }),
  );
}

export async function tokenFor(
  url: string,
  merchant: MerchantCredentials,
  cardNumber: string,
): Promise<string> {
  const { body } = await tokenize(url, merchant, cardNumber);
  if (body.status !== 'success') throw new Error(`tokenizing failed: ${JSON.stringify(body)}`);
  return body.token as string;
}

export function authorizeParams(orderId: string, token: string, amount = '1100') {
  return { orderId, amount, jpo: '10', withCapture: 'true', payNowIdParam: { token } };
}

/** A fresh order id for each call: unique without reading the clock. */
export function nextOrderId(): string {
  return `order-${randomUUID()}`;
}
