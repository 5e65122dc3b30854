import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../../modules/company/company.tables.js';
import { SESSION_COOKIE } from './auth-guard.js';

describe('CSRF: the session cookie only works same-site', () => {
  let t: TestApp;
  let company: CompanyRow;
  let token: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    token = (await signIn(t.database.db, await createUser(t.database.db, company)))[
      'x-access-token'
    ];
    adminToken = (await signIn(t.database.db, await createUser(t.database.db, null)))[
      'x-access-token'
    ];
  });
  afterAll(() => t.close());

  const info = (headers: Record<string, string>) =>
    t.app.inject({ url: '/api/v1/auth/info', headers: { host: company.domain, ...headers } });
  const cookie = () => ({ cookie: `${SESSION_COOKIE}=${token}` });

  it('refuses a cross-site request that carries only the cookie (Sec-Fetch-Site)', async () => {
    const response = await info({ ...cookie(), 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe(403);
  });

  it('refuses a cookie request whose Origin is another host', async () => {
    const response = await info({ ...cookie(), origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('does not sign out on a cross-site top-level GET', async () => {
    const response = await t.app.inject({
      url: '/api/v1/auth/logout',
      headers: { host: company.domain, ...cookie(), 'sec-fetch-site': 'same-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await info(cookie())).statusCode).toBe(200);
  });

  it('refuses a cross-site multipart upload with the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/company/upload-logo?id=${company.id}`,
      headers: {
        host: ADMIN_HOST,
        cookie: `${SESSION_COOKIE}=${adminToken}`,
        origin: 'http://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the cookie same-origin, by Sec-Fetch-Site or by Origin', async () => {
    expect((await info({ ...cookie(), 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await info({ ...cookie(), 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await info({ ...cookie(), origin: `http://${company.domain}` })).statusCode).toBe(200);
    expect((await info(cookie())).statusCode).toBe(200);
  });

  it('accepts a cross-site request that sends X-Access-Token', async () => {
    const response = await info({
      'x-access-token': token,
      'sec-fetch-site': 'cross-site',
      origin: 'https://other.example',
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not parse text/plain bodies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: company.domain, 'content-type': 'text/plain' },
      payload: '{"email":"a@example.test"}',
    });
    expect(response.statusCode).toBe(415);
  });
});
