import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VeriTrans4G's signatures, implemented here independently of the server's adapter: a stand-in
 * that shared the adapter's code would agree with any mistake in it.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** authHash of a server API request: over the params exactly as their JSON text was sent. */
export function authHashOf(ccid: string, paramsText: string, secretKey: string): string {
  return sha256Hex(ccid + paramsText + secretKey);
}

/**
 * The exact text of the body's top-level `params` value. The body must already have parsed as
 * JSON: this only finds where the value starts and ends, so the hash is checked over the bytes the
 * merchant hashed, not over our re-serialization of them.
 */
export function rawParamsText(body: string): string | undefined {
  let found: string | undefined;
  let i = skipSpace(body, 0);
  if (body[i] !== '{') return undefined;
  i = skipSpace(body, i + 1);
  while (i < body.length && body[i] === '"') {
    const keyEnd = endOfString(body, i);
    const key = JSON.parse(body.slice(i, keyEnd)) as string;
    i = skipSpace(body, keyEnd);
    if (body[i] !== ':') return undefined;
    const valueStart = skipSpace(body, i + 1);
    const valueEnd = endOfValue(body, valueStart);
    // JSON.parse keeps the last of repeated keys; so does this.
    if (key === 'params') found = body.slice(valueStart, valueEnd);
    i = skipSpace(body, valueEnd);
    if (body[i] === ',') i = skipSpace(body, i + 1);
  }
  return found;
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && ' \t\r\n'.includes(text[i] as string)) i += 1;
  return i;
}

function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === '\\') i += 2;
    else if (text[i] === '"') return i + 1;
    else i += 1;
  }
  return text.length;
}

function endOfValue(text: string, start: number): number {
  const first = text[start];
  if (first === '"') return endOfString(text, start);
  if (first === '{' || first === '[') {
    let depth = 0;
    let i = start;
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i = endOfString(text, i);
        continue;
      }
      if (ch === '{' || ch === '[') depth += 1;
      if (ch === '}' || ch === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
      i += 1;
    }
    return text.length;
  }
  let i = start;
  while (i < text.length && !',}] \t\r\n'.includes(text[i] as string)) i += 1;
  return i;
}

/** authParams: the signed field names, comma-separated, in VeriTrans4G's URL-safe base64. */
export function encodeAuthParams(names: readonly string[]): string {
  return Buffer.from(names.join(','), 'utf8')
    .toString('base64')
    .replace(/=/g, '*')
    .replace(/\//g, '-')
    .replace(/\+/g, '_');
}

/** vAuthInfo of a 3-D Secure return: the listed fields' values in order, between ccid and key. */
export function vAuthInfoOf(
  ccid: string,
  fields: Readonly<Record<string, string>>,
  names: readonly string[],
  secretKey: string,
): string {
  return sha256Hex(ccid + names.map((name) => fields[name] ?? '').join('') + secretKey);
}

/** The `content-hmac` header of a push notification: HMAC-SHA256 keyed by the hex-decoded secret. */
export function contentHmacOf(ccid: string, body: string, secretKey: string): string {
  const mac = createHmac('sha256', Buffer.from(secretKey, 'hex'))
    .update(body, 'utf8')
    .digest('hex');
  return `h=HmacSHA256;s=${ccid};v=${mac}`;
}
