import { describe, expect, it } from 'vitest';
import { isLoopbackHttpIssuer } from './google-login.oidc.js';
import { normalizeLoginRedirectUrl, pickFullName } from './google-login.service.js';

describe('normalizeLoginRedirectUrl', () => {
  const company = { domain: 'books.example.test' };

  it("accepts the company's /login/ page on the public scheme, any port", () => {
    expect(normalizeLoginRedirectUrl(company, 'https://books.example.test/login/', 'https')).toBe(
      'https://books.example.test/login/',
    );
    expect(
      normalizeLoginRedirectUrl(company, 'http://BOOKS.example.test:5173/login/', 'http'),
    ).toBe('http://books.example.test:5173/login/');
  });

  it.each([
    'http://books.example.test/login/',
    'https://evil.test/login/',
    'https://books.example.test.evil.test/login/',
    'https://books.example.test/login',
    'https://books.example.test/login/?next=/',
    'https://books.example.test/login/#x',
    'https://user:pw@books.example.test/login/',
    '/login/',
  ])('refuses %s with 400', (redirect) => {
    expect(() => normalizeLoginRedirectUrl(company, redirect, 'https')).toThrowError(
      expect.objectContaining({ code: 400 }),
    );
  });
});

describe('pickFullName', () => {
  it('takes the profile name, else the local part of the e-mail', () => {
    expect(pickFullName({ name: '  Hanako ', email: 'h@x.test' })).toBe('Hanako');
    expect(pickFullName({ name: null, email: 'taro@x.test' })).toBe('taro');
    expect(pickFullName({ name: 'x'.repeat(100), email: null })).toHaveLength(64);
  });
});

describe('isLoopbackHttpIssuer', () => {
  it('allows plain HTTP only on the loopback interface', () => {
    expect(isLoopbackHttpIssuer(new URL('http://127.0.0.1:4000'))).toBe(true);
    expect(isLoopbackHttpIssuer(new URL('http://localhost:4000'))).toBe(true);
    expect(isLoopbackHttpIssuer(new URL('http://accounts.google.com'))).toBe(false);
    expect(isLoopbackHttpIssuer(new URL('https://127.0.0.1'))).toBe(false);
  });
});
