import { ErrorCode, type FullTextHit } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { ContentRow } from '../content/content.tables.js';
import { storePageTexts } from '../content/page-text.js';

interface Answer {
  status: number;
  results: {
    content: FullTextHit[];
    total_elements: number;
    total_pages: number;
    number: number;
    size: number;
  };
}

describe('every matching page of one book (content/[public/]full-text-search/pages)', () => {
  let t: TestApp;
  let company: CompanyRow;
  let open: ContentGroupRow;
  let lighthouse: ContentRow;
  let membersOnly: ContentRow;
  let foreign: ContentRow;
  let readerToken: string;

  function pages(params: string, options: { query?: string; token?: string; host?: string } = {}) {
    const url = options.token
      ? '/content/full-text-search/pages'
      : '/content/public/full-text-search/pages';
    return t.app
      .inject({
        method: 'POST',
        url: `/api/v1${url}?${params}`,
        headers: {
          host: options.host ?? company.domain,
          ...(options.token ? { 'x-access-token': options.token } : {}),
        },
        payload: { query: options.query ?? '灯台' },
      })
      .then((answer) => answer.json<Answer>());
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    company = await createCompany(db);
    open = await createContentGroup(db, company, { name: 'open' });
    // The word on 7 of 9 pages: more than a result's 3 best pages.
    const texts = Array.from({ length: 9 }, (_, index) =>
      index === 2 || index === 6 ? 'Nothing here.' : `${index + 1}ページ目の灯台。`,
    );
    lighthouse = await createContent(db, company, [open]);
    await storePageTexts(db, { companyId: company.id, contentId: lighthouse.id, texts });
    membersOnly = await createContent(db, company, [open], { viewMode: 1 });
    await storePageTexts(db, {
      companyId: company.id,
      contentId: membersOnly.id,
      texts: ['会員だけの灯台。'],
    });
    const other = await createCompany(db);
    foreign = await createContent(db, other, [await createContentGroup(db, other)]);
    await storePageTexts(db, { companyId: other.id, contentId: foreign.id, texts: ['灯台'] });
    readerToken = (await signIn(db, await createUser(db, company)))['x-access-token'];
  });
  afterAll(() => t.close());

  it('lists every matching page in page order, paged, each with its marked snippet', async () => {
    const first = await pages(`content_id=${lighthouse.id}&size=5`, { token: readerToken });
    expect(first.status).toBe(200);
    expect(first.results).toMatchObject({ total_elements: 7, total_pages: 2, number: 1, size: 5 });
    expect(first.results.content.map((hit) => hit.page)).toEqual([1, 2, 4, 5, 6]);
    expect(first.results.content[0]!.snippet).toBe('1ページ目の<mark>灯台</mark>。');
    const second = await pages(`content_id=${lighthouse.id}&size=5&page=2`, { token: readerToken });
    expect(second.results.content.map((hit) => hit.page)).toEqual([8, 9]);
    const past = await pages(`content_id=${lighthouse.id}&size=5&page=4`, { token: readerToken });
    expect(past.results).toMatchObject({ content: [], total_elements: 7, number: 4 });
  });

  it('opens the book in a group as the reader does: 715 for a group it is not searchable in', async () => {
    const inGroup = await pages(`content_id=${lighthouse.id}&content_group_id=${open.id}`, {
      token: readerToken,
    });
    expect(inGroup.results.total_elements).toBe(7);
    const unknown = await pages(`content_id=${lighthouse.id}&content_group_id=2147483647`, {
      token: readerToken,
    });
    expect(unknown.status).toBe(ErrorCode.ContentGroupNotFound);
  });

  it('shows a book’s pages only to who may open it; another company’s book is not found', async () => {
    const visitor = await pages(`content_id=${membersOnly.id}`);
    expect(visitor.status).not.toBe(200);
    expect(JSON.stringify(visitor)).not.toContain('会員だけ');
    const reader = await pages(`content_id=${membersOnly.id}`, { token: readerToken });
    expect(reader.results.content).toEqual([{ page: 1, snippet: '会員だけの<mark>灯台</mark>。' }]);
    const theirs = await pages(`content_id=${foreign.id}`, { token: readerToken });
    expect(theirs.status).toBe(ErrorCode.ContentNotFound);
    expect((await pages('content_id=nope')).status).toBe(ErrorCode.ContentNotFound);
  });

  it('checks its input: 406 without words, 400 without a book, the signed-in variant for readers', async () => {
    const noWords = await t.app
      .inject({
        method: 'POST',
        url: `/api/v1/content/public/full-text-search/pages?content_id=${lighthouse.id}`,
        headers: { host: company.domain },
        payload: {},
      })
      .then((answer) => answer.json<Answer>());
    expect(noWords.status).toBe(ErrorCode.BadParameters);
    expect((await pages('')).status).toBe(ErrorCode.BadRequest);
    const signedOut = await t.app
      .inject({
        method: 'POST',
        url: `/api/v1/content/full-text-search/pages?content_id=${lighthouse.id}`,
        headers: { host: company.domain },
        payload: { query: '灯台' },
      })
      .then((answer) => answer.json<Answer>());
    expect(signedOut.status).toBe(ErrorCode.AccessTokenMissing);
  });
});
