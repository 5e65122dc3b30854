import { RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf, hashPassword, verifyPassword } from '../../platform/crypto/password.js';
import { createCompany, createUser } from '../../test/factories.js';
import { countJobs, createTestApp, waitForMail, type TestApp } from '../../test/test-app.js';
import type { CompanyRow, NewCompanyRow } from '../company/company.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';
import { nextClientAddress, postLogin } from './auth-test-helpers.js';

const PASSWORD = 'Newcomer1';

describe('registration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function openCompany(overrides: Partial<NewCompanyRow> = {}): Promise<CompanyRow> {
    return createCompany(t.database.db, {
      showLinkRegisterUser: true,
      accountType: 'ALL',
      ...overrides,
    });
  }

  function register(
    company: CompanyRow,
    payload: Record<string, unknown>,
    options: { path?: string; host?: string; language?: string } = {},
  ) {
    return t.app.inject({
      method: 'POST',
      url: `/api/v1${options.path ?? '/auth/register'}`,
      remoteAddress: nextClientAddress(),
      headers: {
        host: options.host ?? company.domain,
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
      payload: {
        full_name: 'newcomer01',
        email: 'newcomer@example.test',
        password_hash: clientHashOf(PASSWORD),
        domain: company.domain,
        ...payload,
      },
    });
  }

  it('creates a USER with the argon2 hash and mails REGISTER_USER in the visitor’s language', async () => {
    const company = await openCompany({ name: 'Bookshop' });
    const mailsBefore = t.sentMails.length;
    const response = await register(
      company,
      {},
      { language: 'en', host: `${company.domain}:4444` },
    );

    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results).toMatchObject({
      company_id: company.id,
      full_name: 'newcomer01',
      email: 'newcomer@example.test',
      username: null,
      role_level: RoleLevel.User,
      role: 'USER',
      lang: 'en',
      has_password: true,
    });
    expect(results).not.toHaveProperty('password_hash');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, results.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash!, clientHashOf(PASSWORD))).toBe(true);

    // The mail with its link is made by a job after the answer.
    await waitForMail(t, (mail) => mail.to === 'newcomer@example.test');
    const mails = t.sentMails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('newcomer@example.test');
    expect(mails[0]!.subject).toBe('[Bookshop] Your registration is complete');
    // The link comes from PUBLIC_URL (http://{domain} in tests), never from the Host's port.
    expect(mails[0]!.text).toContain(`http://${company.domain}/login`);
    expect(mails[0]!.text).not.toContain(':4444');
    expect(mails[0]!.text).toContain('Login ID: newcomer@example.test');
    // The password line points at the sign-in page; neither the password nor its hash is mailed.
    expect(mails[0]!.text).toContain(
      `Set your password or sign in: http://${company.domain}/login`,
    );
    expect(mails[0]!.text).not.toContain(PASSWORD);
    expect(mails[0]!.text).not.toContain(clientHashOf(PASSWORD));

    // The address stays unconfirmed until the link of the mail is followed.
    expect(row?.emailVerifiedAt).toBeNull();
    const token = /confirm-email\?token=([\w-]+)/.exec(mails[0]!.text)?.[1];
    // The link lives only in the mail: no job row keeps it.
    expect(await countJobs(t, sql`data::text like ${'%' + token + '%'}`)).toBe(0);
    expect(mails[0]!.text).toContain(`http://${company.domain}/confirm-email?token=`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/confirm-email',
      headers: { host: company.domain },
      payload: { token },
    });
    expect(confirmed.json().status).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, results.id));
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('answers sign-up the same way and writes Japanese mail by default', async () => {
    const company = await openCompany();
    const response = await register(
      company,
      { email: 'signup@example.test' },
      { path: '/auth/sign-up' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({ email: 'signup@example.test', lang: 'ja' });
    const mail = await waitForMail(t, (sent) => sent.to === 'signup@example.test');
    expect(mail.subject).toContain('会員登録が完了しました');
    expect(mail.text).toContain(`http://${company.domain}/login`);
  });

  it('stores a username for USERNAME companies and sends no mail', async () => {
    const company = await openCompany({ accountType: 'USERNAME' });
    const mailsBefore = t.sentMails.length;
    const response = await register(company, { email: 'reader_2024' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({ username: 'reader_2024', email: null });
    expect(t.sentMails.length).toBe(mailsBefore);

    const refused = await register(company, { email: 'someone@example.test' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().results.fields[0]).toEqual({
      field: 'email',
      message: 'validation.username.pattern',
    });
  });

  it('checks the identity by account type and the name by the registration rule', async () => {
    const company = await openCompany({ accountType: 'EMAIL' });
    const notEmail = await register(company, { email: 'reader01' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().results.fields[0].message).toBe('validation.email.invalid');

    const shortName = await register(company, { full_name: 'abc' });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().results.fields).toContainEqual({
      field: 'full_name',
      message: 'validation.name.length',
    });

    const badHash = await register(company, { password_hash: 'plain-password' });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().results.fields[0].field).toBe('password_hash');
  });

  it('refuses with 614 when registering is off or the company is open type', async () => {
    const linkOff = await openCompany({ showLinkRegisterUser: false });
    const open = await openCompany({ accountType: 'OPEN_TYPE' });
    for (const company of [linkOff, open]) {
      const response = await register(company, {});
      expect(response.statusCode).toBe(403);
      expect(response.json().status).toBe(614);
    }
    const [count] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, linkOff.id));
    expect(count).toBeUndefined();
  });

  it('refuses a taken e-mail or username with 413, case-insensitively', async () => {
    const company = await openCompany();
    await createUser(t.database.db, company, {
      email: 'Taken@Example.test',
      username: 'taken_name',
    });
    const email = await register(company, { email: 'taken@example.TEST' });
    expect(email.json().status).toBe(413);
    expect(email.statusCode).toBe(409);
    const username = await register(company, { email: 'TAKEN_NAME' });
    expect(username.json().status).toBe(413);

    // The same address is free in another company.
    const other = await openCompany();
    expect((await register(other, { email: 'taken@example.test' })).statusCode).toBe(200);
  });

  it('refuses a username a user group signs in with (413), so the group keeps its login', async () => {
    const company = await openCompany({ accountType: 'USERNAME' });
    await t.database.db.insert(userGroups).values({
      companyId: company.id,
      name: 'VIP',
      maxUser: 5,
      loginUsername: 'vipgroup',
      passwordHash: await hashPassword(clientHashOf('GroupPass1')),
    });
    const refused = await register(company, { email: 'VIPgroup' });
    expect(refused.json().status).toBe(413);
    const [taken] = await t.database.db.select().from(users).where(eq(users.companyId, company.id));
    expect(taken).toBeUndefined();

    const groupLogin = await postLogin(t, company.domain, {
      email: 'vipgroup',
      password: 'GroupPass1',
    });
    expect(groupLogin.json().status).toBe(200);
    expect(groupLogin.json().results).toMatchObject({ role_level: RoleLevel.GroupUser });
  });

  it('refuses with 417 when the company has max_user end users (admins do not count)', async () => {
    const company = await openCompany({ maxUser: 2 });
    await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    await createUser(t.database.db, company);
    expect((await register(company, { email: 'second@example.test' })).statusCode).toBe(200);
    const full = await register(company, { email: 'third@example.test' });
    expect(full.json().status).toBe(417);
  });

  it('puts new users into the default user group and refuses with 424 when it is full', async () => {
    const company = await openCompany();
    const [group] = await t.database.db
      .insert(userGroups)
      .values({
        companyId: company.id,
        name: 'Default',
        isDefault: true,
        maxUser: 1,
        expiryPeriodDays: 10,
      })
      .returning();
    const first = await register(company, { email: 'first@example.test' });
    expect(first.statusCode).toBe(200);
    expect(first.json().results.user_group_id).toBe(group!.id);
    const expiresAt = new Date(first.json().results.access_expires_at).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(9.9 * 24 * 3600 * 1000);

    const full = await register(company, { email: 'second@example.test' });
    expect(full.json().status).toBe(424);
  });

  it('registers concurrently without going over max_user', async () => {
    const company = await openCompany({ maxUser: 3 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register(company, { email: `racer${i}@example.test` })),
    );
    const statuses = responses.map((r) => r.json().status).sort();
    expect(statuses).toEqual([200, 200, 200, 417, 417, 417]);
  });

  it('only serves a company host, and the domain parameter must be that company', async () => {
    const company = await openCompany();
    const other = await openCompany();
    const wrongDomain = await register(company, { domain: other.domain });
    expect(wrongDomain.statusCode).toBe(404);
    const adminHost = await register(company, {}, { host: 'admin.localhost' });
    expect(adminHost.statusCode).toBe(404);
  });
});
