import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHmacOf, encodeAuthParams, rawParamsText } from './protocol.js';
import { isCardNumber, isUsableExpiry, maskCardNumber, TEST_CARDS } from './test-cards.js';

describe('the params text a merchant hashed', () => {
  it('is found byte for byte, whitespace, escapes and key order included', () => {
    const params = '{ "orderId" : "a\\"}b", "nested": {"list": [1, {"x": "]"}]}, "n": 1 }';
    expect(rawParamsText(`{"authHash": "h", "params": ${params}}`)).toBe(params);
    expect(rawParamsText(`{"params":${params},"authHash":"h"}`)).toBe(params);
    expect(rawParamsText(`  {\n "params" :\t${params}\n}`)).toBe(params);
  });

  it('is the last of repeated keys, as JSON.parse reads it, and missing when absent', () => {
    expect(rawParamsText('{"params":{"a":1},"params":{"b":2}}')).toBe('{"b":2}');
    expect(rawParamsText('{"authHash":"h"}')).toBeUndefined();
    expect(rawParamsText('[]')).toBeUndefined();
  });
});

describe('signatures', () => {
  it('writes authParams in the service’s URL-safe base64 (= → *, / → -, + → _)', () => {
    const names = ['OrderId', 'mpiMstatus', 'cardMstatus', 'vResultCode'];
    const encoded = encodeAuthParams(names);
    expect(encoded).not.toMatch(/[=/+]/);
    const standard = encoded.replace(/\*/g, '=').replace(/-/g, '/').replace(/_/g, '+');
    expect(Buffer.from(standard, 'base64').toString()).toBe(names.join(','));
    expect(encodeAuthParams(['???'])).toBe('Pz8-'); // Pz8/
    expect(encodeAuthParams(['??>'])).toBe('Pz8_'); // Pz8+
    expect(encodeAuthParams(['a'])).toBe('YQ**');
  });

  it('signs a push body with the hex-decoded secret key', () => {
    const secret = '00ff10';
    const expected = createHmac('sha256', Buffer.from([0x00, 0xff, 0x10]))
      .update('a=1&b=2')
      .digest('hex');
    expect(contentHmacOf('CCID', 'a=1&b=2', secret)).toBe(`h=HmacSHA256;s=CCID;v=${expected}`);
  });
});

describe('test cards', () => {
  it('are all well-formed card numbers, masked to the first 6 and the last 4 digits', () => {
    for (const card of Object.keys(TEST_CARDS)) expect(isCardNumber(card)).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(maskCardNumber('4111111111111111')).toBe('411111******1111');
  });

  it('expire after the last day of their month', () => {
    const now = new Date(Date.UTC(2030, 4, 31, 23, 0));
    expect(isUsableExpiry('05/30', now)).toBe(true);
    expect(isUsableExpiry('04/30', now)).toBe(false);
    expect(isUsableExpiry('13/30', now)).toBe(false);
    expect(isUsableExpiry('5/30', now)).toBe(false);
  });
});
