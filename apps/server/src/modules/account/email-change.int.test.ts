import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf } from '../../platform/crypto/password.js';
import {
  ADMIN_HOST,
  createCompany,
  createUser,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { countJobs, createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import { hashAccessToken } from '../../platform/crypto/access-token.js';
import { sessions } from '../session/session.tables.js';
import { loginLockout } from '../auth/login-throttle.repository.js';
import type { CompanyRow } from '../company/company.tables.js';
import { users, type UserRow } from '../user/user.tables.js';

describe('PUT user/change-email/{id} and POST auth/confirm-email', () => {
  let t: TestApp;
  let company: CompanyRow;
  let otherCompany: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { name: 'Library' });
    otherCompany = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  function changeEmail(
    user: UserRow,
    token: string,
    payload: Record<string, unknown>,
    options: { host?: string; remoteAddress?: string; id?: number } = {},
  ) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/change-email/${options.id ?? user.id}`,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: { host: options.host ?? company.domain, 'x-access-token': token },
      payload,
    });
  }

  const withPassword = (newEmail: string, password = TEST_PASSWORD) => ({
    new_email: newEmail,
    password_hash: clientHashOf(password),
  });

  function confirm(token: string, host = company.domain) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email',
      headers: { host },
      payload: { token },
    });
  }

  async function storedUser(id: number): Promise<UserRow> {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  async function isLive(token: string): Promise<boolean> {
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashAccessToken(token)));
    return row!.revokedAt === null;
  }

  const tokenOf = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)?.[1];

  it('refuses a change without the current password (400) or with a wrong one (609)', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': token } = await signIn(t.database.db, user);
    const missing = await changeEmail(user, token, { new_email: 'no-pass@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().results.fields[0].field).toBe('password_hash');
    const wrong = await changeEmail(user, token, withPassword('wrong@example.test', 'Nope-123'));
    expect(wrong.json().status).toBe(609);
    expect((await storedUser(user.id)).email).toBe(user.email);
  });

  it('changes the address, mails both, ends the other sessions and awaits confirmation', async () => {
    const user = await createUser(t.database.db, company, { lang: 'en' });
    const { 'x-access-token': current } = await signIn(t.database.db, user);
    const { 'x-access-token': other } = await signIn(t.database.db, user);
    const newEmail = `moved-${user.id}@example.test`;

    const answer = await changeEmail(user, current, withPassword(` ${newEmail} `));
    expect(answer.json()).toMatchObject({ status: 200, results: { email: newEmail } });
    const stored = await storedUser(user.id);
    expect(stored.email).toBe(newEmail);
    expect(stored.emailVerifiedAt).toBeNull();
    expect(await isLive(current)).toBe(true);
    expect(await isLive(other)).toBe(false);

    const notice = await waitForMail(t, (mail) => mail.to === user.email);
    expect(notice.subject).toBe('[Library] Your e-mail address was changed');
    expect(notice.text).toContain(newEmail);
    const confirmation = await waitForMail(t, (mail) => mail.to === newEmail);
    expect(confirmation.subject).toBe('[Library] Confirm your e-mail address');
    expect(confirmation.text).toContain(`http://${company.domain}/confirm-email?token=`);
    const link = tokenOf(confirmation.text)!;
    // The link lives only in the mail: no job row keeps it.
    expect(await countJobs(t, sql`data::text like ${'%' + link + '%'}`)).toBe(0);

    // The link works on its own company's host only, once.
    expect((await confirm(link, otherCompany.domain)).json().results.reason).toBe('invalid');
    expect((await confirm(link)).json().status).toBe(200);
    expect((await storedUser(user.id)).emailVerifiedAt).not.toBeNull();
    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().results.reason).toBe('used');
    expect((await confirm('not-a-token')).json().results.reason).toBe('invalid');
  });

  it('does not confirm an address the user has since changed again', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': token } = await signIn(t.database.db, user);
    const first = `first-${user.id}@example.test`;
    await changeEmail(user, token, withPassword(first));
    const firstLink = tokenOf((await waitForMail(t, (mail) => mail.to === first)).text)!;
    const second = `second-${user.id}@example.test`;
    await changeEmail(user, token, withPassword(second));
    // The second change replaced the first link.
    expect((await confirm(firstLink)).json().results.reason).toBe('invalid');
    expect((await storedUser(user.id)).emailVerifiedAt).toBeNull();
    const mail = await waitForMail(t, (m) => m.to === second);
    expect(mail.subject).toBe('【Library】メールアドレスの確認');
  });

  it('answers 413 for a taken address only after the password, 845 for Google, 404 for others', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': token } = await signIn(t.database.db, user);
    const holder = await createUser(t.database.db, company);
    const guessed = await changeEmail(user, token, withPassword(holder.email!, 'Nope-123'));
    expect(guessed.json().status).toBe(609);
    const taken = await changeEmail(user, token, withPassword(holder.email!.toUpperCase()));
    expect(taken.json().status).toBe(413);

    const google = await createUser(t.database.db, company, {
      googleSubject: `g-${user.id}`,
      passwordHash: null,
    });
    const googleToken = (await signIn(t.database.db, google))['x-access-token'];
    const refused = await changeEmail(google, googleToken, withPassword('g@example.test'));
    expect(refused.json().status).toBe(845);

    const stranger = await createUser(t.database.db, otherCompany);
    const cross = await changeEmail(user, token, withPassword('hijack@example.test'), {
      id: stranger.id,
    });
    expect(cross.statusCode).toBe(404);
    expect((await storedUser(stranger.id)).email).toBe(stranger.email);
  });

  it('lets a system administrator change their address on the admin host', async () => {
    const admin = await createUser(t.database.db, null);
    const { 'x-access-token': token } = await signIn(t.database.db, admin);
    const newEmail = `root-${admin.id}@example.test`;
    const answer = await changeEmail(admin, token, withPassword(newEmail), { host: ADMIN_HOST });
    expect(answer.json().status).toBe(200);
    const mail = await waitForMail(t, (m) => m.to === newEmail);
    expect((await confirm(tokenOf(mail.text)!, ADMIN_HOST)).json().status).toBe(200);
  });

  it('throttles the current-password check like sign-in, per identity and address', async () => {
    const user = await createUser(t.database.db, company);
    const { 'x-access-token': token } = await signIn(t.database.db, user);
    const thief = '198.51.100.23';
    for (let i = 0; i < loginLockout.maxFailures; i += 1) {
      const wrong = await changeEmail(user, token, withPassword('x@example.test', 'Nope-123'), {
        remoteAddress: thief,
      });
      expect(wrong.json().status).toBe(609);
    }
    const locked = await changeEmail(user, token, withPassword('x@example.test'), {
      remoteAddress: thief,
    });
    expect(locked.json().status).toBe(425);

    const passwordChange = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/change-password',
      remoteAddress: thief,
      headers: { host: company.domain, 'x-access-token': token },
      payload: {
        user_id: user.id,
        old_pass: clientHashOf(TEST_PASSWORD),
        new_pass: clientHashOf('Changed-1'),
        confirm_pass: clientHashOf('Changed-1'),
      },
    });
    expect(passwordChange.json().status).toBe(425);

    // The owner, from their own address, is not locked out.
    const owner = await changeEmail(user, token, withPassword(`own-${user.id}@example.test`), {
      remoteAddress: '203.0.113.5',
    });
    expect(owner.json().status).toBe(200);
  });
});
