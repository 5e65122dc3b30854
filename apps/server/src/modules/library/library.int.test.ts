import { ErrorCode, RoleLevel, type ContentGroupShelf, type ContentWire } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestClock } from '../../platform/clock/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
  createUserGroupWith,
  dayFromToday,
} from '../content-access/content-access-test-helpers.js';
import type { UserRow } from '../user/user.tables.js';
import { contents } from '../content/content.tables.js';
import { users } from '../user/user.tables.js';
import { contentViews } from './library.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('library: home shelves, pages, detail, favourites, recently read, positions', () => {
  let t: TestApp;
  // The library counts views per hour: the test moves this clock instead of waiting. It starts
  // five minutes into the current hour (group dates are compared with today).
  const HOUR = 60 * 60 * 1000;
  const clock = createTestClock(new Date(Math.floor(Date.now() / HOUR) * HOUR + 5 * 60 * 1000));
  let company: CompanyRow;
  let other: CompanyRow;
  let reader: UserRow;
  let readerToken: string;
  let adminToken: string;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    company = await createCompany(t.database.db);
    other = await createCompany(t.database.db);
    reader = await createUser(t.database.db, company);
    readerToken = (await signIn(t.database.db, reader))['x-access-token'];
    admin = await createUser(t.database.db, company, { roleLevel: RoleLevel.CompanyAdmin });
    adminToken = (await signIn(t.database.db, admin))['x-access-token'];
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

  /** A company of its own, so list assertions see only this test's rows. */
  async function freshCompany() {
    const fresh = await createCompany(t.database.db);
    const user = await createUser(t.database.db, fresh);
    const token = (await signIn(t.database.db, user))['x-access-token'];
    return { fresh, user, token };
  }

  const idsOf = (contents: ContentWire[]) => contents.map((content) => content.id);

  it('shows visitors the running normal groups with a first page of processed books', async () => {
    const { fresh } = await freshCompany();
    const db = t.database.db;
    const shelf = await createContentGroup(db, fresh, { name: 'shelf', itemSize: 2, ordinal: 1 });
    await createContentGroup(db, fresh, { name: 'later', startDate: dayFromToday(1) });
    await createContentGroup(db, fresh, { name: 'over', endDate: dayFromToday(-1) });
    await createContentGroup(db, fresh, { name: 'fav', type: 'FAVORITE', isDefault: true });
    const pinned = await createContentGroup(db, fresh, { name: 'pinned', isDefault: true });
    const c = await createContent(db, fresh, [shelf], { title: 'C' });
    const a = await createContent(db, fresh, [shelf], { title: 'A' });
    await createContent(db, fresh, [shelf], { title: 'B' });
    await createContent(db, fresh, [shelf], { title: 'Unprocessed', encodingStatus: 2 });

    const answer = await call('GET', '/content-group/public/list?sort_field=title&sort=asc', {
      host: fresh.domain,
    });
    expect(answer.statusCode).toBe(200);
    const shelves = answer.json().results as ContentGroupShelf[];
    expect(shelves.map((s) => s.name)).toEqual(['shelf', 'pinned']);
    expect(shelves[0]).toMatchObject({ list_type: 1, page: 1, total_elements: 3, total_pages: 2 });
    expect(shelves[0]!.contents.map((content) => content.title)).toEqual(['A', 'B']);
    expect(shelves[0]!.contents[0]).toMatchObject({
      id: a.id,
      is_favorite: false,
      content_group_ids: [shelf.id],
    });
    expect(shelves[1]!.id).toBe(pinned.id);
    expect(c.id).toBeTruthy();
  });

  it("shows a reader in a user group only that group's shelves, with favourite flags", async () => {
    const { fresh } = await freshCompany();
    const db = t.database.db;
    const mine = await createContentGroup(db, fresh, { name: 'mine' });
    const theirs = await createContentGroup(db, fresh, { name: 'theirs' });
    await createUserGroupWith(db, fresh, [theirs.id]);
    const userGroup = await createUserGroupWith(db, fresh, [mine.id]);
    const member = await createUser(db, fresh, { userGroupId: userGroup.id });
    const token = (await signIn(db, member))['x-access-token'];
    const book = await createContent(db, fresh, [mine]);
    await call('POST', '/content/favorites/add', {
      token,
      host: fresh.domain,
      body: { content_id: book.id, content_group_id: mine.id },
    });
    const answer = await call('GET', '/content-group/content-group-list', {
      token,
      host: fresh.domain,
    });
    const shelves = answer.json().results as ContentGroupShelf[];
    expect(shelves.map((s) => s.name)).toEqual(['mine']);
    expect(shelves[0]!.contents[0]).toMatchObject({ id: book.id, is_favorite: true });
    // The signed-in variant needs a session.
    expect(
      (await call('GET', '/content-group/content-group-list', { host: fresh.domain })).json()
        .status,
    ).toBe(ErrorCode.AccessTokenMissing);
  });

  it('pages a group and answers an empty page beyond the last (the web steps back)', async () => {
    const group = await createContentGroup(t.database.db, company);
    for (const title of ['a', 'b', 'c'])
      await createContent(t.database.db, company, [group], { title });
    const page = (n: number) =>
      call(
        'GET',
        `/content/public/page?content_group_id=${group.id}&page=${n}&size=2&sort_field=title&sort=asc`,
      );
    const second = (await page(2)).json().results;
    expect(second).toMatchObject({ number: 2, size: 2, total_elements: 3, total_pages: 2 });
    expect(second.content.map((content: ContentWire) => content.title)).toEqual(['c']);
    const beyond = await page(3);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().results.content).toEqual([]);
  });

  it('sorts by popularity over the periods of §9', async () => {
    const db = t.database.db;
    const group = await createContentGroup(db, company);
    const recent = await createContent(db, company, [group], { title: 'recent' });
    const old = await createContent(db, company, [group], { title: 'old' });
    const now = Date.now();
    const views = (contentId: string, daysAgo: number, count: number) =>
      Array.from({ length: count }, () => ({
        companyId: company.id,
        contentId,
        viewedAt: new Date(now - daysAgo * DAY_MS),
      }));
    // "recent": 2 views this week; "old": 5 views four months ago.
    await db.insert(contentViews).values([...views(recent.id, 3, 2), ...views(old.id, 120, 5)]);
    const order = async (period: string) => {
      const answer = await call(
        'GET',
        `/content/public/page?content_group_id=${group.id}&sort_field=popular&sort=desc&period=${period}`,
      );
      return answer.json().results.content.map((content: ContentWire) => content.title);
    };
    expect(await order('LAST_30_DAYS')).toEqual(['recent', 'old']);
    expect(await order('LAST_3_MONTHS')).toEqual(['recent', 'old']);
    expect(await order('LAST_6_MONTHS')).toEqual(['old', 'recent']);
    expect(await order('LONGEST')).toEqual(['old', 'recent']);
    const detail = await call('GET', `/content/public/detail/?id=${old.id}`);
    expect(detail.json().results.view_count).toBe(5);
  });

  it('answers 715 for a group of another company and 827/828 for a group outside its dates', async () => {
    const foreign = await createContentGroup(t.database.db, other);
    const later = await createContentGroup(t.database.db, company, { startDate: dayFromToday(5) });
    const over = await createContentGroup(t.database.db, company, { endDate: dayFromToday(-5) });
    const statusOf = async (id: number) =>
      (await call('GET', `/content/public/page?content_group_id=${id}`)).json().status;
    expect(await statusOf(foreign.id)).toBe(ErrorCode.ContentGroupNotFound);
    expect(await statusOf(later.id)).toBe(ErrorCode.ContentGroupNotStarted);
    expect(await statusOf(over.id)).toBe(ErrorCode.ContentGroupExpired);
  });

  it('shows a detail by public token or by id and group, with print rules of the group', async () => {
    const noPrint = await createContentGroup(t.database.db, company, { printable: false });
    const book = await createContent(t.database.db, company, [noPrint], {
      printMode: 1,
      viewMode: 1,
    });
    const byToken = await call('GET', `/content/public/detail/?detail_id=${book.detailId}`);
    expect(byToken.json().results).toMatchObject({ id: book.id, print: 1, printable_content: 0 });
    const byId = await call(
      'GET',
      `/content/public/detail?id=${book.id}&content_group_id=${noPrint.id}`,
      { token: readerToken },
    );
    expect(byId.json().results).toMatchObject({ id: book.id, is_favorite: false });
    expect(byId.json().results).not.toHaveProperty('view_token');
    expect(byId.json().results).not.toHaveProperty('file_key');
    const mismatch = await call(
      'GET',
      `/content/public/detail/?detail_id=${book.detailId}&id=x${book.id.slice(1)}`,
    );
    expect(mismatch.json().status).toBe(ErrorCode.ContentNotFound);
    const foreignGroup = await createContentGroup(t.database.db, other);
    const foreign = await createContent(t.database.db, other, [foreignGroup]);
    const foreignToken = await call('GET', `/content/public/detail/?detail_id=${foreign.detailId}`);
    expect(foreignToken.json().status).toBe(ErrorCode.ContentNotFound);
    expect((await call('GET', '/content/public/detail/')).json().status).toBe(
      ErrorCode.BadParameters,
    );
  });

  it('adds and removes favourites: 783 twice, 784 when not one, 712 for a book the reader may not see', async () => {
    const group = await createContentGroup(t.database.db, company);
    const book = await createContent(t.database.db, company, [group]);
    const add = () =>
      call('POST', '/content/favorites/add', {
        token: readerToken,
        body: { content_id: book.id, content_group_id: group.id },
      });
    const added = await add();
    expect(added.json().results).toEqual({
      content_id: book.id,
      content_group_id: group.id,
      is_favorite: true,
    });
    expect((await add()).json().status).toBe(ErrorCode.AlreadyInFavorites);
    const detail = await call('GET', `/content/public/detail/?id=${book.id}`, {
      token: readerToken,
    });
    expect(detail.json().results.is_favorite).toBe(true);
    const removed = await call('DELETE', `/content/favorites/delete/${book.id}`, {
      token: readerToken,
    });
    expect(removed.json().results).toMatchObject({ content_id: book.id, is_favorite: false });
    const again = await call('DELETE', `/content/favorites/delete/${book.id}`, {
      token: readerToken,
    });
    expect(again.json().status).toBe(ErrorCode.NotInFavorites);

    const foreignGroup = await createContentGroup(t.database.db, other);
    const foreign = await createContent(t.database.db, other, [foreignGroup]);
    const refused = await call('POST', '/content/favorites/add', {
      token: readerToken,
      body: { content_id: foreign.id },
    });
    expect(refused.json().status).toBe(ErrorCode.ContentNotFound);
  });

  it('keeps favourites to readers: visitors sign in first, administrators have none', async () => {
    const body = { content_id: 'x'.repeat(24) };
    expect((await call('POST', '/content/favorites/add', { body })).json().status).toBe(
      ErrorCode.AccessTokenMissing,
    );
    expect(
      (await call('POST', '/content/favorites/add', { token: adminToken, body })).json().status,
    ).toBe(ErrorCode.NoPermission);
  });

  it('lists favourites and recently read (newest first) once a book is opened, hiding what became invisible', async () => {
    const { fresh, user, token } = await freshCompany();
    const db = t.database.db;
    await createContentGroup(db, fresh, { type: 'FAVORITE', isDefault: true, itemSize: 5 });
    const group = await createContentGroup(db, fresh);
    const first = await createContent(db, fresh, [group], { title: 'first' });
    const second = await createContent(db, fresh, [group], { title: 'second' });
    const library = t.services.library;
    const ctx = { company: fresh, actor: actorOf(user) };
    await library.recordOpened(ctx, { contentId: first.id, contentGroupId: group.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await library.recordOpened(ctx, { contentId: second.id, contentGroupId: group.id });
    await call('POST', '/content/favorites/add', {
      token,
      host: fresh.domain,
      body: { content_id: first.id },
    });

    const answer = await call('GET', '/content-group/favorites-recently-read', {
      token,
      host: fresh.domain,
    });
    const [favourites, recent] = answer.json().results as ContentGroupShelf[];
    expect(favourites).toMatchObject({ list_type: 2, item_size: 5, total_elements: 1 });
    expect(idsOf(favourites!.contents)).toEqual([first.id]);
    expect(recent!.list_type).toBe(3);
    expect(idsOf(recent!.contents)).toEqual([second.id, first.id]);
    const recentPage = await call('GET', '/content/public/page?list_type=3&size=1&page=2', {
      token,
      host: fresh.domain,
    });
    expect(idsOf(recentPage.json().results.content)).toEqual([first.id]);

    // A book that leaves every visible group leaves both lists too.
    await db.update(contents).set({ encodingStatus: 4 }).where(eq(contents.companyId, fresh.id));
    const after = await call('GET', '/content-group/favorites-recently-read', {
      token,
      host: fresh.domain,
    });
    for (const shelf of after.json().results as ContentGroupShelf[])
      expect(shelf.contents).toEqual([]);
  });

  it('counts an opening once per reader or visitor and hour; administrators’ not at all', async () => {
    const group = await createContentGroup(t.database.db, company);
    const book = await createContent(t.database.db, company, [group]);
    const library = t.services.library;
    const visitor = (visitorKey: string) =>
      library.recordOpened({ company, actor: null }, { contentId: book.id, visitorKey });
    await visitor('visitor-a');
    await visitor('visitor-a');
    await visitor('visitor-b');
    await library.recordOpened({ company, actor: actorOf(admin) }, { contentId: book.id });
    const viewCount = async () =>
      (await call('GET', `/content/public/detail/?id=${book.id}`)).json().results.view_count;
    expect(await viewCount()).toBe(2);
    // Within the hour a reopening is the same view; in the next hour it counts again.
    clock.advance(30 * 60 * 1000);
    await visitor('visitor-a');
    expect(await viewCount()).toBe(2);
    clock.advance(60 * 60 * 1000);
    await visitor('visitor-a');
    expect(await viewCount()).toBe(3);
    // Back to now: the sessions of the next tests would otherwise look idle.
    clock.set(new Date(Math.floor(Date.now() / HOUR) * HOUR + 5 * 60 * 1000));
    // Another company's book is not counted on this site.
    const foreignGroup = await createContentGroup(t.database.db, other);
    const foreign = await createContent(t.database.db, other, [foreignGroup]);
    await expect(
      library.recordOpened({ company, actor: null }, { contentId: foreign.id }),
    ).rejects.toMatchObject({ code: ErrorCode.ContentNotFound });
  });

  it('saves the reading position for another device; 712 for a book the reader may not open', async () => {
    const group = await createContentGroup(t.database.db, company);
    const book = await createContent(t.database.db, company, [group]);
    const saved = await call('PUT', `/content/reading-position/${book.id}`, {
      token: readerToken,
      body: { location: '42', progress: 0.5 },
    });
    expect(saved.json().results).toMatchObject({
      content_id: book.id,
      location: '42',
      progress: 0.5,
    });
    const library = t.services.library;
    const ctx = { company, actor: actorOf(reader) };
    expect(await library.readPosition(ctx, book.id)).toEqual({ location: '42', progress: 0.5 });
    expect(await library.readPosition({ company, actor: null }, book.id)).toBeNull();

    const hidden = await createContent(t.database.db, company, [group], { encodingStatus: 1 });
    const refused = await call('PUT', `/content/reading-position/${hidden.id}`, {
      token: readerToken,
      body: { location: '1' },
    });
    expect(refused.json().status).toBe(ErrorCode.ContentNotFound);
  });

  it("carries the reader's own place in a book on every list and detail, and no one else's", async () => {
    const db = t.database.db;
    const { fresh, user, token } = await freshCompany();
    await createContentGroup(db, fresh, { type: 'FAVORITE', isDefault: true });
    const group = await createContentGroup(db, fresh);
    const started = await createContent(db, fresh, [group], { title: 'started' });
    const opened = await createContent(db, fresh, [group], { title: 'opened' });
    // A third book the reader never opened: no place (null) on the lists.
    await createContent(db, fresh, [group], { title: 'untouched' });
    const host = fresh.domain;
    const ctx = { company: fresh, actor: actorOf(user) };
    const library = t.services.library;
    await library.recordOpened(ctx, { contentId: opened.id, contentGroupId: group.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await library.recordOpened(ctx, { contentId: started.id, contentGroupId: group.id });
    await call('PUT', `/content/reading-position/${started.id}`, {
      token,
      host,
      body: { location: '7', progress: 0.35 },
    });
    const place = { location: '7', progress: 0.35 };
    const stateOf = (list: ContentWire[]) =>
      Object.fromEntries(list.map((content) => [content.title, content.reading_state]));

    // Recently read: newest first, each with the place (an opened book without a turn: none yet).
    const [, recent] = (
      await call('GET', '/content-group/favorites-recently-read', { token, host })
    ).json().results as ContentGroupShelf[];
    expect(idsOf(recent!.contents)).toEqual([started.id, opened.id]);
    expect(stateOf(recent!.contents)).toEqual({
      started: place,
      opened: { location: null, progress: null },
    });
    const recentPage = await call('GET', '/content/public/page?list_type=3', { token, host });
    expect(stateOf(recentPage.json().results.content).started).toEqual(place);

    // The group's shelf, its page and the detail carry it too (a progress bar on any cover).
    const shelves = (await call('GET', '/content-group/content-group-list', { token, host })).json()
      .results as ContentGroupShelf[];
    expect(stateOf(shelves[0]!.contents)).toEqual({
      started: place,
      opened: { location: null, progress: null },
      untouched: null,
    });
    const detail = await call('GET', `/content/public/detail/?id=${started.id}`, { token, host });
    expect(detail.json().results.reading_state).toEqual(place);

    // Another reader of the same company, a visitor and the administrator see no one's place.
    const neighbour = await createUser(db, fresh);
    const neighbourToken = (await signIn(db, neighbour))['x-access-token'];
    const theirs = (
      await call('GET', '/content-group/content-group-list', { token: neighbourToken, host })
    ).json().results as ContentGroupShelf[];
    expect(Object.values(stateOf(theirs[0]!.contents))).toEqual([null, null, null]);
    const publicList = (await call('GET', '/content-group/public/list', { host })).json()
      .results as ContentGroupShelf[];
    expect(Object.values(stateOf(publicList[0]!.contents))).toEqual([null, null, null]);
    const companyAdmin = await createUser(db, fresh, { roleLevel: RoleLevel.CompanyAdmin });
    const adminDetail = await call('GET', `/content/public/detail/?id=${started.id}`, {
      token: (await signIn(db, companyAdmin))['x-access-token'],
      host,
    });
    expect(adminDetail.json().results.reading_state).toBeNull();
  });

  it("keeps a reader's places to their company and to the books they may still open", async () => {
    const db = t.database.db;
    const { fresh, user, token } = await freshCompany();
    await createContentGroup(db, fresh, { type: 'FAVORITE', isDefault: true });
    const open = await createContentGroup(db, fresh, { name: 'open' });
    const members = await createContentGroup(db, fresh, { name: 'members' });
    const everyone = await createContent(db, fresh, [open], { title: 'everyone' });
    const membersOnly = await createContent(db, fresh, [members], { title: 'members only' });
    const userGroup = await createUserGroupWith(db, fresh, [open.id, members.id]);
    await db.update(users).set({ userGroupId: userGroup.id }).where(eq(users.id, user.id));
    const host = fresh.domain;
    for (const book of [everyone, membersOnly]) {
      const tokenAnswer = await call(
        'GET',
        `/content/public/viewer-token?content_id=${book.id}&content_group_id=${book === everyone ? open.id : members.id}`,
        { token, host },
      );
      expect(tokenAnswer.json().status).toBe(200);
      await call('PUT', `/content/reading-position/${book.id}`, {
        token,
        host,
        body: { location: '2', progress: 0.2 },
      });
    }
    const recentTitles = async () => {
      const [, recent] = (
        await call('GET', '/content-group/favorites-recently-read', { token, host })
      ).json().results as ContentGroupShelf[];
      return recent!.contents.map((content) => content.title).sort();
    };
    expect(await recentTitles()).toEqual(['everyone', 'members only']);

    // The reader's user group loses the members' group: that book leaves recently read, its place
    // can no longer be saved and the reader may not open it.
    const narrower = await createUserGroupWith(db, fresh, [open.id]);
    await db.update(users).set({ userGroupId: narrower.id }).where(eq(users.id, user.id));
    expect(await recentTitles()).toEqual(['everyone']);
    const refused = await call('PUT', `/content/reading-position/${membersOnly.id}`, {
      token,
      host,
      body: { location: '3' },
    });
    expect(refused.json().status).toBe(ErrorCode.ContentNotFound);

    // Another company's reader, on their own site, sees neither the books nor the places; this
    // reader cannot save a place in another company's book.
    const elsewhere = await freshCompany();
    await createContentGroup(db, elsewhere.fresh, { type: 'FAVORITE', isDefault: true });
    const [, theirRecent] = (
      await call('GET', '/content-group/favorites-recently-read', {
        token: elsewhere.token,
        host: elsewhere.fresh.domain,
      })
    ).json().results as ContentGroupShelf[];
    expect(theirRecent!.contents).toEqual([]);
    const foreignGroup = await createContentGroup(db, elsewhere.fresh);
    const foreign = await createContent(db, elsewhere.fresh, [foreignGroup]);
    const crossed = await call('PUT', `/content/reading-position/${foreign.id}`, {
      token,
      host,
      body: { location: '1' },
    });
    expect(crossed.json().status).toBe(ErrorCode.ContentNotFound);
    // Nor with its token on the other company's site.
    const otherHost = await call('GET', '/content-group/favorites-recently-read', {
      token,
      host: elsewhere.fresh.domain,
    });
    expect(otherHost.json().status).not.toBe(200);
  });
});
