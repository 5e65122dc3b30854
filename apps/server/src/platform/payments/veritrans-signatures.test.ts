import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MerchantSettings } from './payment-gateway.js';
import { masked } from './veritrans-answers.js';
import {
  decodeAuthParams,
  verifyPushNotification,
  verifyThreeDSecureReturn,
} from './veritrans-signatures.js';

const settings: MerchantSettings = {
  ccid: 'A100000000000000000001cc',
  secretKey: '0f'.repeat(32),
  tokenApiKey: 'key',
  testMode: true,
};

const base64Names = (names: string) =>
  Buffer.from(names).toString('base64').replace(/=/g, '*').replace(/\//g, '-').replace(/\+/g, '_');

function signedReturn(names: string, fields: Record<string, string>) {
  const values = names
    .split(',')
    .map((name) => fields[name])
    .join('');
  const vAuthInfo = createHash('sha256')
    .update(settings.ccid + values + settings.secretKey)
    .digest('hex');
  return { ...fields, authParams: base64Names(names), vAuthInfo };
}

describe('3-D Secure return fields', () => {
  it('decodes authParams written in the service’s URL-safe alphabet', () => {
    expect(decodeAuthParams(base64Names('OrderId,mpiMstatus'))).toEqual(['OrderId', 'mpiMstatus']);
  });

  it('verify only when signed, over the expected order, with OrderId among the signed names', () => {
    const fields = { OrderId: 'o-1', mpiMstatus: 'success', vResultCode: 'G001A00100000000' };
    const good = signedReturn('OrderId,mpiMstatus,vResultCode', fields);
    expect(verifyThreeDSecureReturn(settings, good, 'o-1')).toBe(true);
    expect(
      verifyThreeDSecureReturn(
        settings,
        { ...good, vAuthInfo: good.vAuthInfo.toUpperCase() },
        'o-1',
      ),
    ).toBe(true);
    expect(verifyThreeDSecureReturn(settings, good, 'o-2')).toBe(false);
    expect(verifyThreeDSecureReturn(settings, { ...good, mpiMstatus: 'failure' }, 'o-1')).toBe(
      false,
    );
    // Signed, but the order's id is not among what was signed: could be any order's answer.
    const unbound = signedReturn('mpiMstatus,vResultCode', fields);
    expect(verifyThreeDSecureReturn(settings, unbound, 'o-1')).toBe(false);
    expect(verifyThreeDSecureReturn(settings, { OrderId: 'o-1' }, 'o-1')).toBe(false);
  });
});

describe('push notifications', () => {
  const body =
    'numberOfNotify=2&pushTime=20300101120000&pushId=12345678&orderId0=a&mstatus0=success&orderId1=b&mstatus1=failure';
  const mac = (text: string, secret = settings.secretKey) =>
    createHmac('sha256', Buffer.from(secret, 'hex')).update(text).digest('hex');
  const header = (text: string) => `h=HmacSHA256;s=${settings.ccid};v=${mac(text)}`;

  it('are read entry by entry once the HMAC over the raw body matches', () => {
    expect(verifyPushNotification(settings, { body, contentHmac: header(body) })).toEqual({
      kind: 'verified',
      pushId: '12345678',
      pushTime: '20300101120000',
      entries: [
        { orderId: 'a', mstatus: 'success' },
        { orderId: 'b', mstatus: 'failure' },
      ],
    });
  });

  it('are refused with a wrong signature, an odd header, a non-hex key or a wild count', () => {
    const refused = (push: { body: string; contentHmac: string | undefined }, s = settings) =>
      verifyPushNotification(s, push).kind;
    expect(refused({ body: `${body}&x=1`, contentHmac: header(body) })).toBe('refused');
    expect(refused({ body, contentHmac: header(body).replace('HmacSHA256', 'HmacSHA1') })).toBe(
      'refused',
    );
    expect(
      refused({ body, contentHmac: header(body) }, { ...settings, secretKey: 'not-hex' }),
    ).toBe('refused');
    const huge = 'numberOfNotify=1000000';
    expect(refused({ body: huge, contentHmac: header(huge) })).toBe('refused');
  });
});

describe('masked card numbers', () => {
  it('never show more than the first 6 and the last 4 digits', () => {
    expect(masked('4111111111111111')).toBe('411111******1111');
    expect(masked('411111******1111')).toBe('411111******1111');
    expect(masked('4111-1111-1111-1111')).toBe('4111-11**-****-1111');
    expect(masked(undefined)).toBeNull();
  });
});
