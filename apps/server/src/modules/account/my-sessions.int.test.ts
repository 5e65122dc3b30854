import { RoleLevel } from '@hondana/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { postLogin } from '../auth/auth-test-helpers.js';
import { sessions, type SessionRow } from '../session/session.tables.js';
import type { CompanyRow } from '../company/company.tables.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe('my sessions: GET user/sessions, DELETE user/sessions/{id}, POST user/sessions/revoke-others', () => {
  let t: TestApp;
  let company: CompanyRow;
  let otherCompany: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    otherCompany = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'DELETE' | 'POST',
    url: string,
    token: string,
    host = company.domain,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, 'x-access-token': token },
    });

  async function sessionOf(token: string): Promise<SessionRow> {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(token)));
    return row!;
  }

  it("lists one's own live sessions on this site with device, address and the current marked", async () => {
    const user = await createUser(t.database.db, company);
    const phone = await postLogin(
      t,
      company.domain,
      { email: user.email! },
      { remoteAddress: '192.0.2.44', headers: { 'user-agent': FIREFOX } },
    );
    const phoneToken = phone.json().results.access_token as string;
    const { 'x-access-token': current } = await signIn(t.database.db, user);
    // Not listed: another user's session, and a session already ended.
    await signIn(t.database.db, await createUser(t.database.db, company));
    const { 'x-access-token': ended } = await signIn(t.database.db, user);
    await call('GET', '/auth/logout', ended);

    const answer = await call('GET', '/user/sessions', current);
    expect(answer.statusCode).toBe(200);
    const list = answer.json().results as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    const mine = list.find((entry) => entry.is_current);
    expect(mine?.id).toBe((await sessionOf(current)).id);
    const other = list.find((entry) => !entry.is_current);
    expect(other).toMatchObject({
      id: (await sessionOf(phoneToken)).id,
      device: 'Firefox on Linux',
      user_agent: FIREFOX,
      ip_address: '192.0.2.44',
      login_type: 'email',
      is_current: false,
    });
    expect(Date.parse(other!.last_used_at as string)).not.toBeNaN();
  });

  it('ends one session, and answers 404 for another user’s or another company’s session', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': current } = await signIn(t.database.db, user);
    const { 'x-access-token': laptop } = await signIn(t.database.db, user);
    const laptopId = (await sessionOf(laptop)).id;
    const neighbour = await createUser(t.database.db, company);
    const neighbourId = (
      await sessionOf((await signIn(t.database.db, neighbour))['x-access-token'])
    ).id;
    const abroad = await createUser(t.database.db, otherCompany);
    const abroadId = (await sessionOf((await signIn(t.database.db, abroad))['x-access-token'])).id;

    for (const id of [neighbourId, abroadId, '00000000-0000-4000-8000-000000000000', '42']) {
      const refused = await call('DELETE', `/user/sessions/${id}`, current);
      expect(refused.statusCode, id).toBe(404);
    }
    const untouched = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(inArray(sessions.id, [neighbourId, abroadId]));
    expect(untouched).toEqual([{ revokedAt: null }, { revokedAt: null }]);

    const ended = await call('DELETE', `/user/sessions/${laptopId}`, current);
    expect(ended.json()).toMatchObject({ status: 200, results: null });
    expect((await call('GET', '/auth/info', laptop)).json().status).toBe(601);
    expect((await call('GET', '/auth/info', current)).json().status).toBe(200);
    // Already ended: nothing left to end.
    expect((await call('DELETE', `/user/sessions/${laptopId}`, current)).statusCode).toBe(404);
  });

  it('signs out when the current session is ended', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': current } = await signIn(t.database.db, user);
    const answer = await call('DELETE', `/user/sessions/${(await sessionOf(current)).id}`, current);
    expect(answer.json().status).toBe(200);
    expect(answer.cookies.find((c) => c.name === 'hondana_session')?.value).toBe('');
    expect((await call('GET', '/auth/info', current)).json().status).toBe(601);
  });

  it('ends all other sessions and keeps the current one', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': current } = await signIn(t.database.db, user);
    const others = [
      (await signIn(t.database.db, user))['x-access-token'],
      (await signIn(t.database.db, user))['x-access-token'],
    ];
    const answer = await call('POST', '/user/sessions/revoke-others', current);
    expect(answer.json()).toMatchObject({ status: 200, results: { revoked: 2 } });
    for (const token of others)
      expect((await sessionOf(token)).revokeReason).toBe('revoked_by_user');
    expect((await sessionOf(current)).revokedAt).toBeNull();
    const list = (await call('GET', '/user/sessions', current)).json().results;
    expect(list).toHaveLength(1);
  });

  it('serves system administrators on the admin host and refuses group users (614)', async () => {
    const admin = await createUser(t.database.db, null);
    const { 'x-access-token': token } = await signIn(t.database.db, admin);
    const list = await call('GET', '/user/sessions', token, ADMIN_HOST);
    expect(list.json().results).toHaveLength(1);

    const groupUser = await createUser(t.database.db, company, {
      roleLevel: RoleLevel.GroupUser,
      email: null,
      username: null,
    });
    const shared = (await signIn(t.database.db, groupUser))['x-access-token'];
    expect((await call('GET', '/user/sessions', shared)).json().status).toBe(614);
    expect((await call('POST', '/user/sessions/revoke-others', shared)).json().status).toBe(614);
  });
});
