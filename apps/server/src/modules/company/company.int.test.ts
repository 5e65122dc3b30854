import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from './company.tables.js';

describe('public company settings', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, {
      accountType: 'EMAIL',
      showLinkRegisterUser: true,
    });
    other = await createCompany(t.database.db);
  });
  afterAll(() => t.close());

  it('answers the settings of the company served at the host', async () => {
    const response = await t.app.inject({
      url: `/api/v1/company/public/view-settings?domain=${company.domain}`,
      headers: { host: `${company.domain}:3000` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.results).toMatchObject({
      company_id: company.id,
      company_name: company.name,
      domain: company.domain,
      account_type: 'EMAIL',
      show_link_register_user: true,
      view_settings: {},
    });
  });

  it('answers at once what the route answers, and leaves anything unusual to the route', async () => {
    const get = (query: string, host = company.domain) =>
      t.app.inject({ url: `/api/v1/company/public/view-settings${query}`, headers: { host } });
    const plain = await get('');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    // Answered before validation: the site's own domain in any letter case, as the route takes it.
    expect((await get(`?domain=${company.domain.toUpperCase()}`)).body).toBe(plain.body);
    // Left to the route: its validator trims, and refuses an empty or repeated domain.
    expect((await get(`?domain=%20${company.domain}%20`)).body).toBe(plain.body);
    expect((await get('?domain=')).statusCode).toBe(400);
    expect((await get(`?domain=${company.domain}&domain=${company.domain}`)).statusCode).toBe(400);
    // The admin site serves no company settings.
    expect((await get('', 'admin.localhost')).statusCode).toBe(404);
  });

  it('get-detail answers the same settings without the layout', async () => {
    const response = await t.app.inject({
      url: '/api/v1/company/public/get-detail',
      headers: { host: company.domain },
    });
    expect(response.json().results.domain).toBe(company.domain);
    expect(response.json().results).not.toHaveProperty('view_settings');
  });

  it('refuses a domain parameter naming another company', async () => {
    const response = await t.app.inject({
      url: `/api/v1/company/public/view-settings?domain=${other.domain}`,
      headers: { host: company.domain },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, results: null });
  });

  it('answers a clear error for an unknown host', async () => {
    const response = await t.app.inject({
      url: '/api/v1/company/public/view-settings?domain=nowhere.test',
      headers: { host: 'nowhere.test' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain("No company is served at host 'nowhere.test'");
  });

  it('sees a new company at once and a changed one after the cache expires', async () => {
    const fresh = await createCompany(t.database.db);
    const response = await t.app.inject({
      url: '/api/v1/company/public/view-settings',
      headers: { host: fresh.domain },
    });
    expect(response.json().results.company_id).toBe(fresh.id);
  });
});
