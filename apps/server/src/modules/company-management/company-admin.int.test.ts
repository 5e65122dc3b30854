import { randomBytes } from 'node:crypto';
import { ErrorCode, RoleLevel } from '@hondana/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHashOf, verifyPassword } from '../../platform/crypto/password.js';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import { ADMIN_HOST, createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contents } from '../content/content.tables.js';
import { userGroups } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';
import { companies, type CompanyRow } from '../company/company.tables.js';

describe('company management by system administrators', () => {
  let t: TestApp;
  let admin: { 'x-access-token': string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.database.db, await createUser(t.database.db, null));
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host: ADMIN_HOST, 'accept-language': 'en', ...admin },
      payload,
    });
  }

  function viewSettings(domain: string) {
    return t.app.inject({ url: '/api/v1/company/public/view-settings', headers: { host: domain } });
  }

  async function countCompanies(): Promise<number> {
    const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    return rows[0]!.n;
  }

  const tag = () => randomBytes(4).toString('hex');

  it('pages companies with a search on name, domain or e-mail', async () => {
    const word = `zz${tag()}`;
    const made = [
      await createCompany(t.database.db, { name: `Bravo ${word}` }),
      await createCompany(t.database.db, { name: 'Alpha', domain: `${word}.example.test` }),
      await createCompany(t.database.db, { name: 'Charlie', email: `boss@${word}.test` }),
    ];
    await createCompany(t.database.db, { name: 'Unrelated' });

    const first = await call('GET', `/company/page?page=1&size=2&search_key=${word.toUpperCase()}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toMatchObject({
      total_elements: 3,
      total_pages: 2,
      size: 2,
      number: 1,
    });
    const newestFirst = made.map((c) => c.id).reverse();
    expect(first.json().results.content.map((c: { id: number }) => c.id)).toEqual(
      newestFirst.slice(0, 2),
    );
    const second = await call('GET', `/company/page?page=2&size=2&search_key=${word}`);
    expect(second.json().results.content.map((c: { id: number }) => c.id)).toEqual(
      newestFirst.slice(2),
    );

    const byName = await call('GET', `/company/page?search_key=${word}&sort_field=name&sort=asc`);
    expect(byName.json().results.content.map((c: { name: string }) => c.name)).toEqual([
      'Alpha',
      `Bravo ${word}`,
      'Charlie',
    ]);
    const wildcard = await call('GET', `/company/page?search_key=${encodeURIComponent('%')}`);
    expect(wildcard.json().results.total_elements).toBe(0);
  });

  it('adds a company and its first company administrator, visible on its host at once', async () => {
    const domain = `new-${tag()}.example.test`;
    expect((await viewSettings(domain)).statusCode).toBe(404); // now cached as "no company"

    const response = await call('POST', '/company/add', {
      name: 'New Books',
      email: `owner@${domain}`,
      domain: domain.toUpperCase(),
      password_hash: clientHashOf('Secret123'),
      full_name: 'Owner Person',
      account_type: 'EMAIL',
      max_user: 10,
    });
    expect(response.statusCode).toBe(200);
    const { company, user, payment_setting } = response.json().results;
    expect(company).toMatchObject({ domain, account_type: 'EMAIL', max_user: 10, max_content: 1 });
    expect(user).toMatchObject({
      email: `owner@${domain}`,
      role_level: 2,
      full_name: 'Owner Person',
    });
    expect(payment_setting).toBeNull();

    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ companyId: company.id, roleLevel: RoleLevel.CompanyAdmin });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash!, clientHashOf('Secret123'))).toBe(true);
    const groups = await t.database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.companyId, company.id));
    expect(groups).toMatchObject([
      { name: '既定', nameEn: 'Default', isDefault: true, maxUser: 10 },
    ]);

    expect((await viewSettings(domain)).json().results.company_id).toBe(company.id);
  });

  it('refuses a domain already taken (414), whatever its case, writing nothing', async () => {
    const existing = await createCompany(t.database.db);
    const before = await countCompanies();
    const response = await call('POST', '/company/add', {
      name: 'Copy',
      email: 'copy@example.test',
      domain: existing.domain.toUpperCase(),
      password_hash: clientHashOf('Secret123'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().status).toBe(414);
    expect(await countCompanies()).toBe(before);

    const other = await createCompany(t.database.db);
    const update = await call('PUT', `/company/update/${other.id}`, { domain: existing.domain });
    expect(update.json().status).toBe(414);
  });

  it('refuses invalid domains and the admin host (415)', async () => {
    for (const domain of ['not a domain', 'localhost', 'bad_.example.test', ADMIN_HOST]) {
      const response = await call('POST', '/company/add', {
        name: 'Bad',
        email: 'bad@example.test',
        domain,
        password_hash: clientHashOf('Secret123'),
      });
      expect(response.json().status, domain).toBe(415);
    }
    const company = await createCompany(t.database.db);
    const update = await call('PUT', `/company/update/${company.id}`, { domain: 'x' });
    expect(update.json().status).toBe(415);
  });

  it('writes neither the company nor its administrator when the second insert fails', async () => {
    // A trigger makes the administrator's insert fail after the company's succeeded.
    await t.database.db.execute(sql`
      create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'refused by test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_user before insert on users for each row
      when (new.email = 'explode@fail.test') execute function refuse_user()`);
    const before = await countCompanies();
    const response = await call('POST', '/company/add', {
      name: 'Half',
      email: 'explode@fail.test',
      domain: `half-${tag()}.example.test`,
      password_hash: clientHashOf('Secret123'),
    });
    expect(response.statusCode).toBe(500);
    expect(await countCompanies()).toBe(before);
  });

  it('updates settings, seen by the company host at once, old domain no longer served', async () => {
    const company = await createCompany(t.database.db);
    expect((await viewSettings(company.domain)).json().results.title_page).toBeNull(); // cached

    const newDomain = `moved-${tag()}.example.test`;
    expect((await viewSettings(newDomain)).statusCode).toBe(404); // cached as "no company"
    const response = await call('PUT', `/company/update/${company.id}`, {
      domain: newDomain,
      title_page: 'Our library',
      account_type: 'USERNAME',
      show_link_register_user: true,
      view_page: 3,
      setting_login: 1,
      ip_addresses: ['10.0.0.0/24'],
      session_minutes: 90,
      session_overflow: 'REFUSE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject({
      domain: newDomain,
      ip_addresses: ['10.0.0.0/24'],
      session_minutes: 90,
      session_overflow: 'REFUSE',
    });

    expect((await viewSettings(company.domain)).statusCode).toBe(404);
    expect((await viewSettings(newDomain)).json().results).toMatchObject({
      title_page: 'Our library',
      account_type: 'USERNAME',
      show_link_register_user: true,
      view_page: 3,
      setting_login: 1,
    });
  });

  it('validates settings with 400 and the field', async () => {
    const company = await createCompany(t.database.db);
    for (const [field, value] of [
      ['max_user', 0],
      ['view_page', 4],
      ['setting_login', 2],
      ['ip_addresses', ['10.0.0.0/8']],
    ] as const) {
      const response = await call('PUT', `/company/update/${company.id}`, { [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().results.fields[0].field).toContain(field);
    }
  });

  it('keeps the Google client secret sealed and never answers it', async () => {
    const company = await createCompany(t.database.db);
    const secret = 'GOCSPX-very-secret-value';
    const response = await call('PUT', `/company/update/${company.id}`, {
      google_option: 'LOGIN',
      google_client_id: 'client-id.apps.googleusercontent.com',
      google_client_secret: secret,
    });
    expect(response.body).not.toContain(secret);
    expect(response.json().results).toMatchObject({ has_google_client_secret: true });
    expect(response.json().results).not.toHaveProperty('google_client_secret');

    const detail = await call('GET', `/company/detail/${company.id}`);
    expect(detail.body).not.toContain(secret);
    expect(detail.json().results.company.has_google_client_secret).toBe(true);
    expect((await viewSettings(company.domain)).body).not.toContain(secret);

    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.googleClientSecret).not.toContain(secret);
    expect(createSecretBox(t.config.appSecret).open(row!.googleClientSecret!, company.id)).toBe(
      secret,
    );

    const cleared = await call('PUT', `/company/update/${company.id}`, {
      google_client_secret: '',
    });
    expect(cleared.json().results.has_google_client_secret).toBe(false);
  });

  it('details a company with its first company administrator', async () => {
    const company = await createCompany(t.database.db);
    const owner = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const response = await call('GET', `/company/detail/${company.id}`);
    expect(response.json().results).toMatchObject({
      company: { id: company.id, domain: company.domain, has_google_client_secret: false },
      user: { id: owner.id, role_level: 2 },
      payment_setting: null,
    });
  });

  it('deletes a company with its rows and files, and nothing of another company', async () => {
    const doomed = await createCompany(t.database.db);
    const kept = await createCompany(t.database.db);
    const member = await createUser(t.database.db, doomed);
    await t.database.db.insert(userGroups).values({ companyId: doomed.id, name: 'Group' });
    await t.database.db
      .insert(contents)
      .values({ id: 'a'.repeat(24), companyId: doomed.id, title: 'Book' });
    await t.storage.put(`companies/${doomed.id}/contents/x/source.pdf`, Buffer.from('pdf'));
    await t.storage.put(`companies/${kept.id}/logo/keep.png`, Buffer.from('png'));

    const response = await call('DELETE', `/company/delete/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({
      id: doomed.id,
      domain: doomed.domain,
      files_removed: true,
    });

    const db = t.database.db;
    expect(await db.select().from(companies).where(eq(companies.id, doomed.id))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await db.select().from(userGroups).where(eq(userGroups.companyId, doomed.id))).toEqual(
      [],
    );
    expect(await db.select().from(contents).where(eq(contents.companyId, doomed.id))).toEqual([]);
    expect(await t.storage.stat(`companies/${doomed.id}/contents/x/source.pdf`)).toBeNull();
    expect(await t.storage.stat(`companies/${kept.id}/logo/keep.png`)).not.toBeNull();
    expect((await viewSettings(doomed.domain)).statusCode).toBe(404);
    expect((await viewSettings(kept.domain)).statusCode).toBe(200);
  });

  it('answers 703 (HTTP 404) for unknown company ids', async () => {
    for (const [method, url, payload] of [
      ['GET', '/company/detail/999999', undefined],
      ['PUT', '/company/update/999999', { name: 'x' }],
      ['DELETE', '/company/delete/999999', undefined],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toContain('999999');
      expect(response.json().status).toBe(ErrorCode.CompanyNotFound);
    }
  });

  it('documents the management calls in OpenAPI', async () => {
    const response = await t.app.inject({
      url: '/api/v1/openapi.json',
      headers: { host: ADMIN_HOST },
    });
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/company/page',
        '/api/v1/company/detail/{id}',
        '/api/v1/company/add',
        '/api/v1/company/update/{id}',
        '/api/v1/company/delete/{id}',
        '/api/v1/company/upload-logo',
        '/api/v1/company/public/logo',
      ]),
    );
  });

  describe('refuses everybody but system administrators on the admin host', () => {
    let company: CompanyRow;
    beforeAll(async () => {
      company = await createCompany(t.database.db);
    });

    async function pageAs(headers: Record<string, string>, host = ADMIN_HOST) {
      const response = await t.app.inject({
        url: '/api/v1/company/page',
        headers: { host, ...headers },
      });
      return { http: response.statusCode, status: response.json().status as number };
    }

    it('a company administrator or a user on their own host: 404 (admin routes only)', async () => {
      for (const roleLevel of [RoleLevel.CompanyAdmin, RoleLevel.User]) {
        const user = await createUser(t.database.db, company, { roleLevel });
        expect(await pageAs(await signIn(t.database.db, user), company.domain)).toEqual({
          http: 404,
          status: 404,
        });
      }
    });

    it('a company session on the admin host: refused as invalid there', async () => {
      const user = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
      const result = await pageAs(await signIn(t.database.db, user));
      expect(result.http).toBe(401);
    });

    it('an admin-host session without the system administrator role: 614', async () => {
      const user = await createUser(t.database.db, null, { roleLevel: RoleLevel.CompanyAdmin });
      expect(await pageAs(await signIn(t.database.db, user))).toMatchObject({ status: 614 });
    });

    it('no session: 600; a system administrator on a company host: 404', async () => {
      expect((await pageAs({})).status).toBe(600);
      expect(await pageAs(admin, company.domain)).toEqual({ http: 404, status: 404 });
    });
  });
});
