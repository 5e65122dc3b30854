import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf, verifyPassword } from '../../platform/crypto/password.js';
import { createCompany, createUser, signIn, TEST_PASSWORD } from '../../test/factories.js';
import {
  countJobs,
  createTestApp,
  waitForIdleJobs,
  waitForMail,
  type TestApp,
} from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { users, type UserRow } from '../user/user.tables.js';
import { loginThrottles } from './auth.tables.js';
import { nextClientAddress } from './auth-test-helpers.js';
import { PASSWORD_RESET_REQUEST_JOB } from './password-reset.jobs.js';
import { passwordResets } from './password-reset.tables.js';

const NEW_PASSWORD = 'Fresh-pass-9';

/** The token of the last reset link mailed to `to`. */
function tokenFromMail(t: TestApp, to: string): string {
  const mail = t.sentMails.filter((m) => m.to === to).at(-1);
  const match = /\/forget-password\/reset\?token=([\w%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(match[1]!);
}

describe('forgotten password', () => {
  let t: TestApp;
  let company: CompanyRow;
  let otherCompany: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { name: 'Library' });
    otherCompany = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  /** Asks for a reset link and waits for the queued job, which looks up and mails. */
  async function forgot(email: string, host = company.domain, domain: string = host) {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${encodeURIComponent(email)}&domain=${domain}`,
      remoteAddress: nextClientAddress(),
      headers: { host },
    });
    await waitForIdleJobs(t);
    return answer;
  }

  function reset(token: string, password = NEW_PASSWORD, host = company.domain, language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host, 'accept-language': language },
      payload: { token, password_hash: clientHashOf(password) },
    });
  }

  async function storedUser(id: number): Promise<UserRow> {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    return row!;
  }

  it('mails a link that resets the password once, ends sessions and clears the lockout', async () => {
    const user = await createUser(t.database.db, company);
    const session = await signIn(t.database.db, user);
    await t.database.db.insert(loginThrottles).values([
      { companyId: company.id, identity: user.email!.toLowerCase(), failures: 9 },
      {
        companyId: company.id,
        identity: user.email!.toLowerCase(),
        address: '192.0.2.9',
        failures: 9,
      },
    ]);

    const answer = await forgot(user.email!.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 200, results: null });
    const mail = await waitForMail(t, (m) => m.to === user.email);
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('【Library】パスワード再設定のご案内');
    expect(mail.text).toContain(`http://${company.domain}/forget-password/reset?token=`);
    const token = tokenFromMail(t, user.email!);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash of the token is stored.
    const [stored] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60 * 1000);

    const first = await reset(token);
    expect(first.json()).toMatchObject({ status: 200 });
    const after = await storedUser(user.id);
    expect(await verifyPassword(after.passwordHash!, clientHashOf(NEW_PASSWORD))).toBe(true);
    const throttles = await t.database.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.companyId, company.id));
    expect(throttles).toEqual([]);
    const info = await t.app.inject({
      url: `/api/v1/user/detail/${user.id}`,
      headers: { host: company.domain, ...session },
    });
    expect(info.json().status).toBe(601);

    const second = await reset(token, 'Another-pass-1');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ status: 400, results: { reason: 'used' } });
    expect(second.json().message).toMatch(/already been used/);
    const unchanged = await storedUser(user.id);
    expect(await verifyPassword(unchanged.passwordHash!, clientHashOf(NEW_PASSWORD))).toBe(true);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const user = await createUser(t.database.db, company);
    const before = t.sentMails.length;
    const unknown = await forgot('nobody-here@example.test');
    expect(t.sentMails.length).toBe(before);
    const known = await forgot(user.email!);
    expect(t.sentMails.length).toBe(before + 1);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
  });

  it('finds users by username too, and only in the host’s company', async () => {
    const user = await createUser(t.database.db, company);
    const stranger = await createUser(t.database.db, otherCompany);
    const before = t.sentMails.length;
    await forgot(user.username!);
    expect(t.sentMails.at(-1)?.to).toBe(user.email);
    // Asking company A's site for company B's user mails nothing.
    await forgot(stranger.email!);
    expect(t.sentMails.length).toBe(before + 1);
  });

  it('refuses a link on another company’s site', async () => {
    const user = await createUser(t.database.db, company);
    await forgot(user.email!);
    const token = tokenFromMail(t, user.email!);
    const elsewhere = await reset(token, NEW_PASSWORD, otherCompany.domain);
    expect(elsewhere.json()).toMatchObject({ status: 400, results: { reason: 'invalid' } });
    expect((await reset(token)).json().status).toBe(200);
  });

  it('refuses an expired link and a made-up one, in the client’s language', async () => {
    const user = await createUser(t.database.db, company);
    await forgot(user.email!);
    const token = tokenFromMail(t, user.email!);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const expired = await reset(token, NEW_PASSWORD, company.domain, 'ja');
    expect(expired.json()).toMatchObject({ status: 400, results: { reason: 'expired' } });
    expect(expired.json().message).toContain('有効期限');
    const madeUp = await reset('x'.repeat(43));
    expect(madeUp.json()).toMatchObject({ status: 400, results: { reason: 'invalid' } });
    const user2 = await storedUser(user.id);
    expect(await verifyPassword(user2.passwordHash!, clientHashOf(TEST_PASSWORD))).toBe(true);
  });

  it('replaces an older link with a newer one', async () => {
    const user = await createUser(t.database.db, company);
    await forgot(user.email!);
    const older = tokenFromMail(t, user.email!);
    await forgot(user.email!);
    const newer = tokenFromMail(t, user.email!);
    expect(newer).not.toBe(older);
    expect((await reset(older)).json().results).toEqual({ reason: 'invalid' });
    expect((await reset(newer)).json().status).toBe(200);
  });

  it('tells Google-only accounts how they sign in, and refuses their links with 845', async () => {
    const google = await createUser(t.database.db, company, {
      passwordHash: null,
      googleSubject: 'google-sub-1',
      lang: 'en',
    });
    await forgot(google.email!);
    const notice = t.sentMails.at(-1)!;
    expect(notice.to).toBe(google.email);
    expect(notice.text).toContain('signs in with Google');
    expect(notice.text).not.toContain('token=');

    // A link issued before an administrator turned the account into a Google-only one.
    const converted = await createUser(t.database.db, company);
    await forgot(converted.email!);
    const token = tokenFromMail(t, converted.email!);
    await t.database.db
      .update(users)
      .set({ passwordHash: null, googleSubject: 'google-sub-2' })
      .where(eq(users.id, converted.id));
    const refused = await reset(token);
    expect(refused.json().status).toBe(845);
    expect((await storedUser(converted.id)).passwordHash).toBeNull();
  });

  it('answers 614 when the company does not allow forgot password', async () => {
    const closed = await createCompany(t.database.db, { allowForgotPassword: false });
    const user = await createUser(t.database.db, closed);
    const before = t.sentMails.length;
    const response = await forgot(user.email!, closed.domain);
    expect(response.json().status).toBe(614);
    expect(t.sentMails.length).toBe(before);
    expect((await reset('x'.repeat(43), NEW_PASSWORD, closed.domain)).json().status).toBe(614);
  });

  it('validates the input and the domain parameter', async () => {
    const wrongDomain = await forgot('someone@example.test', company.domain, otherCompany.domain);
    expect(wrongDomain.statusCode).toBe(404);
    const badHash = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: company.domain },
      payload: { token: 'abc', password_hash: 'not-a-hash' },
    });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().results.fields[0].field).toBe('password_hash');
  });
});

