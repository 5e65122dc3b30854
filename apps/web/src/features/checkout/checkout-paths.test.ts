import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetPendingOrder,
  readPendingOrder,
  rememberPendingOrder,
  thankYouPathOf,
} from './checkout-paths';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the order kept across the 3-D Secure round trip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the kept order only for its own order id, until forgotten', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    rememberPendingOrder({ orderId: 'o-1', planId: 7, couponCode: 'WELCOME10' });
    expect(readPendingOrder('o-1')).toEqual({ orderId: 'o-1', planId: 7, couponCode: 'WELCOME10' });
    expect(readPendingOrder('o-2')).toBeNull();
    forgetPendingOrder();
    expect(readPendingOrder('o-1')).toBeNull();
  });

  it('answers nothing when the storage is refused or holds something else', () => {
    vi.stubGlobal('sessionStorage', undefined);
    rememberPendingOrder({ orderId: 'o-1', planId: 7, couponCode: null });
    expect(readPendingOrder('o-1')).toBeNull();
    const storage = memoryStorage();
    storage.setItem('hondana.pendingOrder', '{not json');
    vi.stubGlobal('sessionStorage', storage);
    expect(readPendingOrder('o-1')).toBeNull();
  });

  it('names the thank-you page of the plan bought', () => {
    expect(thankYouPathOf(7)).toBe('/thank-you?subscriptionId=7');
    expect(thankYouPathOf(null)).toBe('/thank-you');
  });
});
