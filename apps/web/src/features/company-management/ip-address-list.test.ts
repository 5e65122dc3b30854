import { describe, expect, it } from 'vitest';
import { checkNewIpAddress } from './ip-address-list';

describe('checkNewIpAddress', () => {
  it('accepts a new IPv4 range with a /24 to /32 mask, trimmed', () => {
    expect(checkNewIpAddress(' 192.168.1.0/24 ', [])).toEqual({
      ok: true,
      value: '192.168.1.0/24',
    });
    expect(checkNewIpAddress('10.0.0.1/32', ['10.0.0.0/24'])).toEqual({
      ok: true,
      value: '10.0.0.1/32',
    });
  });

  it('names what is wrong with a bad range', () => {
    expect(checkNewIpAddress('', [])).toEqual({ ok: false, messageKey: 'validation.required' });
    expect(checkNewIpAddress('10.0.0.0', [])).toEqual({
      ok: false,
      messageKey: 'validation.ip.invalid',
    });
    expect(checkNewIpAddress('10.0.0.0/16', [])).toEqual({
      ok: false,
      messageKey: 'validation.ip.mask',
    });
  });

  it('refuses a range already listed, in any spelling', () => {
    expect(checkNewIpAddress('10.0.0.9/24', ['10.0.0.0/24'])).toEqual({
      ok: false,
      messageKey: 'validation.ip.duplicate',
    });
  });
});
