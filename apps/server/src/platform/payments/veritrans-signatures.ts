import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { MerchantSettings, PushNotification, PushVerdict } from './payment-gateway.js';

/** VeriTrans4G's three signatures (docs: ../shared/design/payments.md). */

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A server API request's authHash: over the params exactly as their JSON text is sent. */
export function authHashOf(settings: MerchantSettings, paramsText: string): string {
  return sha256Hex(settings.ccid + paramsText + settings.secretKey);
}

/** authParams' field names: base64 written with `*` for `=`, `-` for `/` and `_` for `+`. */
export function decodeAuthParams(authParams: string): string[] {
  const standard = authParams.replace(/\*/g, '=').replace(/-/g, '/').replace(/_/g, '+');
  return Buffer.from(standard, 'base64').toString('utf8').split(',').filter(Boolean);
}

/**
 * Whether the fields the browser brought back from 3-D Secure are the gateway's: vAuthInfo is
 * SHA-256 of the CCID, the values of the fields authParams names in order, and the secret key.
 * The expected order's id must be among the signed fields, or a signed answer about one order
 * could be replayed for another.
 */
export function verifyThreeDSecureReturn(
  settings: MerchantSettings,
  fields: Readonly<Record<string, string>>,
  expectedOrderId: string,
): boolean {
  const { authParams, vAuthInfo } = fields;
  if (!authParams || !vAuthInfo) return false;
  const names = decodeAuthParams(authParams);
  if (!names.includes('OrderId') || fields.OrderId !== expectedOrderId) return false;
  const signed =
    settings.ccid + names.map((name) => fields[name] ?? '').join('') + settings.secretKey;
  return sameHex(sha256Hex(signed), vAuthInfo);
}

const CONTENT_HMAC = /^h=HmacSHA256;s=([^;]*);v=([0-9a-fA-F]{64})$/;
/** More entries than any real push carries: a body claiming more is refused, not looped over. */
const MOST_ENTRIES = 1000;

/**
 * A push notification is believed only when `content-hmac` carries our CCID and the
 * HMAC-SHA256 of the raw body, keyed by the hex-decoded secret key.
 */
export function verifyPushNotification(
  settings: MerchantSettings,
  push: PushNotification,
): PushVerdict {
  const header = CONTENT_HMAC.exec(push.contentHmac?.trim() ?? '');
  if (!header) return { kind: 'refused', reason: 'content-hmac is missing or malformed' };
  if (header[1] !== settings.ccid) return { kind: 'refused', reason: 'another merchant’s push' };
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(settings.secretKey)) {
    return { kind: 'refused', reason: 'the secret key is not hexadecimal' };
  }
  const mac = createHmac('sha256', Buffer.from(settings.secretKey, 'hex'))
    .update(push.body, 'utf8')
    .digest('hex');
  if (!sameHex(mac, header[2] as string)) return { kind: 'refused', reason: 'bad signature' };

  const form = new URLSearchParams(push.body);
  const count = Number(form.get('numberOfNotify'));
  if (!Number.isInteger(count) || count < 1 || count > MOST_ENTRIES) {
    return { kind: 'refused', reason: 'numberOfNotify is missing or out of range' };
  }
  const entries: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const [key, value] of form) {
    const numbered = /^(.*\D)(\d+)$/.exec(key);
    const entry = numbered ? entries[Number(numbered[2])] : undefined;
    if (numbered && entry) entry[numbered[1] as string] = value;
  }
  return {
    kind: 'verified',
    pushId: form.get('pushId') ?? '',
    pushTime: form.get('pushTime') ?? '',
    entries,
  };
}
