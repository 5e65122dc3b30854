import { describe, expect, it } from 'vitest';
import { decideViewBook, viewerPath } from './view-book';

describe('decideViewBook', () => {
  it('opens the book for readers, for access mode 2 and on open-type companies', () => {
    expect(decideViewBook({ isSignedIn: true, accessMode: 1, accountType: 'EMAIL' })).toBe('open');
    expect(decideViewBook({ isSignedIn: false, accessMode: 2, accountType: 'EMAIL' })).toBe('open');
    expect(decideViewBook({ isSignedIn: false, accessMode: 1, accountType: 'OPEN_TYPE' })).toBe(
      'open',
    );
  });

  it('asks a visitor to sign in otherwise', () => {
    expect(decideViewBook({ isSignedIn: false, accessMode: 1, accountType: 'ALL' })).toBe('login');
  });
});

describe('viewerPath', () => {
  it('carries the content and its group', () => {
    expect(viewerPath('abc', 12)).toBe('/view-online/abc/12');
    expect(viewerPath('abc', null)).toBe('/view-online/abc');
  });
});
