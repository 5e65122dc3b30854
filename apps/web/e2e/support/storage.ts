/**
 * What a page's scripts can read: every localStorage and sessionStorage entry. The session
 * token must never be among them (issue 6 part 8): the session is the httpOnly cookie.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export interface StorageEntry {
  area: 'localStorage' | 'sessionStorage';
  key: string;
  value: string;
}

export function readScriptStorage(page: Page): Promise<StorageEntry[]> {
  return page.evaluate(() => {
    const entries: { area: 'localStorage' | 'sessionStorage'; key: string; value: string }[] = [];
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      const storage = window[area];
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? '';
        entries.push({ area, key, value: storage.getItem(key) ?? '' });
      }
    }
    return entries;
  });
}

// Session tokens are 32 random bytes in base64url (43 characters); any long run of that
// alphabet, or a key naming a token, is suspect whatever the token of this run was.
const tokenShaped = /[A-Za-z0-9_-]{32,}/;
const tokenKey = /token|session|auth/i;

/** Fails when any storage entry holds `token` or anything shaped like a session token. */
export async function expectNoTokenInStorage(page: Page, token: string): Promise<void> {
  const entries = await readScriptStorage(page);
  for (const entry of entries) {
    const where = `${entry.area}[${entry.key}]`;
    expect(entry.key.includes(token) || entry.value.includes(token), where).toBe(false);
    expect(tokenShaped.test(entry.value), `${where} looks like a token`).toBe(false);
    expect(tokenKey.test(entry.key), `${where} is named like a token`).toBe(false);
  }
}
