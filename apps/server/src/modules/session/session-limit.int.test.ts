import { RoleLevel } from '@hondana/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postLogin } from '../auth/auth-test-helpers.js';
import { exceededSessions, sessions } from './session.tables.js';
import { companies, type CompanyRow } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import type { UserRow } from '../user/user.tables.js';

describe('concurrent-session limit', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let admin: UserRow;
  let otherAdmin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    otherAdmin = await createUser(t.database.db, other, { roleLevel: RoleLevel.CompanyAdmin });
  });
  afterAll(() => t.close());

  let groupCount = 0;
  async function createGroup(
    owner: CompanyRow,
    values: { sessionLimit: number; isDefault?: boolean },
  ) {
    const [group] = await t.database.db
      .insert(userGroups)
      .values({ companyId: owner.id, name: `Group ${(groupCount += 1)}`, ...values })
      .returning();
    return group!;
  }

  const info = (host: string, token: string) =>
    t.app.inject({ url: '/api/v1/auth/info', headers: { host, 'x-access-token': token } });

  const exceedPage = (host: string, headers: Record<string, string>, query = '') =>
    t.app.inject({ url: `/api/v1/exceed-session/page${query}`, headers: { host, ...headers } });

  async function liveSessionCount(userId: number) {
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return rows.length;
  }

  it('ends the oldest session, records it and tells the user (in their language)', async () => {
    const group = await createGroup(company, { sessionLimit: 2 });
    const user = await createUser(t.database.db, company, { userGroupId: group.id, lang: 'en' });
    const agent = { 'user-agent': 'Browser/1.0 first' };
    const first = await postLogin(
      t,
      company.domain,
      { email: user.email! },
      { remoteAddress: '198.51.100.1', headers: agent },
    );
    const second = await postLogin(t, company.domain, { email: user.email! });
    expect(second.json().results.display_message_exceeded_session).toBe(false);

    const third = await postLogin(t, company.domain, { email: user.email! });
    expect(third.json().status).toBe(200);
    expect(third.json().results.display_message_exceeded_session).toBe(true);
    expect(third.json().results.exceeded_session_message).toMatch(/1 older session was signed out/);

    expect((await info(company.domain, first.json().results.access_token)).json().status).toBe(601);
    expect((await info(company.domain, second.json().results.access_token)).json().status).toBe(
      200,
    );
    expect((await info(company.domain, third.json().results.access_token)).json().status).toBe(200);
    expect(await liveSessionCount(user.id)).toBe(2);

    const recorded = await t.database.db
      .select()
      .from(exceededSessions)
      .where(eq(exceededSessions.userId, user.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      companyId: company.id,
      ipAddress: '198.51.100.1',
      userAgent: 'Browser/1.0 first',
    });

    const page = await exceedPage(company.domain, await signIn(t.database.db, admin));
    expect(page.statusCode).toBe(200);
    const results = page.json().results;
    expect(results).toMatchObject({ total_elements: 1, total_pages: 1, size: 10, number: 1 });
    expect(results.content[0]).toEqual({
      id: recorded[0]!.id,
      user_id: user.id,
      full_name: user.fullName,
      email: user.email,
      ip_address: '198.51.100.1',
      user_agent: 'Browser/1.0 first',
      occurred_at: recorded[0]!.occurredAt.toISOString(),
      outcome: 'ended',
    });
  });

  it('counts the sessions of all members of the group together', async () => {
    const group = await createGroup(company, { sessionLimit: 1 });
    const first = await createUser(t.database.db, company, { userGroupId: group.id, lang: 'en' });
    const second = await createUser(t.database.db, company, { userGroupId: group.id, lang: 'en' });
    const one = await postLogin(t, company.domain, { email: first.email! });
    const two = await postLogin(t, company.domain, { email: second.email! });
    expect(two.json().results.display_message_exceeded_session).toBe(true);
    expect((await info(company.domain, one.json().results.access_token)).json().status).toBe(601);
    const [record] = await t.database.db
      .select()
      .from(exceededSessions)
      .where(eq(exceededSessions.userId, first.id));
    expect(record?.endedSessionId).not.toBeNull();
  });

  it('uses the company’s own message, and lists refused sign-ins too', async () => {
    const strict = await createCompany(t.database.db, { sessionOverflow: 'REFUSE' });
    const strictAdmin = await createUser(t.database.db, strict, {
      roleLevel: RoleLevel.CompanyAdmin,
    });
    const adminHeaders = await signIn(t.database.db, strictAdmin);
    const message = (method: 'GET' | 'PUT', body?: object) =>
      t.app.inject({
        method,
        url: '/api/v1/exceed-session/message',
        headers: { host: strict.domain, ...adminHeaders },
        ...(body ? { payload: body } : {}),
      });
    expect((await message('GET')).json().results).toEqual({ ja: null, en: null });
    const saved = await message('PUT', { ja: '満席です。', en: 'The reading room is full.' });
    expect(saved.json().results).toEqual({ ja: '満席です。', en: 'The reading room is full.' });

    const group = await createGroup(strict, { sessionLimit: 1 });
    const user = await createUser(t.database.db, strict, { userGroupId: group.id, lang: 'en' });
    expect((await postLogin(t, strict.domain, { email: user.email! })).json().status).toBe(200);
    const refused = await postLogin(
      t,
      strict.domain,
      { email: user.email! },
      { remoteAddress: '203.0.113.9' },
    );
    expect(refused.json()).toMatchObject({ status: 750, message: 'The reading room is full.' });
    const page = await exceedPage(strict.domain, adminHeaders);
    expect(page.json().results.content[0]).toMatchObject({
      user_id: user.id,
      ip_address: '203.0.113.9',
      outcome: 'refused',
    });
    const reader = await signIn(t.database.db, await createUser(t.database.db, strict));
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/exceed-session/message',
      headers: { host: strict.domain, ...reader },
      payload: { ja: 'x', en: 'x' },
    });
    expect(forbidden.json().status).toBe(614);
  });

  it('writes the notice in Japanese for Japanese users', async () => {
    const group = await createGroup(company, { sessionLimit: 1 });
    const user = await createUser(t.database.db, company, { userGroupId: group.id, lang: 'ja' });
    await signIn(t.database.db, user);
    const response = await postLogin(t, company.domain, { email: user.email! });
    expect(response.json().results.exceeded_session_message).toContain('同時ログイン数の上限');
  });

  it("applies the default group's limit to users without a group", async () => {
    const limited = await createCompany(t.database.db);
    await createGroup(limited, { sessionLimit: 1, isDefault: true });
    const user = await createUser(t.database.db, limited);
    const first = await postLogin(t, limited.domain, { email: user.email! });
    const second = await postLogin(t, limited.domain, { email: user.email! });
    expect(second.json().results.display_message_exceeded_session).toBe(true);
    expect((await info(limited.domain, first.json().results.access_token)).json().status).toBe(601);
  });

  it('never limits administrators or groups with limit 0', async () => {
    const unlimited = await createGroup(company, { sessionLimit: 0 });
    const user = await createUser(t.database.db, company, { userGroupId: unlimited.id });
    const limitedGroup = await createGroup(company, { sessionLimit: 1 });
    const groupedAdmin = await createUser(t.database.db, company, {
      roleLevel: RoleLevel.CompanyAdmin,
      userGroupId: limitedGroup.id,
    });
    for (const member of [user, groupedAdmin]) {
      for (let i = 0; i < 3; i += 1) {
        const response = await postLogin(t, company.domain, { email: member.email! });
        expect(response.json().results.display_message_exceeded_session).toBe(false);
      }
      expect(await liveSessionCount(member.id)).toBe(3);
    }
  });

  it('refuses the new sign-in with 750 when the company says REFUSE', async () => {
    const strict = await createCompany(t.database.db, { sessionOverflow: 'REFUSE' });
    const group = await createGroup(strict, { sessionLimit: 1 });
    const user = await createUser(t.database.db, strict, { userGroupId: group.id });
    const first = await postLogin(t, strict.domain, { email: user.email! });
    const refused = await postLogin(t, strict.domain, { email: user.email! });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe(750);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await info(strict.domain, first.json().results.access_token)).json().status).toBe(200);
    expect(await liveSessionCount(user.id)).toBe(1);

    // After signing out there is room again.
    await t.app.inject({
      url: '/api/v1/auth/logout',
      headers: { host: strict.domain, 'x-access-token': first.json().results.access_token },
    });
    expect((await postLogin(t, strict.domain, { email: user.email! })).json().status).toBe(200);
  });

  it('company column defaults to END_OLDEST', async () => {
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, other.id));
    expect(row?.sessionOverflow).toBe('END_OLDEST');
  });

  describe('GET exceed-session/page', () => {
    it("lists only the host company's records", async () => {
      const group = await createGroup(other, { sessionLimit: 1 });
      const outsider = await createUser(t.database.db, other, { userGroupId: group.id });
      await signIn(t.database.db, outsider);
      await postLogin(t, other.domain, { email: outsider.email! });

      const own = await exceedPage(other.domain, await signIn(t.database.db, otherAdmin));
      expect(own.json().results.content.map((r: { user_id: number }) => r.user_id)).toEqual([
        outsider.id,
      ]);
      const theirs = await exceedPage(company.domain, await signIn(t.database.db, admin));
      const userIds = theirs.json().results.content.map((r: { user_id: number }) => r.user_id);
      expect(userIds.length).toBeGreaterThan(0);
      expect(userIds).not.toContain(outsider.id);
    });

    it("refuses another company's administrator token with 601", async () => {
      const response = await exceedPage(company.domain, await signIn(t.database.db, otherAdmin));
      expect(response.json().status).toBe(601);
    });

    it('is for company administrators only (614 for a user, 600 without a token)', async () => {
      const user = await createUser(t.database.db, company);
      const response = await exceedPage(company.domain, await signIn(t.database.db, user));
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe(614);
      expect((await exceedPage(company.domain, {})).json().status).toBe(600);
    });

    it('pages and filters by search_key', async () => {
      const group = await createGroup(company, { sessionLimit: 1 });
      const named = await createUser(t.database.db, company, {
        userGroupId: group.id,
        fullName: 'Zebra Unique Name',
      });
      for (let i = 0; i < 3; i += 1) await postLogin(t, company.domain, { email: named.email! });
      const headers = await signIn(t.database.db, admin);

      const filtered = await exceedPage(
        company.domain,
        headers,
        '?search_key=zebra%20unique&size=1&page=2',
      );
      expect(filtered.json().results).toMatchObject({
        total_elements: 2,
        total_pages: 2,
        size: 1,
        number: 2,
      });
      expect(filtered.json().results.content).toHaveLength(1);
      expect(filtered.json().results.content[0].full_name).toBe('Zebra Unique Name');

      const tooLong = await exceedPage(company.domain, headers, `?search_key=${'x'.repeat(256)}`);
      expect(tooLong.json().status).toBe(793);
      const badSize = await exceedPage(company.domain, headers, '?size=0');
      expect(badSize.json().status).toBe(400);
    });
  });
});
