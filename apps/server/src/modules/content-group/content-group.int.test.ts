import { ErrorCode, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';

describe('content groups: company administrators’ calls', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let adminToken: string;
  let otherAdminToken: string;
  let readerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    const otherAdmin = await createUser(t.database.db, other, {
      roleLevel: RoleLevel.CompanyAdmin,
    });
    adminToken = (await signIn(t.database.db, admin))['x-access-token'];
    otherAdminToken = (await signIn(t.database.db, otherAdmin))['x-access-token'];
    readerToken = (await signIn(t.database.db, await createUser(t.database.db, company)))[
      'x-access-token'
    ];
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; host?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/content-group${url}`,
      headers: {
        host: options.host ?? company.domain,
        ...(options.token ? { 'x-access-token': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  it('adds a group with every field of product.md §3 and reads it back', async () => {
    const added = await call('POST', '/add', {
      token: adminToken,
      body: {
        name: 'Novels',
        num_row: 2,
        item_size: 12,
        is_wrap_line: true,
        printable: false,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        ref_code: 'NOV-1',
      },
    });
    expect(added.statusCode).toBe(200);
    const group = added.json().results;
    expect(group).toMatchObject({
      name: 'Novels',
      type: 'NORMAL',
      is_default: false,
      num_row: 2,
      item_size: 12,
      is_wrap_line: true,
      printable: false,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      ref_code: 'NOV-1',
      content_count: 0,
    });
    const detail = await call('GET', `/detail/${group.id}`, { token: adminToken });
    expect(detail.json().results).toEqual(group);
  });

  it('refuses dates that are not yyyy-MM-dd (865) and an end before the start (826)', async () => {
    const badFormat = await call('POST', '/add', {
      token: adminToken,
      body: { name: 'Bad', start_date: '01/02/2026' },
    });
    expect(badFormat.json().status).toBe(ErrorCode.WrongIsoDateFormat);
    const reversed = await call('POST', '/add', {
      token: adminToken,
      body: { name: 'Bad', start_date: '2026-05-02', end_date: '2026-05-01' },
    });
    expect(reversed.json().status).toBe(ErrorCode.ContentGroupEndBeforeStart);
    // On update the other date is the stored one.
    const group = await createContentGroup(t.database.db, company, {
      startDate: new Date('2026-05-10T00:00:00Z'),
    });
    const update = await call('PUT', `/update/${group.id}`, {
      token: adminToken,
      body: { end_date: '2026-05-09' },
    });
    expect(update.json().status).toBe(ErrorCode.ContentGroupEndBeforeStart);
  });

  it('updates only the fields given and clears a date with null', async () => {
    const group = await createContentGroup(t.database.db, company, {
      name: 'Before',
      endDate: new Date('2027-01-01T00:00:00Z'),
      itemSize: 5,
    });
    const updated = await call('PUT', `/update/${group.id}`, {
      token: adminToken,
      body: { name: 'After', end_date: null },
    });
    expect(updated.json().results).toMatchObject({ name: 'After', end_date: null, item_size: 5 });
  });

  it('lists default groups last, the default normal one before the default favourite one', async () => {
    const fresh = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, fresh, { roleLevel: RoleLevel.CompanyAdmin });
    const token = (await signIn(t.database.db, admin))['x-access-token'];
    const db = t.database.db;
    await createContentGroup(db, fresh, {
      name: 'fav',
      type: 'FAVORITE',
      isDefault: true,
      ordinal: 0,
    });
    await createContentGroup(db, fresh, { name: 'def', isDefault: true, ordinal: 1 });
    await createContentGroup(db, fresh, { name: 'b', ordinal: 3 });
    await createContentGroup(db, fresh, { name: 'a', ordinal: 2 });
    const page = await call('GET', '/page?page=1&size=10', { token, host: fresh.domain });
    expect(page.json().results.content.map((g: { name: string }) => g.name)).toEqual([
      'a',
      'b',
      'def',
      'fav',
    ]);
    expect(page.json().results.total_elements).toBe(4);
    const all = await call('GET', '/all', { token, host: fresh.domain });
    expect(all.json().results.map((g: { name: string }) => g.name)).toEqual([
      'a',
      'b',
      'def',
      'fav',
    ]);
    const searched = await call('GET', '/page?search_key=de', { token, host: fresh.domain });
    expect(searched.json().results.content.map((g: { name: string }) => g.name)).toEqual(['def']);
  });

  it('counts the contents of a group', async () => {
    const group = await createContentGroup(t.database.db, company);
    await createContent(t.database.db, company, [group]);
    await createContent(t.database.db, company, [group], { encodingStatus: 1 });
    const detail = await call('GET', `/detail/${group.id}`, { token: adminToken });
    expect(detail.json().results.content_count).toBe(2);
  });

  it('deletes a group but never a default one (771)', async () => {
    const group = await createContentGroup(t.database.db, company);
    const book = await createContent(t.database.db, company, [group]);
    expect((await call('DELETE', `/delete/${group.id}`, { token: adminToken })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/detail/${group.id}`, { token: adminToken })).json().status).toBe(
      ErrorCode.ContentGroupNotFound,
    );
    expect(book.id).toBeTruthy();
    const fixed = await createContentGroup(t.database.db, company, { isDefault: true });
    const refused = await call('DELETE', `/delete/${fixed.id}`, { token: adminToken });
    expect(refused.json().status).toBe(ErrorCode.DefaultContentGroupNotDeletable);
  });

  it('sets a ref code, and refuses a blank one with 844', async () => {
    const group = await createContentGroup(t.database.db, company);
    const blank = await call('PUT', '/update-ref-code', {
      token: adminToken,
      body: { id: group.id, ref_code: '  ' },
    });
    expect(blank.json().status).toBe(ErrorCode.RefCodeRequired);
    const set = await call('PUT', '/update-ref-code', {
      token: adminToken,
      body: { id: group.id, ref_code: 'R-42' },
    });
    expect(set.json().results.ref_code).toBe('R-42');
  });

  it('reset-content-group brings back both default groups with default display settings', async () => {
    const fresh = await createCompany(t.database.db);
    const admin = await createUser(t.database.db, fresh, { roleLevel: RoleLevel.CompanyAdmin });
    const token = (await signIn(t.database.db, admin))['x-access-token'];
    const favourite = await createContentGroup(t.database.db, fresh, {
      type: 'FAVORITE',
      isDefault: true,
      itemSize: 30,
    });
    const reset = await call('POST', '/reset-content-group', { token, host: fresh.domain });
    const groups = reset.json().results as Array<{
      id: number;
      type: string;
      is_default: boolean;
      item_size: number;
    }>;
    expect(groups.map((g) => [g.type, g.is_default])).toEqual([
      ['NORMAL', true],
      ['FAVORITE', true],
    ]);
    expect(groups[1]).toMatchObject({ id: favourite.id, item_size: 10 });
    const again = await call('POST', '/reset-content-group', { token, host: fresh.domain });
    expect(again.json().results).toHaveLength(2);
  });

  it("answers 715 for another company's group and keeps its administrators out", async () => {
    const foreign = await createContentGroup(t.database.db, other);
    for (const [method, url] of [
      ['GET', `/detail/${foreign.id}`],
      ['PUT', `/update/${foreign.id}`],
      ['DELETE', `/delete/${foreign.id}`],
    ] as const) {
      const answer = await call(method, url, {
        token: adminToken,
        ...(method === 'PUT' ? { body: { name: 'x' } } : {}),
      });
      expect(answer.json().status, `${method} ${url}`).toBe(ErrorCode.ContentGroupNotFound);
    }
    // A session of another company is not valid on this host at all.
    const crossHost = await call('GET', '/page', { token: otherAdminToken });
    expect(crossHost.statusCode).not.toBe(200);
  });

  it('is for company administrators only', async () => {
    expect((await call('GET', '/page', { token: readerToken })).json().status).toBe(
      ErrorCode.NoPermission,
    );
    expect((await call('GET', '/all')).json().status).toBe(ErrorCode.AccessTokenMissing);
    expect(
      (await call('POST', '/add', { token: readerToken, body: { name: 'x' } })).json().status,
    ).toBe(ErrorCode.NoPermission);
  });
});
