import { ErrorCode, RoleLevel, type FullTextResult } from '@hondana/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, createCompany, createUser, signIn } from '../../test/factories.js';
import { statementsDuring } from '../../test/statements.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
  createUserGroupWith,
  dayFromToday,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ContentRow } from '../content/content.tables.js';
import { storePageTexts } from '../content/page-text.js';
import { createFullTextSearchService } from './full-text-search.service.js';
import { searchTerms } from './search.tables.js';

interface Page {
  content: FullTextResult[];
  total_elements: number;
  total_is_lower_bound: boolean;
  total_pages: number;
  number: number;
  size: number;
}

describe('full-text search (content/full-text-search, content/public/full-text-search)', () => {
  let t: TestApp;
  let company: CompanyRow;
  let open: ContentGroupRow;
  let closed: ContentGroupRow;
  let closedMemberToken: string;
  let expired: ContentGroupRow;
  let lighthouse: ContentRow;
  let tokyo: ContentRow;
  let hidden: ContentRow;
  let outdated: ContentRow;
  let unprocessed: ContentRow;
  let adminToken: string;
  let readerToken: string;
  let groupReaderToken: string;

  function call(
    url: string,
    options: { body?: unknown; token?: string; host?: string } = {},
  ): Promise<{ status: number; results: Page; message: string }> {
    return t.app
      .inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: {
          host: options.host ?? company.domain,
          ...(options.token ? { 'x-access-token': options.token } : {}),
        },
        ...(options.body === undefined ? {} : { payload: options.body as object }),
      })
      .then((answer) => answer.json());
  }

  async function search(
    query: string,
    options: { token?: string; params?: string } = {},
  ): Promise<Page> {
    const url = options.token ? '/content/full-text-search' : '/content/public/full-text-search';
    const answer = await call(`${url}${options.params ? `?${options.params}` : ''}`, {
      body: { query },
      token: options.token,
    });
    expect(answer.status).toBe(200);
    return answer.results;
  }

  const idsOf = (page: Page) => page.content.map((result) => result.content.id);

  async function book(
    on: CompanyRow,
    groups: ContentGroupRow[],
    texts: string[],
    overrides: Partial<ContentRow> = {},
  ): Promise<ContentRow> {
    const db = t.database.db;
    const content = await createContent(db, on, groups, overrides);
    await storePageTexts(db, { companyId: on.id, contentId: content.id, texts });
    return content;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    company = await createCompany(db);
    open = await createContentGroup(db, company, { name: 'open' });
    closed = await createContentGroup(db, company, { name: 'closed' });
    expired = await createContentGroup(db, company, { name: 'expired', endDate: dayFromToday(-2) });
    lighthouse = await book(
      company,
      [open],
      [
        'The Lighthouse keeper remembered something from long ago.',
        '灯台守の老人は、毎朝欅の木を見上げた。<script>alert(1)</script>',
        'Nothing to see here.',
        '灯台の光が海を照らす。灯台守は眠らない。',
        '灯台',
        '灯台と港',
      ],
    );
    tokyo = await book(company, [open], ['東京都庁の近くで灯台の話をした。', 'ＴＯＫＹＯ　ﾀﾜｰ']);
    hidden = await book(company, [closed], ['灯台は閉じたグループにある。']);
    outdated = await book(company, [expired], ['灯台は期限切れのグループにある。']);
    unprocessed = await book(company, [open], ['灯台は処理中。'], { encodingStatus: 2 });
    const other = await createCompany(db);
    const theirGroup = await createContentGroup(db, other);
    await book(other, [theirGroup], ['灯台 lighthouse 東京']);

    const onlyOpen = await createUserGroupWith(db, company, []);
    // The closed group belongs to another user group: only its members may search it.
    const closedGroup = await createUserGroupWith(db, company, [closed.id]);
    closedMemberToken = (
      await signIn(db, await createUser(db, company, { userGroupId: closedGroup.id }))
    )['x-access-token'];
    adminToken = (
      await signIn(db, await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin }))
    )['x-access-token'];
    readerToken = (await signIn(db, await createUser(db, company)))['x-access-token'];
    groupReaderToken = (
      await signIn(db, await createUser(db, company, { userGroupId: onlyOpen.id }))
    )['x-access-token'];
  });
  afterAll(() => t.close());

  it('finds a two-character Japanese word, most matching pages first, with the best 3 pages marked', async () => {
    const page = await search('灯台', { token: groupReaderToken });
    expect(idsOf(page)).toEqual([lighthouse.id, tokyo.id]);
    expect(page.total_elements).toBe(2);
    const [first] = page.content;
    expect(first?.hit_pages).toBe(4);
    expect(first?.hits).toHaveLength(3);
    // The page with the word twice ranks first.
    expect(first?.hits[0]).toEqual({
      page: 4,
      snippet: '<mark>灯台</mark>の光が海を照らす。<mark>灯台</mark>守は眠らない。',
    });
    expect(first?.content).toMatchObject({ id: lighthouse.id, title: lighthouse.title });
    expect(page.content[1]?.hits).toEqual([
      { page: 1, snippet: '東京都庁の近くで<mark>灯台</mark>の話をした。' },
    ]);
  });

  it('escapes the page text of snippets', async () => {
    const page = await search('欅', { token: readerToken });
    expect(page.content[0]?.hits[0]?.snippet).toBe(
      '灯台守の老人は、毎朝<mark>欅</mark>の木を見上げた。&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('finds one-character and longer Japanese words as written, not across punctuation', async () => {
    expect(idsOf(await search('欅'))).toEqual([lighthouse.id]);
    expect(idsOf(await search('東京都庁'))).toEqual([tokyo.id]);
    expect(idsOf(await search('庁都'))).toEqual([]);
    expect(idsOf(await search('人は毎'))).toEqual([]);
  });

  it('finds a phrase only in order, though a page holding its pieces apart has all its lexemes', async () => {
    const apart = await book(company, [open], ['コンピ。ピュータ']);
    const together = await book(company, [open], ['古いコンピュータの話。']);
    const page = await search('コンピュータ');
    expect(idsOf(page)).toEqual([together.id]);
    expect(page.total_elements).toBe(1);
    expect(idsOf(await search('ピュータ')).sort()).toEqual([together.id, apart.id].sort());
  });

  it('folds full and half width and finds English by prefix whatever the case', async () => {
    expect(idsOf(await search('タワー'))).toEqual([tokyo.id]);
    expect(idsOf(await search('tokyo'))).toEqual([tokyo.id]);
    const light = await search('LIGHT keep', { token: readerToken });
    expect(idsOf(light)).toEqual([lighthouse.id]);
    expect(light.content[0]?.hits[0]?.snippet).toBe(
      'The <mark>Lighthouse</mark> <mark>keeper</mark> remembered something from long ago.',
    );
    expect(idsOf(await search('ighthouse'))).toEqual([]);
  });

  it('never finds another company’s book, a closed user group’s, an expired group’s or an unprocessed one', async () => {
    // Visitors and readers see the public running groups; a user group's members theirs too.
    const visitor = idsOf(await search('灯台'));
    expect(visitor.sort()).toEqual([lighthouse.id, tokyo.id].sort());
    expect(idsOf(await search('灯台', { token: groupReaderToken }))).toEqual([
      lighthouse.id,
      tokyo.id,
    ]);
    expect(idsOf(await search('灯台', { token: closedMemberToken })).sort()).toEqual(
      [lighthouse.id, tokyo.id, hidden.id].sort(),
    );
    const reader = idsOf(await search('灯台', { token: readerToken }));
    expect(reader).not.toContain(hidden.id);
    expect(reader).not.toContain(outdated.id);
    expect(reader).not.toContain(unprocessed.id);
    // The other company's book holds "lighthouse" too.
    expect(idsOf(await search('lighthouse', { token: readerToken }))).toEqual([lighthouse.id]);
    // Administrators see every book of their company, and only of it.
    const admin = idsOf(await search('灯台', { token: adminToken }));
    expect(admin.sort()).toEqual(
      [lighthouse.id, tokyo.id, hidden.id, outdated.id, unprocessed.id].sort(),
    );
  });

  it('searches one group when asked: 715 for an unknown, hidden or foreign one, 828 once it ended', async () => {
    expect(idsOf(await search('灯台', { params: `content_group_id=${open.id}` }))).toEqual([
      lighthouse.id,
      tokyo.id,
    ]);
    expect(
      idsOf(
        await search('灯台', { token: closedMemberToken, params: `contentGroupId=${closed.id}` }),
      ),
    ).toEqual([hidden.id]);
    const status = async (params: string, token?: string) =>
      (
        await call(`/content/${token ? '' : 'public/'}full-text-search?${params}`, {
          body: { query: '灯台' },
          token,
        })
      ).status;
    expect(await status(`content_group_id=${closed.id}`, groupReaderToken)).toBe(
      ErrorCode.ContentGroupNotFound,
    );
    expect(await status(`content_group_id=${expired.id}`)).toBe(ErrorCode.ContentGroupExpired);
    expect(await status('content_group_id=2147483647')).toBe(ErrorCode.ContentGroupNotFound);
    // Past int4 is no record id at all.
    expect(await status('content_group_id=99999999999')).toBe(ErrorCode.BadRequest);
    const foreign = await createContentGroup(t.database.db, await createCompany(t.database.db));
    expect(await status(`content_group_id=${foreign.id}`)).toBe(ErrorCode.ContentGroupNotFound);
  });

  it('shows pages and snippets only of books the searcher may open; others by title alone', async () => {
    // Listed for everyone (a public group), but opened only by signed-in readers (view mode 1).
    const membersOnly = await book(company, [open], ['霧笛の本文は会員だけが読める。'], {
      viewMode: 1,
    });
    const visitor = await search('霧笛');
    expect(idsOf(visitor)).toEqual([membersOnly.id]);
    expect(visitor.content[0]!.hits).toEqual([]);
    expect(JSON.stringify(visitor)).not.toContain('会員だけ');
    const signedIn = await search('霧笛', { token: readerToken });
    expect(signedIn.content[0]!.hits[0]!.snippet).toContain('会員だけ');
  });

  it('reads a page of results with its list extras in one statement and their best pages in one more', async () => {
    const service = createFullTextSearchService(t.database.db, {
      access: t.services.contentAccess,
    });
    const reader = { company, actor: actorOf(await createUser(t.database.db, company)) };
    const request = { query: '灯台', page: 1, size: 10, isNewSearch: false };
    // The second search finds the plan's choice for the words kept (walkPays).
    await service.search(reader, request);
    let answer: Awaited<ReturnType<typeof service.search>> | undefined;
    const sent = await statementsDuring(t.database, async () => {
      answer = await service.search(reader, request);
    });
    const planning = /^(begin|commit|select set_config)/i;
    expect(sent.filter(({ text }) => !planning.test(text.trim()))).toHaveLength(2);
    expect(answer!.rows.map(({ listed }) => listed.content.id)).toEqual([lighthouse.id, tokyo.id]);
    expect(answer!.rows[0]!.listed.contentGroupIds).toEqual([open.id]);
    expect(answer!.rows.every(({ hits }) => hits.length > 0)).toBe(true);
  });

  it('pages the results', async () => {
    const second = await search('灯台', { token: groupReaderToken, params: 'page=2&size=1' });
    expect(idsOf(second)).toEqual([tokyo.id]);
    expect(second).toMatchObject({
      total_elements: 2,
      total_pages: 2,
      number: 2,
      size: 1,
      total_is_lower_bound: false,
    });
    const past = await search('灯台', { token: groupReaderToken, params: 'page=5&size=1' });
    expect(past).toMatchObject({
      content: [],
      total_elements: 2,
      number: 5,
      total_is_lower_bound: false,
    });
  });

  it('takes the words from the query string too, the body first', async () => {
    const inQuery = await call(
      `/content/public/full-text-search?query=${encodeURIComponent('欅')}`,
    );
    expect(idsOf(inQuery.results)).toEqual([lighthouse.id]);
    const both = await call(`/content/public/full-text-search?query=${encodeURIComponent('欅')}`, {
      body: { query: '東京' },
    });
    expect(idsOf(both.results)).toEqual([tokyo.id]);
  });

  it('answers nothing for punctuation only, 406 without words, 400 for words over 255', async () => {
    expect(await search(' 、。!? ')).toMatchObject({ content: [], total_elements: 0 });
    expect((await call('/content/public/full-text-search')).status).toBe(ErrorCode.BadParameters);
    expect((await call('/content/public/full-text-search', { body: {} })).status).toBe(
      ErrorCode.BadParameters,
    );
    expect(
      (await call('/content/public/full-text-search', { body: { query: 'x'.repeat(256) } })).status,
    ).toBe(ErrorCode.BadRequest);
  });

  it('keeps the signed-in variant to the company’s signed-in people', async () => {
    expect((await call('/content/full-text-search', { body: { query: '灯台' } })).status).toBe(
      ErrorCode.AccessTokenMissing,
    );
  });

  it('counts a new search’s words as a search term, page turns not', async () => {
    const { db } = t.database;
    await search('  Ｌｉｇｈｔ   灯台 ', { params: 'is_new_search=true' });
    await search('  Ｌｉｇｈｔ   灯台 ', { params: 'is_new_search=false' });
    await search('light 灯台', { params: 'is_new_search=1&page=1' });
    const rows = await db
      .select({ term: searchTerms.term, count: searchTerms.count })
      .from(searchTerms)
      .where(and(eq(searchTerms.companyId, company.id)));
    expect(rows).toEqual([{ term: 'light 灯台', count: 2 }]);
  });

  it('reads at most the configured number of matching pages, counting from them', async () => {
    const service = createFullTextSearchService(t.database.db, {
      access: t.services.contentAccess,
      maxCountedPages: 2,
    });
    const answer = await service.search(
      { company, actor: null },
      { query: '灯台', page: 1, size: 10, isNewSearch: false },
    );
    const counted = answer.rows.reduce((sum, row) => sum + row.hitPages, 0);
    expect(counted).toBeLessThanOrEqual(2);
    expect(answer.total).toBe(answer.rows.length);
    expect(answer.total).toBeGreaterThan(0);
    // It stopped at the bound, and says so, on a page past the last one too.
    expect(answer.totalIsLowerBound).toBe(true);
    const past = await service.search(
      { company, actor: null },
      { query: '灯台', page: 9, size: 10, isNewSearch: false },
    );
    expect(past).toMatchObject({ rows: [], total: answer.total, totalIsLowerBound: true });
    // Unbounded, the same search counts every matching page a visitor may see (4 + 1).
    const all = await createFullTextSearchService(t.database.db, {
      access: t.services.contentAccess,
    }).search({ company, actor: null }, { query: '灯台', page: 1, size: 10, isNewSearch: false });
    expect(all.rows.reduce((sum, row) => sum + row.hitPages, 0)).toBe(5);
    expect(all.totalIsLowerBound).toBe(false);
  });
});
