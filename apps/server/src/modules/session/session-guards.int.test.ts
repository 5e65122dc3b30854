import { RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { sessions, type SessionRow } from './session.tables.js';

const MINUTE = 60_000;

describe('checks of every authenticated call', () => {
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { allowLoginByIpAddress: true });
    await t.database.db
      .insert(userGroups)
      .values({ companyId: company.id, name: 'Campus', ipAddresses: ['10.20.0.0/16'] });
  });
  afterAll(() => t.close());

  const info = (host: string, token: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      url: '/api/v1/auth/info',
      remoteAddress,
      headers: { host, 'x-access-token': token },
    });

  async function sessionOf(token: string): Promise<SessionRow> {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(token)));
    return row!;
  }

  async function setLastUse(token: string, minutesAgo: number): Promise<void> {
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - minutesAgo * MINUTE) })
      .where(eq(sessions.tokenHash, hashAccessToken(token)));
  }

  describe('a session won by IP address', () => {
    async function ipSession(keepLogin = true): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/ip-address-login',
        remoteAddress: '10.20.3.4',
        headers: { host: company.domain, 'x-api-client': '1' },
        payload: { keep_login: keepLogin, company_domain: company.domain },
      });
      expect(response.json().status).toBe(200);
      return response.json().results.access_token as string;
    }

    it('works from any address inside the group ranges and is refused (601) outside', async () => {
      const token = await ipSession();
      expect((await info(company.domain, token, '10.20.3.4')).json().status).toBe(200);
      expect((await info(company.domain, token, '10.20.200.1')).json().status).toBe(200);
      const outside = await info(company.domain, token, '198.51.100.9');
      expect(outside.json().status).toBe(601);
      // Not revoked: back inside the network the session goes on.
      expect((await info(company.domain, token, '10.20.3.4')).json().status).toBe(200);
    });

    it('is refused where the company does not allow IP login (any more)', async () => {
      const closed = await createCompany(t.database.db, { allowLoginByIpAddress: false });
      const [group] = await t.database.db
        .insert(userGroups)
        .values({ companyId: closed.id, name: 'Old campus', ipAddresses: ['10.30.0.0/16'] })
        .returning();
      const account = await createUser(t.database.db, closed, {
        roleLevel: RoleLevel.GroupUser,
        email: null,
        username: null,
        userGroupId: group!.id,
      });
      const { 'x-access-token': token } = await signIn(t.database.db, account, {
        loginType: 'ip_address',
      });
      expect((await info(closed.domain, token, '10.30.1.1')).json().status).toBe(601);
    });

    it('does not bind password sessions to an address', async () => {
      const reader = await createUser(t.database.db, company);
      const { 'x-access-token': token } = await signIn(t.database.db, reader);
      expect((await info(company.domain, token, '198.51.100.9')).json().status).toBe(200);
      expect((await info(company.domain, token, '203.0.113.1')).json().status).toBe(200);
    });
  });

  describe('idle timeout', () => {
    it("ends a session unused for longer than the company's session length (602)", async () => {
      const strict = await createCompany(t.database.db, { sessionMinutes: 30 });
      const reader = await createUser(t.database.db, strict);
      const { 'x-access-token': token } = await signIn(t.database.db, reader, {
        expiresInMs: 10 * 60 * MINUTE,
      });
      await setLastUse(token, 20);
      expect((await info(strict.domain, token)).json().status).toBe(200);
      await setLastUse(token, 31);
      const idle = await info(strict.domain, token);
      expect(idle.json().status).toBe(602);
      expect((await sessionOf(token)).revokeReason).toBe('idle');
      expect((await info(strict.domain, token)).json().status).toBe(601);
    });

    it('ends an idle administrator session after 2 hours where the company sets nothing', async () => {
      const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
      const { 'x-access-token': token } = await signIn(t.database.db, admin, {
        expiresInMs: 10 * 60 * MINUTE,
      });
      await setLastUse(token, 119);
      expect((await info(company.domain, token)).json().status).toBe(200);
      await setLastUse(token, 121);
      expect((await info(company.domain, token)).json().status).toBe(602);
    });

    it('records the last use at most once a minute', async () => {
      const reader = await createUser(t.database.db, company);
      const { 'x-access-token': token } = await signIn(t.database.db, reader);
      await setLastUse(token, 0.25);
      const recent = (await sessionOf(token)).lastUsedAt.getTime();
      await info(company.domain, token);
      expect((await sessionOf(token)).lastUsedAt.getTime()).toBe(recent);
      await setLastUse(token, 5);
      await info(company.domain, token);
      expect(Date.now() - (await sessionOf(token)).lastUsedAt.getTime()).toBeLessThan(MINUTE);
    });
  });
});
