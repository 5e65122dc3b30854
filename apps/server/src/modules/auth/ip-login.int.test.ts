import { AccountStatus, RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { userGroups, type UserGroupRow } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { sessions } from '../session/session.tables.js';

describe('login by IP address', () => {
  let t: TestApp;
  let company: CompanyRow;
  let library: UserGroupRow;
  let readingRoom: UserGroupRow;

  async function createGroup(
    owner: CompanyRow,
    values: Partial<typeof userGroups.$inferInsert> & { name: string },
  ): Promise<UserGroupRow> {
    const [row] = await t.database.db
      .insert(userGroups)
      .values({ companyId: owner.id, ...values })
      .returning();
    return row!;
  }

  function ipLogin(
    target: CompanyRow,
    remoteAddress: string,
    options: {
      auto?: boolean;
      body?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${options.auto ? 'ip-address-auto-login' : 'ip-address-login'}`,
      remoteAddress,
      headers: {
        host: target.domain,
        'user-agent': 'vitest',
        'x-api-client': '1',
        ...options.headers,
      },
      payload: { keep_login: false, company_domain: target.domain, ...options.body },
    });
  }

  async function accountsOf(group: UserGroupRow) {
    return t.database.db.select().from(users).where(eq(users.userGroupId, group.id));
  }

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    library = await createGroup(company, { name: 'Library', ipAddresses: ['10.1.0.0/16'] });
    readingRoom = await createGroup(company, {
      name: 'Reading room',
      ipAddresses: ['192.0.2.7', '10.1.5.0/24'],
    });
  });
  afterAll(() => t.close());

  it('signs in as the group account, created on the first IP login', async () => {
    const response = await ipLogin(company, '10.1.2.3');
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results).toMatchObject({
      company_id: company.id,
      domain: company.domain,
      full_name: 'Library',
      role_level: RoleLevel.GroupUser,
      email: null,
    });
    expect(response.cookies.find((c) => c.name === 'hondana_session')?.value).toBe(
      results.access_token,
    );

    const accounts = await accountsOf(library);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      id: results.id,
      companyId: company.id,
      roleLevel: RoleLevel.GroupUser,
      passwordHash: null,
    });
    const [session] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, results.id));
    expect(session).toMatchObject({ loginType: 'ip_address', ipAddress: '10.1.2.3' });

    const info = await t.app.inject({
      url: '/api/v1/company/public/get-detail',
      headers: { host: company.domain, 'x-access-token': results.access_token },
    });
    expect(info.statusCode).toBe(200);
  });

  it('reuses the same group account on later logins, automatic ones included', async () => {
    const first = await ipLogin(company, '10.1.9.9');
    const auto = await ipLogin(company, '10.1.200.1', { auto: true, body: { keep_login: true } });
    expect(auto.statusCode).toBe(200);
    expect(auto.json().results.id).toBe(first.json().results.id);
    expect(await accountsOf(library)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(auto.json().results.access_token)));
    expect(rows[0]).toMatchObject({ loginType: 'auto_ip_address', keepLogin: true });
  });

  it('prefers the most specific range when several groups contain the address', async () => {
    const response = await ipLogin(company, '10.1.5.20');
    expect(response.statusCode).toBe(200);
    expect(response.json().results.full_name).toBe('Reading room');
    expect((await accountsOf(readingRoom))[0]?.id).toBe(response.json().results.id);
  });

  it('answers 421 for a manual login and 431 for an automatic one when no group matches', async () => {
    const manual = await ipLogin(company, '172.16.0.1');
    expect(manual.statusCode).toBe(400);
    expect(manual.json()).toMatchObject({ status: 421 });
    const auto = await ipLogin(company, '172.16.0.1', { auto: true });
    expect(auto.json()).toMatchObject({ status: 431 });
  });

  it('judges the connection address and ignores the address the body claims', async () => {
    const response = await ipLogin(company, '172.16.0.1', {
      body: { client_ip_address: '10.1.2.3' },
    });
    expect(response.json()).toMatchObject({ status: 421 });
  });

  it('honours X-Forwarded-For only from a trusted proxy', async () => {
    const untrusted = await ipLogin(company, '127.0.0.1', {
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    expect(untrusted.json()).toMatchObject({ status: 421 });

    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const proxiedCompany = await createCompany(proxied.database.db, {
        allowLoginByIpAddress: true,
      });
      await proxied.database.db
        .insert(userGroups)
        .values({ companyId: proxiedCompany.id, name: 'Campus', ipAddresses: ['10.1.0.0/16'] });
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/auth/ip-address-login',
        remoteAddress: '127.0.0.1',
        headers: {
          host: proxiedCompany.domain,
          'x-forwarded-for': '10.1.2.3',
          'x-api-client': '1',
        },
        payload: { keep_login: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().results.full_name).toBe('Campus');
    } finally {
      await proxied.close();
    }
  });

  it('answers 803 when the company does not allow login by IP address', async () => {
    const closed = await createCompany(t.database.db, { allowLoginByIpAddress: false });
    await createGroup(closed, { name: 'Office', ipAddresses: ['10.1.0.0/16'] });
    const response = await ipLogin(closed, '10.1.2.3');
    expect(response.json()).toMatchObject({ status: 803 });
  });

  it('answers 811 when the group account has expired', async () => {
    const expiring = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    const group = await createGroup(expiring, {
      name: 'Trial',
      ipAddresses: ['198.51.100.0/24'],
      expiryPeriodDays: 30,
    });
    await createUser(t.database.db, expiring, {
      roleLevel: RoleLevel.GroupUser,
      userGroupId: group.id,
      createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000),
    });
    const response = await ipLogin(expiring, '198.51.100.4');
    expect(response.json()).toMatchObject({ status: 811 });
  });

  it('sets the access end of a new group account from the group expiry', async () => {
    const owner = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    const group = await createGroup(owner, {
      name: 'Week pass',
      ipAddresses: ['198.51.100.0/24'],
      expiryPeriodDays: 7,
    });
    const response = await ipLogin(owner, '198.51.100.9');
    expect(response.statusCode).toBe(200);
    const [account] = await accountsOf(group);
    const days = (account!.accessExpiresAt!.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses a suspended group account', async () => {
    const owner = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    const group = await createGroup(owner, { name: 'Stopped', ipAddresses: ['203.0.113.0/24'] });
    await createUser(t.database.db, owner, {
      roleLevel: RoleLevel.GroupUser,
      userGroupId: group.id,
      accountStatus: AccountStatus.Suspended,
    });
    const response = await ipLogin(owner, '203.0.113.5');
    expect(response.json()).toMatchObject({ status: 830 });
  });

  it("never matches another company's groups", async () => {
    const other = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    const response = await ipLogin(other, '10.1.2.3');
    expect(response.json()).toMatchObject({ status: 421 });

    const crossDomain = await ipLogin(company, '10.1.2.3', {
      body: { company_domain: other.domain },
    });
    expect(crossDomain.statusCode).toBe(404);
  });

  it('documents the IP and Google sign-in calls in openapi.json', async () => {
    const response = await t.app.inject({
      url: '/api/v1/openapi.json',
      headers: { host: company.domain },
    });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/ip-address-login',
        '/api/v1/auth/ip-address-auto-login',
        '/api/v1/auth/social-login',
        '/api/v1/auth/social-login/authorization-url',
      ]),
    );
  });
});
