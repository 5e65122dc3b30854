import { describe, expect, it } from 'vitest';
import { RoleLevel } from '@hondana/contract';
import { isLoginResultForSite, loginResultsSchema, toSessionUserFromLogin } from './login-result';
import type { LoginResults } from './login-result';

const wire = {
  access_token: 'tok',
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

describe('loginResultsSchema / toSessionUserFromLogin', () => {
  it('maps a login answer to the session user', () => {
    const parsed = loginResultsSchema.parse(wire);
    const results: LoginResults = {
      accessToken: parsed.access_token,
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

  it('refuses unknown role levels and missing tokens', () => {
    expect(loginResultsSchema.safeParse({ ...wire, role_level: 9 }).success).toBe(false);
    expect(loginResultsSchema.safeParse({ ...wire, access_token: '' }).success).toBe(false);
  });
});
