import { describe, expect, it } from 'vitest';
import { decideViewBook, viewerPath } from './view-book';

/** A book in no plan on a company without subscriptions; each case changes what it tests. */
const base = {
  isSignedIn: false,
  accessMode: 1,
  accountType: 'EMAIL',
  isSubscriptionEnabled: false,
  isSubscriptionPlan: false,
  isRegistered: false,
};

describe('decideViewBook', () => {
  it('opens the book for readers, for access mode 2 and on open-type companies', () => {
    expect(decideViewBook({ ...base, isSignedIn: true })).toBe('open');
    expect(decideViewBook({ ...base, accessMode: 2 })).toBe('open');
    expect(decideViewBook({ ...base, accountType: 'OPEN_TYPE' })).toBe('open');
  });

  it('asks a visitor to sign in otherwise', () => {
    expect(decideViewBook({ ...base, accountType: 'ALL' })).toBe('login');
  });

  it('offers the plans of a gated book to anyone without one of them', () => {
    const gated = { ...base, isSubscriptionEnabled: true, isSubscriptionPlan: true };
    expect(decideViewBook({ ...gated, isSignedIn: true })).toBe('subscribe');
    // A visitor meets the plans first (product.md §4), whatever would open the book otherwise.
    expect(decideViewBook(gated)).toBe('subscribe');
    expect(decideViewBook({ ...gated, accessMode: 2 })).toBe('subscribe');
    expect(decideViewBook({ ...gated, accountType: 'OPEN_TYPE' })).toBe('subscribe');
  });

  it('opens a gated book for a holder of its plan', () => {
    const held = { ...base, isSubscriptionEnabled: true, isSubscriptionPlan: true };
    expect(decideViewBook({ ...held, isSignedIn: true, isRegistered: true })).toBe('open');
  });

  it('ignores plans while the company does not show subscriptions (nothing is locked)', () => {
    const off = { ...base, isSubscriptionPlan: true };
    expect(decideViewBook({ ...off, isSignedIn: true })).toBe('open');
    expect(decideViewBook(off)).toBe('login');
  });

  it('opens a book in no plan as before when subscriptions are on', () => {
    const on = { ...base, isSubscriptionEnabled: true };
    expect(decideViewBook({ ...on, isSignedIn: true })).toBe('open');
    expect(decideViewBook(on)).toBe('login');
  });
});

describe('viewerPath', () => {
  it('carries the content and its group', () => {
    expect(viewerPath('abc', 12)).toBe('/view-online/abc/12');
    expect(viewerPath('abc', null)).toBe('/view-online/abc');
  });
});
