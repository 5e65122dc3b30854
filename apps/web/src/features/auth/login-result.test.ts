import { describe, expect, it } from 'vitest';
import { RoleLevel } from '@hondana/contract';
import { isLoginResultForSite, signInResultsSchema, toSessionUserFromLogin } from './login-result';
import type { LoginResults } from './login-result';

const wire = {
  access_token: 'tok-9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  expire_date: '2030-01-01T00:00:00.000Z',
  company_id: 7,
  domain: 'demo.localhost',
  email: 'reader@demo.localhost',
  full_name: 'Reader One',
  id: 12,
  lang: 'en',
  role_level: 3,
  exceeded_session_message: null,
  display_message_exceeded_session: false,
};

describe('isLoginResultForSite', () => {
  it('accepts a result for the company of this host only', () => {
    expect(isLoginResultForSite('demo.localhost', 'demo.localhost')).toBe(true);
    expect(isLoginResultForSite('Demo.Localhost', 'demo.localhost')).toBe(true);
    expect(isLoginResultForSite('other.localhost', 'demo.localhost')).toBe(false);
    expect(isLoginResultForSite(null, 'demo.localhost')).toBe(false);
  });

  it('accepts only domain-less results on the admin host', () => {
    expect(isLoginResultForSite(null, null)).toBe(true);
    expect(isLoginResultForSite('demo.localhost', null)).toBe(false);
  });
});

describe('signInResultsSchema / toSessionUserFromLogin', () => {
  it('maps a login answer to the session user', () => {
    const parsed = signInResultsSchema.parse(wire);
    const results: LoginResults = {
      expireDate: parsed.expire_date,
      companyId: parsed.company_id,
      domain: parsed.domain,
      email: parsed.email,
      fullName: parsed.full_name,
      id: parsed.id,
      lang: parsed.lang,
      roleLevel: parsed.role_level,
      exceededSessionMessage: parsed.exceeded_session_message,
      displayMessageExceededSession: parsed.display_message_exceeded_session,
    };
    expect(toSessionUserFromLogin(results, { isGoogleLogin: true })).toEqual({
      id: '12',
      companyId: '7',
      domain: 'demo.localhost',
      email: 'reader@demo.localhost',
      name: 'Reader One',
      lang: 'en',
      roleLevel: RoleLevel.User,
      username: null,
      isGoogleLogin: true,
    });
  });

  it('refuses unknown role levels', () => {
    expect(signInResultsSchema.safeParse({ ...wire, role_level: 9 }).success).toBe(false);
  });

  it('drops the access token of the answer, so the web app never holds it', () => {
    const parsed = signInResultsSchema.parse(wire);
    expect(parsed).not.toHaveProperty('access_token');
    expect(JSON.stringify(parsed)).not.toContain(wire.access_token);
  });
});
