import { ErrorCode, RoleLevel } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
  dayFromToday,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ContentRow } from '../content/content.tables.js';
import {
  createSearchBox,
  createSearchTab,
  createSortField,
  idsOfPage,
  searchClient,
} from './search-test-helpers.js';

describe('field search (content/search, content/public/search)', () => {
  let t: TestApp;
  let company: CompanyRow;
  let other: CompanyRow;
  let shelf: ContentGroupRow;
  let shorts: ContentGroupRow;
  let expired: ContentGroupRow;
  let otherGroup: ContentGroupRow;
  let adminToken: string;
  let readerToken: string;
  const books: Record<'a' | 'b' | 'c' | 'd' | 'draft' | 'old' | 'theirs', ContentRow> = {} as never;
  let call: ReturnType<typeof searchClient>;

  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  /** The ids of `names`, sorted, to compare with a result regardless of its order. */
  const idsOf = (...names: (keyof typeof books)[]) => names.map((name) => books[name].id).sort();
  const search = async (body: unknown, query = '', token?: string) =>
    call('POST', `/content/${token ? '' : 'public/'}search${query}`, { body, token });
  const found = async (body: unknown, query = '', token?: string) =>
    idsOfPage(await search(body, query, token)).sort();
  const statusOf = async (body: unknown, query = '') => (await search(body, query)).json().status;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    company = await createCompany(db);
    other = await createCompany(db);
    call = searchClient(t, company.domain);
    shelf = await createContentGroup(db, company, { name: 'shelf' });
    shorts = await createContentGroup(db, company, { name: 'shorts' });
    expired = await createContentGroup(db, company, { name: 'over', endDate: dayFromToday(-2) });
    otherGroup = await createContentGroup(db, other);
    books.a = await createContent(db, company, [shelf], {
      title: 'Kokoro こころ',
      author: '夏目漱石',
      keywords: 'classic 100%',
      param1: '小説',
      param2: '1914/04/20',
      createdAt: day(1),
    });
    books.b = await createContent(db, company, [shelf], {
      title: 'Botchan 坊っちゃん',
      author: '夏目漱石',
      param1: '小説',
      param2: '1906.03.01',
      createdAt: day(2),
    });
    books.c = await createContent(db, company, [shelf, shorts], {
      title: 'Rashomon 羅生門',
      author: '芥川龍之介',
      keywords: 'classic',
      param1: '短編',
      param2: '1915-11-01',
      createdAt: day(3),
    });
    books.d = await createContent(db, company, [shelf], {
      title: 'Guide',
      author: 'Someone',
      keywords: '100 percent',
      param1: '実用',
      param2: 'unknown',
      createdAt: day(4),
    });
    books.draft = await createContent(db, company, [shelf], {
      title: 'Kokoro draft',
      encodingStatus: 1,
    });
    books.old = await createContent(db, company, [expired], { title: 'Kokoro expired' });
    books.theirs = await createContent(db, other, [otherGroup], { title: 'Kokoro theirs' });
    const admin = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
    adminToken = (await signIn(db, admin))['x-access-token'];
    readerToken = (await signIn(db, await createUser(db, company)))['x-access-token'];
  });
  afterAll(() => t.close());

  it('finds words in any of the fields, full width folded, within what the viewer may see', async () => {
    const body = [{ search_fields: ['title', 'author'], type: 1, value: 'ｋｏｋｏｒｏ' }];
    expect(await found(body)).toEqual(idsOf('a'));
    expect(await found(body, '', readerToken)).toEqual(idsOf('a'));
    // Administrators see every book of their company, processed or not, in any group.
    expect(await found(body, '', adminToken)).toEqual(idsOf('a', 'draft', 'old'));
  });

  it('needs every word without a box, and matches % and _ literally', async () => {
    expect(
      await found([{ search_fields: ['title', 'author'], type: 1, value: '夏目  坊' }]),
    ).toEqual(idsOf('b'));
    expect(await found([{ search_fields: ['keywords'], type: 1, value: '100%' }])).toEqual(
      idsOf('a'),
    );
    expect(await found([{ search_fields: ['title'], type: 1, value: '_' }])).toEqual([]);
  });

  it('uses a box’s fields and operation', async () => {
    const db = t.database.db;
    const either = await createSearchBox(db, company, {
      type: 1,
      searchFields: ['title', 'author'],
      operation: 'OR',
    });
    expect(await found([{ search_box_id: either.id, value: '羅生門 坊っちゃん' }])).toEqual(
      idsOf('b', 'c'),
    );
    // A box's own settings win over what the condition carries.
    expect(
      await found([{ search_box_id: either.id, search_fields: ['param1'], value: 'Guide' }]),
    ).toEqual(idsOf('d'));
  });

  it('matches a whole value exactly', async () => {
    expect(await found([{ search_fields: ['author'], type: 2, value: ' 夏目漱石 ' }])).toEqual(
      idsOf('a', 'b'),
    );
    expect(await found([{ search_fields: ['author'], type: 2, value: '夏目' }])).toEqual([]);
  });

  it('matches single and multi choices against the box’s values (418 otherwise)', async () => {
    const db = t.database.db;
    const single = await createSearchBox(db, company, {
      type: 4,
      searchFields: ['param1'],
      matchValues: ['小説', '短編'],
    });
    const multi = await createSearchBox(db, company, {
      type: 5,
      searchFields: ['param1'],
      operation: 'OR',
      matchValues: ['小説', '短編', '実用'],
    });
    const both = await createSearchBox(db, company, {
      type: 5,
      searchFields: ['param1', 'author'],
      operation: 'AND',
      matchValues: ['小説', '夏目漱石', '芥川龍之介'],
    });
    expect(await found([{ search_box_id: both.id, values: ['小説', '夏目漱石'] }])).toEqual(
      idsOf('a', 'b'),
    );
    expect(await found([{ search_box_id: both.id, values: ['小説', '芥川龍之介'] }])).toEqual([]);
    expect(await found([{ search_box_id: single.id, value: '短編' }])).toEqual(idsOf('c'));
    expect(await statusOf([{ search_box_id: single.id, value: '実用' }])).toBe(
      ErrorCode.InvalidMatchValue,
    );
    expect(await statusOf([{ search_box_id: single.id, values: ['小説', '短編'] }])).toBe(
      ErrorCode.InvalidMatchValue,
    );
    expect(await found([{ search_box_id: multi.id, values: ['小説', '短編'] }])).toEqual(
      idsOf('a', 'b', 'c'),
    );
    expect(await statusOf([{ search_box_id: multi.id, values: ['小説', 'poetry'] }])).toBe(
      ErrorCode.InvalidMatchValue,
    );
    // Without a box, any value may be asked for.
    expect(await found([{ search_fields: ['param1'], type: 5, values: ['実用'] }])).toEqual(
      idsOf('d'),
    );
  });

  it('finds dates, months and years in a range, whatever the separator', async () => {
    const field = { search_fields: ['param2'] };
    expect(await found([{ ...field, type: 3, from: '1910-01-01', to: '1915-12-31' }])).toEqual(
      idsOf('a', 'c'),
    );
    expect(await found([{ ...field, type: 3, to: '1914/04/20' }])).toEqual(idsOf('a', 'b'));
    expect(await found([{ ...field, type: 6, from: '1914-04', to: '1914.04' }])).toEqual(
      idsOf('a'),
    );
    expect(await found([{ ...field, type: 7, from: '1906', to: '1906' }])).toEqual(idsOf('b'));
    expect(await statusOf([{ ...field, type: 3, from: '1914-4-1' }])).toBe(
      ErrorCode.WrongIsoDateFormat,
    );
    expect(await statusOf([{ ...field, type: 7, from: '19' }])).toBe(ErrorCode.BadParameters);
    expect(await statusOf([{ ...field, type: 7, from: '1920', to: '1910' }])).toBe(
      ErrorCode.FromDateAfterToDate,
    );
  });

  it('combines conditions with AND and ignores empty ones', async () => {
    expect(
      await found([
        { search_fields: ['author'], type: 2, value: '夏目漱石' },
        { search_fields: ['title'], type: 1, value: 'botchan' },
        { search_fields: ['title'], type: 1, value: '  ' },
        { search_fields: ['param2'], type: 3 },
      ]),
    ).toEqual(idsOf('b'));
  });

  it('answers 419 for an unknown or missing field and 400 for a malformed condition', async () => {
    expect(await statusOf([{ search_fields: ['password'], type: 1, value: 'x' }])).toBe(
      ErrorCode.InvalidSearchField,
    );
    expect(await statusOf([{ type: 1, value: 'x' }])).toBe(ErrorCode.InvalidSearchField);
    expect(await statusOf([{ search_fields: ['title'], value: 'x' }])).toBe(
      ErrorCode.BadParameters,
    );
    const malformed = await search([{ search_fields: ['title'], type: 9 }]);
    expect(malformed.statusCode).toBe(400);
    expect((await search([{ search_box_id: 2 ** 40 }])).statusCode).toBe(400);
    expect((await search({ not: 'a list' })).statusCode).toBe(400);
  });

  it('answers 706 for another company’s box and refuses a full-text box', async () => {
    const db = t.database.db;
    const theirs = await createSearchBox(db, other, { type: 1, searchFields: ['title'] });
    expect(await statusOf([{ search_box_id: theirs.id, value: 'Kokoro' }])).toBe(
      ErrorCode.SearchBoxNotFound,
    );
    const fullText = await createSearchBox(db, company, {
      type: 1,
      searchFields: [],
      isFullText: true,
    });
    expect(await statusOf([{ search_box_id: fullText.id, value: 'Kokoro' }])).toBe(
      ErrorCode.BadParameters,
    );
  });

  it('limits to a group the viewer may see (715 for another company’s, 828 expired)', async () => {
    expect(await found([], `?content_group_id=${shorts.id}`)).toEqual(idsOf('c'));
    expect(await found([], `?contentGroupId=${shorts.id}`)).toEqual(idsOf('c'));
    expect(await statusOf([], `?content_group_id=${otherGroup.id}`)).toBe(
      ErrorCode.ContentGroupNotFound,
    );
    expect(await statusOf([], `?content_group_id=${expired.id}`)).toBe(
      ErrorCode.ContentGroupExpired,
    );
    expect(await found([], `?content_group_id=${expired.id}`, adminToken)).toEqual(idsOf('old'));
  });

  it('adds a tab’s preset conditions and group (709 for another company’s tab)', async () => {
    const db = t.database.db;
    const novels = await createSearchTab(db, company, {
      conditions: [{ search_fields: ['param1'], type: 4, value: '小説' }],
    });
    const inShorts = await createSearchTab(db, company, { contentGroupId: shorts.id });
    const theirs = await createSearchTab(db, other);
    expect(await found([], `?tab_id=${novels.id}`)).toEqual(idsOf('a', 'b'));
    expect(
      await found([{ search_fields: ['title'], type: 1, value: 'kokoro' }], `?tab_id=${novels.id}`),
    ).toEqual(idsOf('a'));
    expect(await found([], `?tab_id=${inShorts.id}`)).toEqual(idsOf('c'));
    expect(await statusOf([], `?tab_id=${theirs.id}`)).toBe(ErrorCode.TabNotFound);
  });

  it('sorts by the field asked for, else by the company’s default sort field', async () => {
    const { a, b, c, d } = books;
    const inShelf = `?content_group_id=${shelf.id}`;
    const ordered = async (query: string) => idsOfPage(await search([], query));
    // No sort fields set: newest first.
    expect(await ordered(inShelf)).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ordered(`${inShelf}&sort_by=1&sort=asc`)).toEqual([b.id, d.id, a.id, c.id]);
    expect(await ordered(`${inShelf}&sort_by=12&sort=asc`)).toEqual([a.id, b.id, c.id, d.id]);
    const page = await search([], `${inShelf}&sort_by=1&sort=asc&page=2&size=3`);
    expect(idsOfPage(page)).toEqual([c.id]);
    expect(page.json().results).toMatchObject({
      total_elements: 4,
      total_pages: 2,
      number: 2,
      total_is_lower_bound: false,
    });
    const past = await search([], `${inShelf}&page=3&size=3`);
    expect(past.json().results).toMatchObject({
      content: [],
      total_elements: 4,
      number: 3,
      total_is_lower_bound: false,
    });
    const nothing = await search([{ search_fields: ['title'], type: 1, value: 'none' }]);
    expect(nothing.json().results).toMatchObject({ content: [], total_elements: 0 });

    await createSortField(t.database.db, company, {
      field: 1,
      isAscDefault: false,
      isSortFieldDefault: true,
    });
    // Written straight to the database: announced as the administrator's write announces it.
    await t.services.companyAnswers.changed(company.id);
    expect(await ordered(inShelf)).toEqual([c.id, a.id, d.id, b.id]);
    expect(await ordered(`${inShelf}&sort=asc`)).toEqual([b.id, d.id, a.id, c.id]);
    expect(await ordered(`${inShelf}&sort_by=2`)).toEqual([
      // author ascending (not configured: text sorts ascending), then newest first.
      ...[d.id],
      ...[b.id, a.id],
      c.id,
    ]);
  });

  it('answers for this host’s company only', async () => {
    expect(await statusOf([], `?domain=${other.domain}`)).toBe(ErrorCode.NotFound);
    expect(await statusOf([], `?domain=${company.domain.toUpperCase()}`)).toBe(200);
    const visitorOnOther = await searchClient(t, other.domain)('POST', '/content/public/search', {
      body: [{ search_fields: ['title'], type: 1, value: 'kokoro' }],
    });
    expect(idsOfPage(visitorOnOther)).toEqual([books.theirs.id]);
  });

  it('keeps the user variant for signed-in people', async () => {
    const answer = await call('POST', '/content/search', { body: [] });
    expect(answer.statusCode).toBe(401);
    expect(await found([], '', readerToken)).toEqual(idsOf('a', 'b', 'c', 'd'));
  });
});
