import { RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf, verifyPassword } from '../../platform/crypto/password.js';
import {
  ADMIN_HOST,
  createCompany,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { users, type UserRow } from '../user/user.tables.js';

describe('account calls', () => {
  let t: TestApp;
  let company: CompanyRow;
  let otherCompany: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    otherCompany = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'PUT' | 'DELETE';
  async function call(
    method: Method,
    url: string,
    as: { user: UserRow; host?: string; loginType?: string },
    payload?: Record<string, unknown>,
  ) {
    const headers = await signIn(t.database.db, as.user, { loginType: as.loginType });
    const host = as.host ?? (as.user.companyId === null ? ADMIN_HOST : company.domain);
    return t.app.inject({ method, url: `/api/v1${url}`, headers: { host, ...headers }, payload });
  }

  async function storedUser(id: number): Promise<UserRow | undefined> {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  function passwordChange(user: UserRow, overrides: Record<string, unknown> = {}) {
    return {
      user_id: user.id,
      old_pass: clientHashOf(TEST_PASSWORD),
      new_pass: clientHashOf('Changed-1'),
      confirm_pass: clientHashOf('Changed-1'),
      ...overrides,
    };
  }

  describe('GET /user/detail/{id}', () => {
    it('shows oneself without secrets', async () => {
      const user = await createUser(t.database.db, company);
      const response = await call('GET', `/user/detail/${user.id}`, { user });
      expect(response.json()).toMatchObject({
        status: 200,
        results: { id: user.id, email: user.email, username: user.username, role: 'USER' },
      });
      expect(JSON.stringify(response.json())).not.toContain('argon2');
    });

    it('lets a company admin read users of their company only', async () => {
      const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
      const member = await createUser(t.database.db, company);
      const stranger = await createUser(t.database.db, otherCompany);
      expect((await call('GET', `/user/detail/${member.id}`, { user: admin })).json().status).toBe(
        200,
      );
      const cross = await call('GET', `/user/detail/${stranger.id}`, { user: admin });
      expect(cross.statusCode).toBe(404);
      expect(JSON.stringify(cross.json())).not.toContain(stranger.email!);
    });

    it('hides other users from a reader, and unknown ids answer 404', async () => {
      const user = await createUser(t.database.db, company);
      const neighbour = await createUser(t.database.db, company);
      expect((await call('GET', `/user/detail/${neighbour.id}`, { user })).statusCode).toBe(404);
      expect((await call('GET', `/user/detail/999999`, { user })).statusCode).toBe(404);
      const anonymous = await t.app.inject({
        url: `/api/v1/user/detail/${user.id}`,
        headers: { host: company.domain },
      });
      expect(anonymous.json().status).toBe(600);
    });

    it('lets a system administrator read anybody on the admin host', async () => {
      const sysadmin = await createUser(t.database.db, null);
      const stranger = await createUser(t.database.db, otherCompany);
      const response = await call('GET', `/user/detail/${stranger.id}`, { user: sysadmin });
      expect(response.json().results).toMatchObject({
        id: stranger.id,
        company_id: otherCompany.id,
      });
    });
  });

  describe('PUT /user/update/{id}', () => {
    it('changes one’s own name and language', async () => {
      const user = await createUser(t.database.db, company);
      const response = await call(
        'PUT',
        `/user/update/${user.id}`,
        { user },
        {
          full_name: '  山田 花子 ',
          lang: 'en',
        },
      );
      expect(response.json().results).toMatchObject({ full_name: '山田 花子', lang: 'en' });
      expect((await storedUser(user.id))?.fullName).toBe('山田 花子');
    });

    it('refuses other users (404), bad input (400) and group users (614)', async () => {
      const user = await createUser(t.database.db, company);
      const neighbour = await createUser(t.database.db, company);
      const stranger = await createUser(t.database.db, otherCompany);
      const body = { full_name: 'Someone', lang: 'ja' };
      expect((await call('PUT', `/user/update/${neighbour.id}`, { user }, body)).statusCode).toBe(
        404,
      );
      expect((await call('PUT', `/user/update/${stranger.id}`, { user }, body)).statusCode).toBe(
        404,
      );
      expect((await storedUser(stranger.id))?.fullName).toBe(stranger.fullName);
      const blank = await call(
        'PUT',
        `/user/update/${user.id}`,
        { user },
        { full_name: ' ', lang: 'ja' },
      );
      expect(blank.json().results.fields[0]).toEqual({
        field: 'full_name',
        message: 'validation.required',
      });
      const badLang = await call(
        'PUT',
        `/user/update/${user.id}`,
        { user },
        { full_name: 'A', lang: 'fr' },
      );
      expect(badLang.statusCode).toBe(400);
      const groupUser = await createUser(t.database.db, company, {
        roleLevel: RoleLevel.GroupUser,
      });
      const refused = await call('PUT', `/user/update/${groupUser.id}`, { user: groupUser }, body);
      expect(refused.json().status).toBe(614);
    });
  });

  describe('PUT /user/change-password', () => {
    it('sets the new password and ends the other sessions only', async () => {
      const user = await createUser(t.database.db, company);
      const otherDevice = await signIn(t.database.db, user);
      const headers = await signIn(t.database.db, user);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/change-password',
        headers: { host: company.domain, ...headers },
        payload: passwordChange(user),
      });
      expect(response.json()).toMatchObject({ status: 200, results: null });
      const stored = await storedUser(user.id);
      expect(await verifyPassword(stored!.passwordHash!, clientHashOf('Changed-1'))).toBe(true);

      const self = await t.app.inject({
        url: `/api/v1/user/detail/${user.id}`,
        headers: { host: company.domain, ...headers },
      });
      expect(self.json().status).toBe(200);
      const other = await t.app.inject({
        url: `/api/v1/user/detail/${user.id}`,
        headers: { host: company.domain, ...otherDevice },
      });
      expect(other.json().status).toBe(601);
    });

    it('refuses a wrong old password (609), a mismatch (400) and the same password (610)', async () => {
      const user = await createUser(t.database.db, company);
      const wrong = await call(
        'PUT',
        '/user/change-password',
        { user },
        passwordChange(user, {
          old_pass: clientHashOf('not-it'),
        }),
      );
      expect(wrong.json().status).toBe(609);
      const mismatch = await call(
        'PUT',
        '/user/change-password',
        { user },
        passwordChange(user, {
          confirm_pass: clientHashOf('Other-1'),
        }),
      );
      expect(mismatch.json()).toMatchObject({
        status: 400,
        results: {
          fields: [{ field: 'confirm_pass', message: 'validation.password.confirmMismatch' }],
        },
      });
      const same = clientHashOf(TEST_PASSWORD);
      const unchanged = await call(
        'PUT',
        '/user/change-password',
        { user },
        passwordChange(user, {
          new_pass: same,
          confirm_pass: same,
        }),
      );
      expect(unchanged.json().status).toBe(610);
      const stored = await storedUser(user.id);
      expect(await verifyPassword(stored!.passwordHash!, clientHashOf(TEST_PASSWORD))).toBe(true);
    });

    it('answers 614 when the company does not allow it and 845 for Google sign-ins', async () => {
      const locked = await createCompany(t.database.db, { allowChangePassword: false });
      const lockedUser = await createUser(t.database.db, locked);
      const refused = await call(
        'PUT',
        '/user/change-password',
        { user: lockedUser, host: locked.domain },
        passwordChange(lockedUser),
      );
      expect(refused.json().status).toBe(614);
      expect(refused.statusCode).toBe(403);

      const googleOnly = await createUser(t.database.db, company, {
        googleSubject: 'g-2',
        passwordHash: null,
      });
      const google = await call(
        'PUT',
        '/user/change-password',
        { user: googleOnly },
        passwordChange(googleOnly),
      );
      expect(google.json().status).toBe(845);
      const viaGoogle = await createUser(t.database.db, company, { googleSubject: 'g-3' });
      const session = await call(
        'PUT',
        '/user/change-password',
        { user: viaGoogle, loginType: 'google_login' },
        passwordChange(viaGoogle),
      );
      expect(session.json().status).toBe(845);
    });

    it('changes only one’s own password (404 for another company’s user)', async () => {
      const user = await createUser(t.database.db, company);
      const stranger = await createUser(t.database.db, otherCompany);
      const cross = await call('PUT', '/user/change-password', { user }, passwordChange(stranger));
      expect(cross.statusCode).toBe(404);
      const stored = await storedUser(stranger.id);
      expect(await verifyPassword(stored!.passwordHash!, clientHashOf(TEST_PASSWORD))).toBe(true);
    });
  });

  describe('DELETE /user/cancel/{id}', () => {
    it('deletes one’s account, ends its sessions and clears the cookie', async () => {
      const user = await createUser(t.database.db, company);
      const otherDevice = await signIn(t.database.db, user);
      const response = await call('DELETE', `/user/cancel/${user.id}`, { user });
      expect(response.json()).toMatchObject({ status: 200, results: null });
      expect(response.headers['set-cookie']).toEqual(expect.stringContaining('hondana_session=;'));
      expect(await storedUser(user.id)).toBeUndefined();
      const after = await t.app.inject({
        url: `/api/v1/user/detail/${user.id}`,
        headers: { host: company.domain, ...otherDevice },
      });
      expect(after.json().status).toBe(601);
    });

    it('answers 614 when cancelling is off, for administrators and for system administrators', async () => {
      const closed = await createCompany(t.database.db, { allowCancelAccount: false });
      const member = await createUser(t.database.db, closed);
      const off = await call('DELETE', `/user/cancel/${member.id}`, {
        user: member,
        host: closed.domain,
      });
      expect(off.json().status).toBe(614);
      const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
      expect(
        (await call('DELETE', `/user/cancel/${admin.id}`, { user: admin })).json().status,
      ).toBe(614);
      const sysadmin = await createUser(t.database.db, null);
      expect(
        (await call('DELETE', `/user/cancel/${sysadmin.id}`, { user: sysadmin })).json().status,
      ).toBe(614);
      expect(await storedUser(member.id)).toBeDefined();
      expect(await storedUser(sysadmin.id)).toBeDefined();
    });

    it('cannot cancel somebody else (404, also across companies)', async () => {
      const user = await createUser(t.database.db, company);
      const neighbour = await createUser(t.database.db, company);
      const stranger = await createUser(t.database.db, otherCompany);
      expect((await call('DELETE', `/user/cancel/${neighbour.id}`, { user })).statusCode).toBe(404);
      expect((await call('DELETE', `/user/cancel/${stranger.id}`, { user })).statusCode).toBe(404);
      expect(await storedUser(neighbour.id)).toBeDefined();
      expect(await storedUser(stranger.id)).toBeDefined();
    });
  });
});
