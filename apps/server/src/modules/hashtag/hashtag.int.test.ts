import { ErrorCode, RoleLevel, publicSearchSettingsSchema } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import { contents } from '../content/content.tables.js';

describe('hashtags: administrators’ calls, the public list and hash_tag_ids on contents', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let adminToken: string;
  let otherAdminToken: string;
  let readerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.database.db, { maxContent: 100 });
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

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (
    method: Method,
    url: string,
    options: { token?: string; body?: unknown; host?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        host: options.host ?? company.domain,
        ...(options.token ? { 'x-access-token': options.token } : {}),
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  const admin = (method: Method, url: string, body?: unknown) =>
    call(method, url, { token: adminToken, body });
  const otherAdmin = (method: Method, url: string, body?: unknown) =>
    call(method, url, { token: otherAdminToken, body, host: other.domain });
  const addTag = async (name: string, as = admin) => {
    const response = await as('POST', '/hash-tag/add', { name });
    expect(response.json().status).toBe(200);
    return response.json().results as { id: number; name: string; content_count: number };
  };

  it('adds, lists with content counts, renames and deletes hashtags (866 for a taken name)', async () => {
    const novel = await addTag('小説');
    const sf = await addTag('SF');
    expect(novel).toMatchObject({ name: '小説', content_count: 0 });
    expect((await admin('POST', '/hash-tag/add', { name: '小説' })).json().status).toBe(
      ErrorCode.HashtagDuplicate,
    );
    expect((await admin('POST', '/hash-tag/add', { name: '  ' })).statusCode).toBe(400);
    // Another company may use the same name.
    await addTag('小説', otherAdmin);

    const book = await createContent(t.database.db, company);
    const tagged = await admin('PUT', `/content/update/${book.id}`, {
      hash_tag_ids: [novel.id, sf.id],
    });
    expect(tagged.json().results.hash_tag_ids).toEqual([novel.id, sf.id]);
    const all = (await admin('GET', '/hash-tag/get-all-hashtag')).json().results;
    expect(all).toEqual([
      { id: novel.id, name: '小説', name_en: null, ordinal: 0, content_count: 1 },
      { id: sf.id, name: 'SF', name_en: null, ordinal: 1, content_count: 1 },
    ]);

    const renamed = await admin('PUT', `/hash-tag/update/${sf.id}`, { name: 'ＳＦ小説' });
    expect(renamed.json().results).toMatchObject({ name: 'ＳＦ小説', content_count: 1 });
    expect((await admin('PUT', `/hash-tag/update/${sf.id}`, { name: '小説' })).json().status).toBe(
      ErrorCode.HashtagDuplicate,
    );
    expect((await admin('DELETE', `/hash-tag/delete/${sf.id}`)).json().status).toBe(200);
    const detail = await admin('GET', `/content/detail/${book.id}`);
    expect(detail.json().results.hash_tag_ids).toEqual([novel.id]);
    expect((await admin('DELETE', `/hash-tag/delete/${sf.id}`)).json().status).toBe(
      ErrorCode.HashtagNotFound,
    );
  });

  it('sets the search box’s hashtags in order and the multiple selection; public settings follow', async () => {
    const a = await addTag('a-tag');
    const b = await addTag('b-tag');
    const set = await admin('PUT', '/hash-tag/update-search-box-hash-tag', {
      hash_tag_ids: [b.id, a.id],
    });
    expect(set.json().results).toEqual({ hash_tag_ids: [b.id, a.id], multiple_select: false });
    expect(
      (
        await admin('PUT', '/hash-tag/update-search-box-hash-tag', { hash_tag_ids: [a.id, a.id] })
      ).json().status,
    ).toBe(ErrorCode.HashtagSettingDuplicate);
    const multiple = await admin('PUT', '/hash-tag/multiple-select-hash-tag', {
      multiple_select: true,
    });
    expect(multiple.json().results).toEqual({ hash_tag_ids: [b.id, a.id], multiple_select: true });
    expect((await admin('GET', '/hash-tag/get-search-box')).json().results.multiple_select).toBe(
      true,
    );
    const settings = publicSearchSettingsSchema.parse(
      (await call('GET', '/search-setting/public')).json().results,
    );
    expect(settings.hashtags.search_box.map((tag) => tag.id)).toEqual([b.id, a.id]);
    expect(settings.hashtags.multiple_select).toBe(true);
    // Deleting a hashtag takes it out of the search box.
    await admin('DELETE', `/hash-tag/delete/${b.id}`);
    expect((await admin('GET', '/hash-tag/get-search-box')).json().results.hash_tag_ids).toEqual([
      a.id,
    ]);
  });

  it('stores the hashtag lists: 867 a name twice, 868 a hashtag in two lists, 740 unknown', async () => {
    const x = await addTag('x-tag');
    const y = await addTag('y-tag');
    const empty = (await admin('GET', '/hash-tag-setting/get-hash-tag-setting')).json().results;
    expect(empty).toEqual({ title: null, lists: [] });
    const saved = await admin('PUT', '/hash-tag-setting/update', {
      title: 'ジャンル',
      lists: [
        { name: 'Fiction', hash_tag_ids: [x.id] },
        { name: 'Other', hash_tag_ids: [y.id] },
      ],
    });
    expect(saved.json().results.lists).toHaveLength(2);
    expect((await admin('GET', '/hash-tag-setting/get-hash-tag-setting')).json().results).toEqual(
      saved.json().results,
    );
    const sameName = await admin('PUT', '/hash-tag-setting/update', {
      title: null,
      lists: [
        { name: 'Fiction', hash_tag_ids: [x.id] },
        { name: 'fiction', hash_tag_ids: [y.id] },
      ],
    });
    expect(sameName.json().status).toBe(ErrorCode.HashtagListNameDuplicate);
    const twice = await admin('PUT', '/hash-tag-setting/update', {
      title: null,
      lists: [
        { name: 'A', hash_tag_ids: [x.id] },
        { name: 'B', hash_tag_ids: [x.id, y.id] },
      ],
    });
    expect(twice.json().status).toBe(ErrorCode.HashtagSettingDuplicate);
    const foreign = await addTag('theirs', otherAdmin);
    const unknown = await admin('PUT', '/hash-tag-setting/update', {
      title: null,
      lists: [{ name: 'A', hash_tag_ids: [foreign.id] }],
    });
    expect(unknown.json().status).toBe(ErrorCode.HashtagNotFound);
    // A deleted hashtag leaves the lists.
    await admin('DELETE', `/hash-tag/delete/${y.id}`);
    const after = (await admin('GET', '/hash-tag-setting/get-hash-tag-setting')).json().results;
    expect(after.lists[1]).toEqual({ name: 'Other', name_en: null, hash_tag_ids: [] });
  });

  it('answers the public list to visitors of the company only', async () => {
    const tag = await addTag('public-tag');
    const list = await call('GET', `/hash-tag/public/get-all-hashtag?companyId=${company.id}`);
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((row: { name: string }) => row.name);
    expect(names).toContain('public-tag');
    expect(names).not.toContain('theirs');
    expect(list.json().results[0]).not.toHaveProperty('content_count');
    const wrong = await call('GET', `/hash-tag/public/get-all-hashtag?companyId=${other.id}`);
    expect(wrong.json().status).toBe(ErrorCode.NotFound);
    expect((await call('GET', '/hash-tag/public/get-all-hashtag')).json().results).toContainEqual(
      expect.objectContaining({ id: tag.id, name: 'public-tag' }),
    );
  });

  it('carries hash_tag_ids on contents: add, update (absent keeps them), lists and detail', async () => {
    const tag = await addTag('content-tag');
    const foreign = await addTag('foreign-tag', otherAdmin);
    const group = await createContentGroup(t.database.db, company);
    const added = await admin('POST', '/content/add', {
      title: 'Tagged book',
      view: 2,
      content_group_ids: [group.id],
      hash_tag_ids: [tag.id],
    });
    expect(added.json()).toMatchObject({ status: 200, results: { hash_tag_ids: [tag.id] } });
    const id = added.json().results.id;
    const untagged = await admin('POST', '/content/add', { title: 'Plain book' });
    expect(untagged.json().results.hash_tag_ids).toEqual([]);
    const refused = await admin('PUT', `/content/update/${id}`, { hash_tag_ids: [foreign.id] });
    expect(refused.json().status).toBe(ErrorCode.HashtagNotFound);
    const renamed = await admin('PUT', `/content/update/${id}`, { title: 'Renamed' });
    expect(renamed.json().results.hash_tag_ids).toEqual([tag.id]);
    const page = (await admin('GET', '/content/page?search_key=Renamed')).json().results;
    expect(page.content[0].hash_tag_ids).toEqual([tag.id]);
    // Readers' lists and detail carry them too (processed content only).
    // The test stands in for processing.
    await t.database.db.update(contents).set({ encodingStatus: 3 }).where(eq(contents.id, id));
    const shelf = await call('GET', `/content/public/page?content_group_id=${group.id}&size=10`);
    expect(shelf.json().results.content[0].hash_tag_ids).toEqual([tag.id]);
    const detail = await call('GET', `/content/public/detail?id=${id}`);
    expect(detail.json().results.hash_tag_ids).toEqual([tag.id]);
    const cleared = await admin('PUT', `/content/update/${id}`, { hash_tag_ids: [] });
    expect(cleared.json().results.hash_tag_ids).toEqual([]);
  });

  describe('who may call', () => {
    const adminCalls: [Method, string, unknown?][] = [
      ['GET', '/hash-tag/get-all-hashtag'],
      ['POST', '/hash-tag/add', { name: 'x' }],
      ['PUT', '/hash-tag/update/1', { name: 'x' }],
      ['DELETE', '/hash-tag/delete/1'],
      ['GET', '/hash-tag/get-search-box'],
      ['PUT', '/hash-tag/update-search-box-hash-tag', { hash_tag_ids: [] }],
      ['PUT', '/hash-tag/multiple-select-hash-tag', { multiple_select: true }],
      ['GET', '/hash-tag-setting/get-hash-tag-setting'],
      ['PUT', '/hash-tag-setting/update', { title: null, lists: [] }],
    ];

    it('refuses readers (614) and visitors', async () => {
      for (const [method, url, body] of adminCalls) {
        const asReader = await call(method, url, { token: readerToken, body });
        expect(asReader.json().status, `${method} ${url}`).toBe(ErrorCode.NoPermission);
        expect((await call(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers another company’s hashtag with 740', async () => {
      const theirs = await addTag('only-theirs', otherAdmin);
      expect(
        (await admin('PUT', `/hash-tag/update/${theirs.id}`, { name: 'mine' })).json().status,
      ).toBe(ErrorCode.HashtagNotFound);
      expect((await admin('DELETE', `/hash-tag/delete/${theirs.id}`)).json().status).toBe(
        ErrorCode.HashtagNotFound,
      );
      expect(
        (
          await admin('PUT', '/hash-tag/update-search-box-hash-tag', {
            hash_tag_ids: [theirs.id],
          })
        ).json().status,
      ).toBe(ErrorCode.HashtagNotFound);
      const mine = (await admin('GET', '/hash-tag/get-all-hashtag')).json().results;
      expect(mine.map((row: { id: number }) => row.id)).not.toContain(theirs.id);
    });
  });
});
