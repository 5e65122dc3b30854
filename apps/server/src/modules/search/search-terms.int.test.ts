import { ErrorCode, RoleLevel, type SearchTerm } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import { createSearchBox, searchClient } from './search-test-helpers.js';

describe('search terms (is_new_search, search-term/page)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function companyWithAdmin() {
    const db = t.database.db;
    const company = await createCompany(db);
    await createContent(db, company, [await createContentGroup(db, company)], {
      title: 'Kokoro',
    });
    const admin = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const reader = await createUser(db, company);
    return {
      company,
      adminToken: (await signIn(db, admin))['x-access-token'],
      readerToken: (await signIn(db, reader))['x-access-token'],
      call: searchClient(t, company.domain),
    };
  }

  const termsOf = (results: { content: SearchTerm[] }) =>
    results.content.map((term) => [term.term, term.count]);

  it('counts the typed words of new searches only, normalized, for the admin to list', async () => {
    const { company, adminToken, readerToken, call } = await companyWithAdmin();
    const choice = await createSearchBox(t.database.db, company, {
      type: 4,
      searchFields: ['param1'],
      matchValues: ['小説'],
    });
    const typed = [
      { search_fields: ['title'], type: 1, value: 'ＫＯＫＯＲＯ   Soseki' },
      { search_fields: ['author'], type: 2, value: '夏目漱石' },
      { search_box_id: choice.id, value: '小説' },
    ];
    await call('POST', '/content/public/search?is_new_search=true', { body: typed });
    await call('POST', '/content/search?is_new_search=1', { body: typed, token: readerToken });
    // Paging through the same search is not a new search.
    await call('POST', '/content/public/search?page=2', { body: typed });
    await call('POST', '/content/public/search?is_new_search=false', { body: typed });
    // A refused search is not counted.
    await call('POST', '/content/public/search?is_new_search=true', {
      body: [{ search_fields: ['nope'], type: 1, value: 'lost' }],
    });

    const page = await call('GET', '/search-term/page', { token: adminToken });
    expect(page.json().status).toBe(200);
    expect(termsOf(page.json().results)).toEqual([
      ['kokoro soseki', 2],
      ['夏目漱石', 2],
    ]);
    const last = page.json().results.content[0].last_searched_at as string;
    expect(Date.parse(last)).toBeGreaterThan(Date.now() - 60_000);

    const filtered = await call('GET', '/search-term/page?search_key=SOSEKI&sort_field=term', {
      token: adminToken,
    });
    expect(termsOf(filtered.json().results)).toEqual([['kokoro soseki', 2]]);
  });

  it('is for the company’s administrators only, and shows only their company’s terms', async () => {
    const mine = await companyWithAdmin();
    const other = await companyWithAdmin();
    await other.call('POST', '/content/public/search?is_new_search=true', {
      body: [{ search_fields: ['title'], type: 1, value: 'theirs' }],
    });
    const page = await mine.call('GET', '/search-term/page', { token: mine.adminToken });
    expect(page.json().results).toMatchObject({ content: [], total_elements: 0 });
    const reader = await mine.call('GET', '/search-term/page', { token: mine.readerToken });
    expect(reader.json().status).toBe(ErrorCode.NoPermission);
    expect((await mine.call('GET', '/search-term/page')).statusCode).toBe(401);
    // Another company's administrator on this host is no one here.
    const elsewhere = await mine.call('GET', '/search-term/page', { token: other.adminToken });
    expect(elsewhere.json().status).not.toBe(200);
  });
});
