import { ErrorCode } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  createContent,
  createContentGroup,
  dayFromToday,
} from '../content-access/content-access-test-helpers.js';
import {
  allowMultipleHashtags,
  createHashtag,
  idsOfPage,
  searchClient,
} from './search-test-helpers.js';

describe('hashtag search (content/search-hash-tag, content/public/search-hash-tag)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A company with tagged books: `novel` on a, b and the draft; `short` on b and c. */
  async function taggedCompany() {
    const db = t.database.db;
    const company = await createCompany(db);
    const shelf = await createContentGroup(db, company);
    const shorts = await createContentGroup(db, company);
    const over = await createContentGroup(db, company, { endDate: dayFromToday(-2) });
    const a = await createContent(db, company, [shelf], { title: 'A' });
    const b = await createContent(db, company, [shelf, shorts], { title: 'B' });
    const c = await createContent(db, company, [over], { title: 'C' });
    const draft = await createContent(db, company, [shelf], { title: 'D', encodingStatus: 2 });
    const novel = await createHashtag(db, company, 'novel', [a.id, b.id, draft.id]);
    const short = await createHashtag(db, company, 'short', [b.id, c.id]);
    const reader = await createUser(db, company);
    const readerToken = (await signIn(db, reader))['x-access-token'];
    return {
      company,
      groups: { shelf, shorts, over },
      books: { a, b, c, draft },
      tags: { novel, short },
      readerToken,
      call: searchClient(t, company.domain),
    };
  }

  it('lists the visible books carrying the hashtag, for visitors and readers', async () => {
    const { books, tags, readerToken, call } = await taggedCompany();
    const visitor = await call('POST', '/content/public/search-hash-tag?sort_by=1&sort=asc', {
      body: [tags.novel.id],
    });
    expect(idsOfPage(visitor)).toEqual([books.a.id, books.b.id]);
    const reader = await call('POST', '/content/search-hash-tag', {
      body: [tags.short.id],
      token: readerToken,
    });
    // c sits only in an expired group.
    expect(idsOfPage(reader)).toEqual([books.b.id]);
    expect(
      (await call('POST', '/content/search-hash-tag', { body: [tags.short.id] })).statusCode,
    ).toBe(401);
  });

  it('takes one hashtag unless multiple selection is on, then needs all of them', async () => {
    const { company, books, tags, call } = await taggedCompany();
    const both = [tags.novel.id, tags.short.id];
    const refused = await call('POST', '/content/public/search-hash-tag', { body: both });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: ErrorCode.BadParameters });
    expect(refused.json().message).toMatch(/one hashtag/i);
    // The same id twice is one hashtag.
    const twice = await call('POST', '/content/public/search-hash-tag', {
      body: [tags.short.id, tags.short.id],
    });
    expect(idsOfPage(twice)).toEqual([books.b.id]);

    await allowMultipleHashtags(t.database.db, company);
    const answer = await call('POST', '/content/public/search-hash-tag', { body: both });
    expect(idsOfPage(answer)).toEqual([books.b.id]);
  });

  it('limits to a group and answers 715 for another company’s group', async () => {
    const { groups, books, tags, call } = await taggedCompany();
    const inShorts = await call(
      'POST',
      `/content/public/search-hash-tag?contentGroupId=${groups.shorts.id}`,
      { body: [tags.novel.id] },
    );
    expect(idsOfPage(inShorts)).toEqual([books.b.id]);
    const other = await taggedCompany();
    const theirs = await call(
      'POST',
      `/content/public/search-hash-tag?contentGroupId=${other.groups.shelf.id}`,
      { body: [tags.novel.id] },
    );
    expect(theirs.json().status).toBe(ErrorCode.ContentGroupNotFound);
  });

  it('answers 740 for another company’s hashtag and 400 for no hashtag', async () => {
    const mine = await taggedCompany();
    const other = await taggedCompany();
    const theirs = await mine.call('POST', '/content/public/search-hash-tag', {
      body: [other.tags.novel.id],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().status).toBe(ErrorCode.HashtagNotFound);
    const none = await mine.call('POST', '/content/public/search-hash-tag', { body: [] });
    expect(none.statusCode).toBe(400);
  });
});
