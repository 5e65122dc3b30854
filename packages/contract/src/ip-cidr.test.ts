import { describe, expect, it } from 'vitest';
import { doCidrsOverlap, formatIpv4, isIpInCidr, parseCidr, parseIpv4 } from './ip-cidr';

describe('parseIpv4', () => {
  it('reads dotted addresses, also IPv4-mapped IPv6', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffff);
    expect(parseIpv4('::ffff:192.168.1.2')).toBe(parseIpv4('192.168.1.2'));
    expect(formatIpv4(parseIpv4('10.1.2.3') ?? -1)).toBe('10.1.2.3');
  });

  it('refuses what is not an IPv4 address', () => {
    for (const bad of ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '::1', '']) {
      expect(parseIpv4(bad), bad).toBeUndefined();
    }
  });
});

describe('parseCidr', () => {
  it('clears host bits and treats a bare address as /32', () => {
    expect(parseCidr('10.0.0.7/24')).toMatchObject({ maskBits: 24, text: '10.0.0.0/24' });
    expect(parseCidr('10.0.0.7')).toMatchObject({ maskBits: 32, text: '10.0.0.7/32' });
    expect(parseCidr('0.0.0.0/0')?.text).toBe('0.0.0.0/0');
  });

  it('refuses bad masks and addresses', () => {
    for (const bad of ['10.0.0.0/33', '10.0.0.0/', '10.0.0.0/2a', '10.0.0/24', '1.2.3.4/24/1']) {
      expect(parseCidr(bad), bad).toBeUndefined();
    }
  });
});

describe('isIpInCidr', () => {
  it('matches addresses inside the range only', () => {
    expect(isIpInCidr('192.168.1.200', '192.168.1.0/24')).toBe(true);
    expect(isIpInCidr('::ffff:192.168.1.1', '192.168.1.0/24')).toBe(true);
    expect(isIpInCidr('192.168.2.1', '192.168.1.0/24')).toBe(false);
    expect(isIpInCidr('10.0.0.5', '10.0.0.5/32')).toBe(true);
    expect(isIpInCidr('10.0.0.6', '10.0.0.5/32')).toBe(false);
    expect(isIpInCidr('not-an-ip', '10.0.0.0/24')).toBe(false);
    expect(isIpInCidr('10.0.0.1', 'bad')).toBe(false);
  });
});

describe('doCidrsOverlap', () => {
  it('detects shared addresses', () => {
    expect(doCidrsOverlap('10.0.0.0/24', '10.0.0.128/25')).toBe(true);
    expect(doCidrsOverlap('10.0.0.0/24', '10.0.1.0/24')).toBe(false);
    expect(doCidrsOverlap('10.0.0.9/32', '10.0.0.0/24')).toBe(true);
    expect(doCidrsOverlap('bad', '10.0.0.0/24')).toBe(false);
  });
});