describe('forgotten password: what the answer does', () => {
  let t: TestApp;
  let company: CompanyRow;

  // Jobs are stored but not run here, so the test sees exactly what the request itself did.
  beforeAll(async () => {
    t = await createTestApp({ workJobs: false });
    company = await createCompany(t.database.db, { name: 'Quiet Library' });
  });
  afterAll(() => t.close());

  function forgot(email: string) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${encodeURIComponent(email)}&domain=${company.domain}`,
      remoteAddress: nextClientAddress(),
      headers: { host: `${company.domain}:3000`, 'accept-language': 'en' },
    });
  }

  async function storedJobs() {
    return t.database.db
      .select({ name: sql<string>`name`, data: sql<unknown>`data` })
      .from(sql`pgboss.job`)
      .orderBy(sql`created_on`);
  }

  it('queues one identical job for a known and an unknown identity, and nothing else', async () => {
    const user = await createUser(t.database.db, company);
    const google = await createUser(t.database.db, company, {
      passwordHash: null,
      googleSubject: 'google-sub-quiet',
    });
    const identities = [user.email!, 'nobody-here@example.test', google.email!, user.username!];
    const answers = [];
    for (const identity of identities) answers.push(await forgot(identity));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    expect(await storedJobs()).toEqual(
      identities.map((identity) => ({
        name: PASSWORD_RESET_REQUEST_JOB,
        data: { company_id: company.id, identity, language: 'en' },
      })),
    );
    // No lookup result leaked into the database or the mail: no link, no mail.
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);
    expect(t.sentMails).toEqual([]);
  });

  it('queues nothing when the company does not allow forgot password (614)', async () => {
    const closed = await createCompany(t.database.db, { allowForgotPassword: false });
    const before = await countJobs(t);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=someone%40example.test&domain=${closed.domain}`,
      remoteAddress: nextClientAddress(),
      headers: { host: closed.domain },
    });
    expect(answer.json().status).toBe(614);
    expect(await countJobs(t)).toBe(before);
  });
});

describe('forgotten password: the queued job', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the link and mails it, then is completed', async () => {
    const company = await createCompany(t.database.db, { name: 'Busy Library' });
    const user = await createUser(t.database.db, company, { lang: 'en' });
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/forgot-password?email=${encodeURIComponent(user.email!)}&domain=${company.domain}`,
      remoteAddress: nextClientAddress(),
      headers: { host: company.domain },
    });
    expect(answer.json()).toMatchObject({ status: 200, results: null });
    const mail = await waitForMail(t, (m) => m.to === user.email);
    expect(mail.subject).toBe('[Busy Library] Reset your password');
    expect(mail.text).toContain(`http://${company.domain}/forget-password/reset?token=`);
    const links = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(links).toHaveLength(1);
    await waitForIdleJobs(t);
    expect(
      await countJobs(t, sql`name = ${PASSWORD_RESET_REQUEST_JOB} and state = 'completed'`),
    ).toBe(1);
  });
});
