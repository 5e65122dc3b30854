import { AccountStatus, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { users, type UserRow } from '../user/user.tables.js';
import { ADMIN_HOST, postLogin } from '../auth/auth-test-helpers.js';
import { sessions } from './session.tables.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';

describe('auth/info and auth/logout', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let reader: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    const [group] = await t.database.db
      .insert(userGroups)
      .values({ companyId: company.id, name: 'Readers' })
      .returning();
    reader = await createUser(t.database.db, company, { userGroupId: group!.id });
  });
  afterAll(() => t.close());

  const info = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/auth/info', headers: { host, ...headers } });
  const logout = (host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/v1/auth/logout', headers: { host, ...headers } });

  it('answers the signed-in user with the session details', async () => {
    const login = await postLogin(t, company.domain, {
      email: reader.username!,
      login_type: 'identity',
    });
    const { access_token: token, expire_date: expireDate } = login.json().results;
    const response = await info(company.domain, { 'x-access-token': token });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({
      expire_date: expireDate,
      company_id: company.id,
      domain: company.domain,
      email: reader.email,
      full_name: reader.fullName,
      id: reader.id,
      lang: reader.lang,
      role_level: RoleLevel.User,
      exceeded_session_message: null,
      display_message_exceeded_session: false,
      username: reader.username,
      user_group_id: reader.userGroupId,
      login_type: 'identity',
      is_google_login: false,
    });
  });

  it('answers a system administrator on the admin host', async () => {
    const systemAdmin = await createUser(t.database.db, null);
    const response = await info(ADMIN_HOST, await signIn(t.database.db, systemAdmin));
    expect(response.json().results).toMatchObject({
      id: systemAdmin.id,
      company_id: null,
      domain: null,
    });
  });

  it('marks Google sessions', async () => {
    const headers = await signIn(t.database.db, reader, { loginType: 'google_login' });
    expect((await info(company.domain, headers)).json().results.is_google_login).toBe(true);
  });

  it('answers 600 without a token, in an HTTP 200 so a visitor’s browser logs no failure', async () => {
    const response = await info(company.domain);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 600, results: null });
    // Only "who am I" takes no session as an answer: other calls that need one fail with 401.
    const loggedOut = await logout(company.domain);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json().status).toBe(600);
  });

  it('answers 601 for an unknown token and 602 for an expired session', async () => {
    expect((await info(company.domain, { 'x-access-token': 'not-a-token' })).json().status).toBe(
      601,
    );
    const expired = await signIn(t.database.db, reader, { expiresInMs: -1000 });
    const response = await info(company.domain, expired);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(602);
  });

  it("refuses a session on another company's host (601)", async () => {
    const headers = await signIn(t.database.db, reader);
    expect((await info(other.domain, headers)).json().status).toBe(601);
    expect((await info(ADMIN_HOST, headers)).json().status).toBe(601);
  });

  it('logs out: the session is revoked, the cookie cleared and the token then answers 601', async () => {
    const login = await postLogin(t, company.domain, { email: reader.email!, keep_login: true });
    const token: string = login.json().results.access_token;
    const response = await logout(company.domain, { 'x-access-token': token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, results: null });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^hondana_session=;/);
    expect(cookie).toContain('Expires=Thu, 01 Jan 1970');

    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(row?.revokeReason).toBe('logout');
    expect((await info(company.domain, { 'x-access-token': token })).json().status).toBe(601);
    expect((await logout(company.domain, { 'x-access-token': token })).json().status).toBe(601);
  });

  it('logs out with the cookie alone and leaves other sessions alive', async () => {
    const first = await signIn(t.database.db, reader);
    const second = await signIn(t.database.db, reader);
    const response = await t.app.inject({
      url: '/api/v1/auth/logout',
      headers: { host: company.domain },
      cookies: { hondana_session: first['x-access-token'] },
    });
    expect(response.json().status).toBe(200);
    expect((await info(company.domain, first)).json().status).toBe(601);
    expect((await info(company.domain, second)).json().status).toBe(200);
  });

  it('answers 811 once the access period of a signed-in user is over', async () => {
    const user = await createUser(t.database.db, company);
    const headers = await signIn(t.database.db, user);
    expect((await info(company.domain, headers)).json().status).toBe(200);
    await t.database.db
      .update(users)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const expired = await info(company.domain, headers);
    expect(expired.json().status).toBe(811);
  });

  it('answers 830 to a suspended user and revokes the session', async () => {
    const user = await createUser(t.database.db, company);
    const headers = await signIn(t.database.db, user);
    await t.database.db
      .update(users)
      .set({ accountStatus: AccountStatus.Suspended })
      .where(eq(users.id, user.id));
    expect((await info(company.domain, headers)).json().status).toBe(830);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(headers['x-access-token'])));
    expect(row?.revokeReason).toBe('suspended');
    await t.database.db
      .update(users)
      .set({ accountStatus: AccountStatus.Active })
      .where(eq(users.id, user.id));
    expect((await info(company.domain, headers)).json().status).toBe(601);
  });
});
