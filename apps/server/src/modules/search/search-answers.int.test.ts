import type { FullTextResult } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorOf, signIn } from '../../test/factories.js';
import { multipart } from '../../test/images.js';
import { twoTenants, type TestTenant } from '../../test/tenants.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ContentRow } from '../content/content.tables.js';
import { storePageTexts } from '../content/page-text.js';
import { makeEpub } from '../content/processing/test-books.js';
import { CompanyAnswers } from '../../platform/cache/company-answers.js';
import { createFullTextSearchService } from './full-text-search.service.js';
import { createSortField } from './search-test-helpers.js';
import { createSearchService } from './search.service.js';

// Visitors' searches are kept per company (CompanyAnswers) and dropped when the company changes:
// rows written straight to the database announce nothing, so a kept answer shows them only once
// an administrator's write, a book's processing or the other server copy's bus drops it.
describe('visitors’ search answers, kept per company until it changes', () => {
  let t: TestApp;
  let copy: TestApp;
  let home: TestTenant;
  let other: TestTenant;
  let shelf: ContentGroupRow;
  let first: ContentRow;

  async function book(on: TestTenant, group: ContentGroupRow, title: string, text: string) {
    const db = t.database.db;
    const content = await createContent(db, on.company, [group], { title });
    await storePageTexts(db, { companyId: on.company.id, contentId: content.id, texts: [text] });
    return content;
  }

  /** The ids a search finds, as a visitor (no token) or with the tenant's reader's session. */
  async function found(
    app: TestApp,
    tenant: TestTenant,
    url: '/content/public/full-text-search' | '/content/public/search',
    body: unknown,
    as: 'visitor' | 'reader' = 'visitor',
  ): Promise<string[]> {
    const answer =
      as === 'reader'
        ? await tenant.asReader('POST', url, body)
        : await app.app.inject({
            method: 'POST',
            url: `/api/v1${url}`,
            headers: { host: tenant.company.domain },
            payload: body as object,
          });
    const json = answer.json();
    expect(json.status, answer.body).toBe(200);
    return json.results.content.map((row: FullTextResult | { id: string }) =>
      'content' in row ? row.content.id : row.id,
    );
  }
  const fullText = (app: TestApp, tenant: TestTenant, words: string, as?: 'visitor' | 'reader') =>
    found(app, tenant, '/content/public/full-text-search', { query: words }, as);
  const byTitle = (app: TestApp, tenant: TestTenant, words: string) =>
    found(app, tenant, '/content/public/search', [
      { search_fields: ['title'], type: 1, value: words },
    ]);

  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '30' } });
    copy = await createTestApp({ env: { SEARCH_CACHE_SECONDS: '30' }, copyOf: t });
    ({ home, other } = await twoTenants(t, { maxContent: 50 }));
    shelf = await createContentGroup(t.database.db, home.company, { name: 'shelf' });
    first = await book(home, shelf, 'Lighthouse one', '灯台の光');
  });
  afterAll(async () => {
    await copy.close();
    await t.close();
  });

  it('answers a repeated visitor search from the cache, a reader’s never, until an administrator changes something', async () => {
    expect(await fullText(t, home, '灯台')).toEqual([first.id]);
    expect(await byTitle(t, home, 'Lighthouse')).toEqual([first.id]);
    expect(await fullText(copy, home, '灯台')).toEqual([first.id]);

    const second = await book(home, shelf, 'Lighthouse two', '灯台守');
    expect(await fullText(t, home, '灯台')).toEqual([first.id]);
    expect(await byTitle(t, home, 'Lighthouse')).toEqual([first.id]);
    expect(await fullText(copy, home, '灯台')).toEqual([first.id]);
    // A signed-in reader's answer depends on who reads, and is never kept.
    expect(await fullText(t, home, '灯台', 'reader')).toEqual([second.id, first.id]);
    // A reader's search drops nothing, and neither does an administrator's (a POST that
    // changes nothing).
    const adminSearch = await home.asAdmin('POST', '/content/full-text-search', { query: '灯台' });
    expect(adminSearch.json().status).toBe(200);
    expect(await fullText(t, home, '灯台')).toEqual([first.id]);

    // The other company's administrator changes only the other company.
    const theirs = await createContentGroup(t.database.db, other.company, { name: 'theirs' });
    expect((await other.asAdmin('DELETE', `/content-group/delete/${theirs.id}`)).statusCode).toBe(
      200,
    );
    expect(await fullText(t, home, '灯台')).toEqual([first.id]);

    const deleted = await home.asAdmin('DELETE', `/content/delete/${first.id}`);
    expect(deleted.json().status).toBe(200);
    expect(await fullText(t, home, '灯台')).toEqual([second.id]);
    expect(await byTitle(t, home, 'Lighthouse')).toEqual([second.id]);
    // The other server copy hears of it on the invalidation bus (NOTIFY).
    await vi.waitFor(async () => expect(await fullText(copy, home, '灯台')).toEqual([second.id]));
  });

  // The routes serialize a kept answer once, keyed by the answer object (sendSerializedOnce).
  it('gives a repeated visitor search the kept answer object itself, a reader’s a new one', async () => {
    const answers = new CompanyAnswers(null);
    const { contentAccess, library } = t.services;
    const fullTextSearch = createFullTextSearchService(t.database.db, {
      access: contentAccess,
      answers,
    });
    const fieldSearch = createSearchService(t.database.db, library, answers);
    const asked = {
      query: '灯台',
      contentGroupId: shelf.id,
      page: 1,
      size: 10,
      isNewSearch: false,
    };
    const fields = { page: 1, size: 10 } as const;
    const visitor = { company: home.company, actor: null };
    const kept = await fullTextSearch.search(visitor, asked);
    expect(kept.rows.length).toBeGreaterThan(0);
    expect(kept.group?.id).toBe(shelf.id);
    expect(await fullTextSearch.search(visitor, asked)).toBe(kept);
    const keptPage = await fieldSearch.fieldSearch(visitor, fields, []);
    expect(await fieldSearch.fieldSearch(visitor, fields, [])).toBe(keptPage);

    const reader = { company: home.company, actor: actorOf(home.reader) };
    const readers = await fullTextSearch.search(reader, asked);
    expect(readers.rows.length).toBeGreaterThan(0);
    expect(await fullTextSearch.search(reader, asked)).not.toBe(readers);
  });

  it('keeps each company’s answers apart', async () => {
    const theirs = await createContentGroup(t.database.db, other.company, { name: 'shelf' });
    const theirBook = await book(other, theirs, 'Their lighthouse', '灯台の島');
    const ours = await fullText(t, home, '灯台');
    expect(ours).not.toContain(theirBook.id);
    expect(await fullText(t, other, '灯台')).toEqual([theirBook.id]);
  });

  it('shows a book to visitors once its processing has ended, without waiting for the kept answer to expire', async () => {
    expect(await fullText(t, home, '潮騒')).toEqual([]);
    const epub = await makeEpub({ chapters: ['<p>潮騒の聞こえる港</p>'] });
    const body = multipart('shiosai.epub', 'application/epub+zip', Buffer.from(epub), {
      'content-data': JSON.stringify({ title: 'Shiosai', content_group_ids: [shelf.id] }),
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/content/upload-add',
      headers: {
        host: home.company.domain,
        'content-type': body.contentType,
        ...(await signIn(t.database.db, home.admin)),
      },
      payload: body.payload,
    });
    expect(added.json().status, added.body).toBe(200);
    // Asked again while the book is being processed: the empty answer is kept again.
    expect(await fullText(t, home, '潮騒')).toEqual([]);
    const id = added.json().results.id as string;
    await vi.waitFor(async () => expect(await fullText(t, home, '潮騒')).toEqual([id]), {
      timeout: 20_000,
      interval: 200,
    });
  });

  it('keeps the company’s sort fields for every search until an administrator changes something', async () => {
    const sorted = await createContentGroup(t.database.db, home.company, { name: 'sorted' });
    const alpha = await createContent(t.database.db, home.company, [sorted], {
      title: 'Alpha',
      createdAt: new Date(Date.UTC(2024, 0, 1)),
    });
    const zulu = await createContent(t.database.db, home.company, [sorted], {
      title: 'Zulu',
      createdAt: new Date(Date.UTC(2024, 0, 2)),
    });
    // A reader's answers are never kept, so the order shows which sort fields the search read.
    const order = async (app: TestApp) => {
      const answer = await app.app.inject({
        method: 'POST',
        url: `/api/v1/content/search?content_group_id=${sorted.id}`,
        headers: { host: home.company.domain, ...(await signIn(t.database.db, home.reader)) },
        payload: [],
      });
      expect(answer.json().status, answer.body).toBe(200);
      return answer.json().results.content.map((row: { id: string }) => row.id);
    };
    const newestFirst = [zulu.id, alpha.id];
    expect(await order(t)).toEqual(newestFirst);
    expect(await order(copy)).toEqual(newestFirst);

    await createSortField(t.database.db, home.company, { field: 1, isSortFieldDefault: true });
    expect(await order(t)).toEqual(newestFirst);
    expect(await order(copy)).toEqual(newestFirst);

    const added = await home.asAdmin('POST', '/sort-field/add', { field: 2, title: '著者順' });
    expect(added.json().status, added.body).toBe(200);
    const byTitle = [alpha.id, zulu.id];
    expect(await order(t)).toEqual(byTitle);
    await vi.waitFor(async () => expect(await order(copy)).toEqual(byTitle));
  });
});
