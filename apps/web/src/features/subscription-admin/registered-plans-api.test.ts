import { describe, expect, it } from 'vitest';
import { isCancellable } from './registered-plans-api';

describe('isCancellable', () => {
  it('lets an administrator cancel only a registration not already cancelled or over', () => {
    expect(isCancellable({ status: 'ACTIVE' })).toBe(true);
    expect(isCancellable({ status: 'INACTIVE' })).toBe(true);
    expect(isCancellable({ status: 'CANCEL' })).toBe(false);
    expect(isCancellable({ status: 'EXPIRED' })).toBe(false);
  });
});
