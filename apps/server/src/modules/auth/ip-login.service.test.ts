import { describe, expect, it } from 'vitest';
import { computeGroupAccessEnd } from './group-account.js';
import { selectGroupForAddress } from './ip-login.service.js';

describe('selectGroupForAddress', () => {
  const groups = [
    { id: 1, ipAddresses: ['10.0.0.0/8'] },
    { id: 2, ipAddresses: ['10.1.0.0/16', '192.0.2.1'] },
    { id: 3, ipAddresses: ['10.1.0.0/16'] },
    { id: 4, ipAddresses: ['not a range'] },
  ];

  it('picks the longest matching prefix, then the oldest group', () => {
    expect(selectGroupForAddress(groups, '10.2.3.4')?.id).toBe(1);
    expect(selectGroupForAddress(groups, '10.1.3.4')?.id).toBe(2);
    expect(selectGroupForAddress(groups, '192.0.2.1')?.id).toBe(2);
  });

  it('reads IPv4-mapped IPv6 addresses and matches nothing for others', () => {
    expect(selectGroupForAddress(groups, '::ffff:10.1.3.4')?.id).toBe(2);
    expect(selectGroupForAddress(groups, '2001:db8::1')).toBeNull();
    expect(selectGroupForAddress(groups, '172.16.0.1')).toBeNull();
  });
});

describe('computeGroupAccessEnd', () => {
  const createdAt = new Date('2025-01-01T00:00:00Z');

  it("prefers the account's own end, else counts the group's days from creation", () => {
    const own = new Date('2025-06-01T00:00:00Z');
    expect(
      computeGroupAccessEnd({ expiryPeriodDays: 3 }, { accessExpiresAt: own, createdAt }),
    ).toBe(own);
    expect(
      computeGroupAccessEnd(
        { expiryPeriodDays: 3 },
        { accessExpiresAt: null, createdAt },
      )?.toISOString(),
    ).toBe('2025-01-04T00:00:00.000Z');
    expect(
      computeGroupAccessEnd({ expiryPeriodDays: null }, { accessExpiresAt: null, createdAt }),
    ).toBeNull();
  });
});
