import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cacheReturnRoute,
  peekReturnRoute,
  suppressNextReturnRoute,
  takeReturnRoute,
} from './return-route';

// The unit tests run in node: give the module a sessionStorage of its own.
function installMemoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  Object.assign(globalThis, { window: { sessionStorage: storage } });
}

describe('return route', () => {
  beforeEach(installMemoryStorage);
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('caches, peeks and takes the route once', () => {
    cacheReturnRoute('/profile?tab=1');
    expect(peekReturnRoute()).toBe('/profile?tab=1');
    expect(takeReturnRoute()).toBe('/profile?tab=1');
    expect(takeReturnRoute()).toBeNull();
  });

  it('skips the caching right after a deliberate logout, then caches again', () => {
    suppressNextReturnRoute(1_000);
    cacheReturnRoute('/profile', 1_500);
    expect(peekReturnRoute()).toBeNull();
    cacheReturnRoute('/subscription', 1_600);
    expect(peekReturnRoute()).toBe('/subscription');
  });

  it('forgets the suppression once it is old', () => {
    suppressNextReturnRoute(1_000);
    cacheReturnRoute('/profile', 10_000);
    expect(peekReturnRoute()).toBe('/profile');
  });
});
