import { AccountStatus, RoleLevel } from '@hondana/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import { createCompany, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import type { UserRow } from '../user/user.tables.js';
import { ADMIN_HOST, nextClientAddress, postLogin } from './auth-test-helpers.js';
import { sessions } from '../session/session.tables.js';

describe('POST auth/login', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let admin: UserRow;
  let reader: UserRow;
  let groupUser: UserRow;
  let systemAdmin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    company = await createCompany(db, { accountType: 'ALL' });
    other = await createCompany(db);
    admin = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
    reader = await createUser(db, company, { lang: 'en' });
    groupUser = await createUser(db, company, { roleLevel: RoleLevel.GroupUser });
    systemAdmin = await createUser(db, null);
  });
  afterAll(() => t.close());

  async function countSessions(userId: number): Promise<number> {
    const rows = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    return rows[0]?.n ?? 0;
  }

  it.each([
    ['company admin', () => admin],
    ['user', () => reader],
    ['group user', () => groupUser],
  ])('signs a %s in on the company host and the token then works', async (_role, pick) => {
    const user = pick();
    const response = await postLogin(t, company.domain, { email: user.email! });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.results).toMatchObject({
      company_id: company.id,
      domain: company.domain,
      email: user.email,
      full_name: user.fullName,
      id: user.id,
      lang: user.lang,
      role_level: user.roleLevel,
      exceeded_session_message: null,
      display_message_exceeded_session: false,
    });
    expect(body.results.access_token).toMatch(/^[\w-]{43}$/);

    const info = await t.app.inject({
      url: '/api/v1/auth/info',
      headers: { host: company.domain, 'x-access-token': body.results.access_token },
    });
    expect(info.json().results.id).toBe(user.id);
  });

  it('answers a browser with the cookie only, and no auth answer may be cached', async () => {
    // No API client flag: what a page's script would see has no token in it.
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: company.domain },
      remoteAddress: nextClientAddress(),
      payload: {
        email: reader.email,
        password_hash: clientHashOf(TEST_PASSWORD),
        keep_login: false,
        login_type: 'email',
        domain: company.domain,
      },
    });
    expect(browser.json().status).toBe(200);
    expect(browser.json().results).not.toHaveProperty('access_token');
    expect(String(browser.headers['set-cookie'])).toContain('hondana_session=');
    expect(browser.headers['cache-control']).toBe('no-store');
    const cookie = /hondana_session=([^;]+)/.exec(String(browser.headers['set-cookie']))![1]!;
    for (const url of ['/api/v1/auth/info', '/api/v1/auth/logout']) {
      const answer = await t.app.inject({
        url,
        headers: { host: company.domain },
        cookies: { hondana_session: cookie },
      });
      expect(answer.json().status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await postLogin(t, company.domain, { email: reader.email!, password: 'nope' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('signs a system administrator in on the admin host only', async () => {
    const response = await postLogin(t, ADMIN_HOST, { email: systemAdmin.email! });
    expect(response.json().status).toBe(200);
    expect(response.json().results).toMatchObject({
      company_id: null,
      domain: null,
      role_level: RoleLevel.SystemAdmin,
    });

    const before = await countSessions(systemAdmin.id);
    const onCompanyHost = await postLogin(t, company.domain, { email: systemAdmin.email! });
    expect(onCompanyHost.json().status).toBe(605);
    expect(await countSessions(systemAdmin.id)).toBe(before);
  });

  it('refuses company users on the admin host', async () => {
    const before = await countSessions(admin.id);
    const response = await postLogin(t, ADMIN_HOST, { email: admin.email! });
    expect(response.statusCode).toBe(401);
    expect(response.json().status).toBe(605);
    expect(await countSessions(admin.id)).toBe(before);
  });

  it("refuses a user on another company's host and stores nothing", async () => {
    const before = await countSessions(reader.id);
    const response = await postLogin(t, other.domain, { email: reader.email! });
    expect(response.json().status).toBe(605);

    const wrongDomain = await postLogin(t, other.domain, {
      email: reader.email!,
      domain: company.domain,
    });
    expect(wrongDomain.statusCode).toBe(404);
    expect(wrongDomain.json().status).toBe(404);
    expect(wrongDomain.headers['set-cookie']).toBeUndefined();
    expect(await countSessions(reader.id)).toBe(before);
  });

  it('accepts a username where the account type allows it', async () => {
    const byUsername = await postLogin(t, company.domain, {
      email: reader.username!,
      login_type: 'identity',
    });
    expect(byUsername.json().results.id).toBe(reader.id);

    const emailOnly = await createCompany(t.database.db, { accountType: 'EMAIL' });
    const member = await createUser(t.database.db, emailOnly);
    const refused = await postLogin(t, emailOnly.domain, { email: member.username! });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().results.fields[0].field).toBe('email');
    const accepted = await postLogin(t, emailOnly.domain, { email: member.email!.toUpperCase() });
    expect(accepted.json().results.id).toBe(member.id);

    const usernameOnly = await createCompany(t.database.db, { accountType: 'USERNAME' });
    const named = await createUser(t.database.db, usernameOnly);
    expect((await postLogin(t, usernameOnly.domain, { email: named.email! })).statusCode).toBe(400);
    const byName = await postLogin(t, usernameOnly.domain, { email: named.username! });
    expect(byName.json().results.id).toBe(named.id);
  });

  it('lets only administrators sign in to an open-type company', async () => {
    const open = await createCompany(t.database.db, { accountType: 'OPEN_TYPE' });
    const openAdmin = await createUser(t.database.db, open, { roleLevel: RoleLevel.CompanyAdmin });
    const openUser = await createUser(t.database.db, open);
    expect((await postLogin(t, open.domain, { email: openAdmin.username! })).json().status).toBe(
      200,
    );
    expect((await postLogin(t, open.domain, { email: openUser.email! })).json().status).toBe(605);
  });

  it('answers 830 for a suspended account, but only with the right password', async () => {
    const suspended = await createUser(t.database.db, company, {
      accountStatus: AccountStatus.Suspended,
    });
    const right = await postLogin(t, company.domain, { email: suspended.email! });
    expect(right.json().status).toBe(830);
    const wrong = await postLogin(t, company.domain, {
      email: suspended.email!,
      password: 'nope12',
    });
    expect(wrong.json().status).toBe(605);
    expect(await countSessions(suspended.id)).toBe(0);
  });

  it('answers 811 when the access period is over', async () => {
    const expired = await createUser(t.database.db, company, {
      accessExpiresAt: new Date(Date.now() - 60_000),
    });
    const response = await postLogin(t, company.domain, { email: expired.email! });
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe(811);
    expect(await countSessions(expired.id)).toBe(0);
    const future = await createUser(t.database.db, company, {
      accessExpiresAt: new Date(Date.now() + 86_400_000),
    });
    expect((await postLogin(t, company.domain, { email: future.email! })).json().status).toBe(200);
  });

  /** The cookie's Max-Age in seconds, or null without one. */
  function maxAgeOf(cookie: string): number | null {
    const match = /Max-Age=(\d+)/.exec(cookie);
    return match ? Number(match[1]) : null;
  }

  it('keeps a reader 30 days with keep_login, the cookie as long, and a browser-session cookie without', async () => {
    const kept = await postLogin(t, company.domain, { email: reader.email!, keep_login: true });
    const keptCookie = String(kept.headers['set-cookie']);
    expect(keptCookie).toContain(`hondana_session=${kept.json().results.access_token}`);
    expect(keptCookie).toContain('HttpOnly');
    expect(keptCookie).toContain('SameSite=Lax');
    expect(keptCookie).toContain('Path=/');
    const keptSeconds = (Date.parse(kept.json().results.expire_date) - Date.now()) / 1000;
    expect(keptSeconds / 86_400).toBeGreaterThan(29.9);
    expect(keptSeconds / 86_400).toBeLessThanOrEqual(30);
    expect(Math.abs(maxAgeOf(keptCookie)! - keptSeconds)).toBeLessThan(5);

    const session = await postLogin(t, company.domain, { email: reader.email! });
    const sessionCookie = String(session.headers['set-cookie']);
    expect(sessionCookie).toContain('hondana_session=');
    expect(sessionCookie).not.toContain('Max-Age');
    expect(sessionCookie).not.toContain('Expires');
    const hours = (Date.parse(session.json().results.expire_date) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('never keeps an administrator signed in for longer than 12 hours', async () => {
    for (const [host, user] of [
      [company.domain, admin],
      [ADMIN_HOST, systemAdmin],
    ] as const) {
      const kept = await postLogin(t, host, { email: user.email!, keep_login: true });
      expect(kept.json().status).toBe(200);
      const hours = (Date.parse(kept.json().results.expire_date) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      expect(maxAgeOf(String(kept.headers['set-cookie']))).toBeLessThanOrEqual(12 * 3600);
    }
  });

  it("caps keep_login by the company's session length", async () => {
    const short = await createCompany(t.database.db, { sessionMinutes: 45 });
    const member = await createUser(t.database.db, short);
    const kept = await postLogin(t, short.domain, { email: member.email!, keep_login: true });
    const minutes = (Date.parse(kept.json().results.expire_date) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(44);
    expect(minutes).toBeLessThanOrEqual(45);
    expect(maxAgeOf(String(kept.headers['set-cookie']))).toBeLessThanOrEqual(45 * 60);
  });

  it("uses the company's session length when set", async () => {
    const short = await createCompany(t.database.db, { sessionMinutes: 30 });
    const member = await createUser(t.database.db, short);
    const response = await postLogin(t, short.domain, { email: member.email! });
    const minutes = (Date.parse(response.json().results.expire_date) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('authenticates later calls with the session cookie alone', async () => {
    const response = await postLogin(t, company.domain, { email: reader.email! });
    const info = await t.app.inject({
      url: '/api/v1/auth/info',
      headers: { host: company.domain },
      cookies: { hondana_session: response.json().results.access_token },
    });
    expect(info.json().results.id).toBe(reader.id);
  });

  it('rejects malformed payloads with 400 and the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: company.domain, 'x-api-client': '1' },
      payload: { email: reader.email, password_hash: 'plain', domain: company.domain },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().results.fields.map((f: { field: string }) => f.field)).toContain(
      'password_hash',
    );
  });
});
