import { AccountStatus, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress, postLogin } from '../../modules/auth/auth-test-helpers.js';
import { loginLockout } from '../../modules/auth/login-throttle.repository.js';
import type { CompanyRow } from '../../modules/company/company.tables.js';
import { clientHashOf } from '../crypto/password.js';
import {
  ADMIN_HOST,
  createCompany,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';

interface LoggedEvent {
  action: string;
  outcome: string;
  actorId: number | null;
  subjectId: number | null;
  companyId: number | null;
  address: string | null;
  details?: Record<string, unknown>;
}

describe('security events in the log', () => {
  const capture = createLogCapture();
  let t: TestApp;
  let company: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp({ logger: capture.logger });
    company = await createCompany(t.database.db, { allowChangePassword: true });
  });
  afterAll(() => t.close());

  const events = (): LoggedEvent[] =>
    capture.lines
      .map((line) => JSON.parse(line) as { securityEvent?: LoggedEvent })
      .flatMap((entry) => (entry.securityEvent ? [entry.securityEvent] : []));
  const last = (action: string) =>
    events()
      .filter((event) => event.action === action)
      .at(-1);

  it('records sign-ins, refusals and lockouts with the account, company and address', async () => {
    const user = await createUser(t.database.db, company);
    const remoteAddress = nextClientAddress();
    expect(
      (await postLogin(t, company.domain, { email: user.email! }, { remoteAddress })).json().status,
    ).toBe(200);
    expect(last('auth.login')).toMatchObject({
      outcome: 'success',
      subjectId: user.id,
      companyId: company.id,
      address: remoteAddress,
    });
    for (let attempt = 0; attempt <= loginLockout.maxFailures; attempt += 1) {
      await postLogin(
        t,
        company.domain,
        { email: user.email!, password: 'wrong' },
        { remoteAddress },
      );
    }
    const signIns = events().filter((event) => event.action === 'auth.login');
    expect(signIns.some((event) => event.outcome === 'failure')).toBe(true);
    expect(signIns.at(-1)).toMatchObject({ outcome: 'locked', address: remoteAddress });
    // The log keeps no password, not even the client's digest of it.
    expect(capture.lines.join('\n')).not.toContain(clientHashOf(TEST_PASSWORD));
  });

  it('records password changes, and an administrator’s role and suspension changes', async () => {
    const user = await createUser(t.database.db, company);
    const headers = { host: company.domain, ...(await signIn(t.database.db, user)) };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/change-password',
      headers,
      payload: {
        user_id: user.id,
        old_pass: clientHashOf(TEST_PASSWORD),
        new_pass: clientHashOf('N3w-passw0rd'),
        confirm_pass: clientHashOf('N3w-passw0rd'),
      },
    });
    expect(changed.json().status).toBe(200);
    expect(last('account.change-password')).toMatchObject({
      outcome: 'success',
      actorId: user.id,
      subjectId: user.id,
    });

    const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const adminHeaders = { host: company.domain, ...(await signIn(t.database.db, admin)) };
    const update = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/user/update/${user.id}`,
        headers: adminHeaders,
        payload: { email: user.email, username: user.username, full_name: user.fullName, ...body },
      });
    expect((await update({ role_level: RoleLevel.GroupUser })).json().status).toBe(200);
    expect(last('user.change-role')).toMatchObject({
      actorId: admin.id,
      subjectId: user.id,
      details: { from: RoleLevel.User, to: RoleLevel.GroupUser },
    });
    const suspended = await update({
      role_level: RoleLevel.GroupUser,
      is_account_status: AccountStatus.Suspended,
    });
    expect(suspended.json().status).toBe(200);
    expect(last('user.suspend')).toMatchObject({
      subjectId: user.id,
      details: { suspended: true },
    });
  });

  it('records the system administrator’s company changes', async () => {
    const root = await createUser(t.database.db, null);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/company/update/${company.id}`,
      headers: { host: ADMIN_HOST, ...(await signIn(t.database.db, root)) },
      payload: { name: 'Renamed Books' },
    });
    expect(updated.json().status).toBe(200);
    expect(last('company.update')).toMatchObject({
      actorId: root.id,
      companyId: company.id,
      details: { changed: 'name' },
    });
  });
});
