import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
  createUserGroupWith,
} from '../content-access/content-access-test-helpers.js';
import type { Viewer } from '../content-access/viewer.js';
import { contentHashtags, contents, type ContentRow } from '../content/content.tables.js';
import { hashtags } from '../hashtag/hashtag.tables.js';
import {
  planContentGroups,
  subscriptionPlans,
  userPlans,
} from '../subscription/subscription.tables.js';
import { contentViews, favorites, readingStates } from './library.tables.js';
import { createLibraryRepository } from './library.repository.js';

// The page's listing is prepared once per viewer shape, the viewer's values as placeholders
// (viewer.ts, placeholderViewerOf). Here every shape, and two viewers of one shape, list the same
// rows as a listing built for the viewer itself.
describe('the listing prepared per viewer shape', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  const books: ContentRow[] = [];
  const viewers: [string, Viewer][] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { db } = handle;
    company = await createCompany(db);
    const open = await createContentGroup(db, company, { name: 'open' });
    const ours = await createContentGroup(db, company, { name: 'ours' });
    const theirs = await createContentGroup(db, company, { name: 'theirs' });
    const premium = await createContentGroup(db, company, { name: 'premium' });
    for (const groups of [[open], [ours], [theirs, open], [premium], [ours, premium]]) {
      books.push(await createContent(db, company, groups));
    }
    const [tag] = await db
      .insert(hashtags)
      .values({ companyId: company.id, name: 'tag' })
      .returning();
    await db.insert(contentHashtags).values({ contentId: books[0]!.id, hashtagId: tag!.id });
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({ companyId: company.id, name: 'Premium', price: 500, duration: 1, durationType: 1 })
      .returning();
    await db.insert(planContentGroups).values({ planId: plan!.id, contentGroupId: premium.id });

    const ourGroup = await createUserGroupWith(db, company, [ours.id]);
    const theirGroup = await createUserGroupWith(db, company, [theirs.id]);
    const member = await createUser(db, company, { userGroupId: ourGroup.id });
    const otherMember = await createUser(db, company, { userGroupId: theirGroup.id });
    const loner = await createUser(db, company);
    const admin = await createUser(db, company);
    const now = new Date();
    await db.insert(userPlans).values({
      companyId: company.id,
      userId: member.id,
      planId: plan!.id,
      planName: 'Premium',
      status: 'ACTIVE',
      price: 500,
      period: 1,
      periodStartedAt: new Date(now.getTime() - 60_000),
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    await db.insert(favorites).values({
      userId: member.id,
      contentId: books[0]!.id,
      companyId: company.id,
    });
    await db.insert(readingStates).values({
      userId: member.id,
      contentId: books[1]!.id,
      companyId: company.id,
      location: 'epubcfi(/6/4)',
      progress: 0.5,
    });
    await db.insert(contentViews).values({ companyId: company.id, contentId: books[0]!.id });

    for (const plansOn of [false, true]) {
      const base = { companyId: company.id, openAccount: false, plansOn, seenAt: now };
      viewers.push(
        [`visitor, plans ${plansOn}`, { ...base, kind: 'visitor' }],
        [`admin, plans ${plansOn}`, { ...base, kind: 'admin', userId: admin.id }],
        [
          `reader of one user group, plans ${plansOn}`,
          { ...base, kind: 'reader', userId: member.id, userGroupId: ourGroup.id },
        ],
        [
          `reader of another user group, plans ${plansOn}`,
          { ...base, kind: 'reader', userId: otherMember.id, userGroupId: theirGroup.id },
        ],
        [
          `reader of no user group, plans ${plansOn}`,
          { ...base, kind: 'reader', userId: loner.id, userGroupId: null },
        ],
      );
    }
  });
  afterAll(() => handle.close());

  it('lists every content as the listing built for each viewer does', async () => {
    // One repository for every viewer: later viewers of a shape run the statement prepared first.
    const repository = createLibraryRepository(handle.db);
    const ids = books.map((book) => book.id);
    for (const [name, viewer] of viewers) {
      const built = await handle.db
        .select(repository.listedColumns(viewer))
        .from(contents)
        .where(inArray(contents.id, ids));
      for (const id of ids) {
        const expected = built.find((row) => row.content.id === id);
        expect(await repository.listedContent(viewer, id), `${name}: ${id}`).toEqual(expected);
      }
    }
    // What tells the viewers apart reached them: their own groups, favourite, place and plan.
    const member = viewers.find(([name]) => name === 'reader of one user group, plans true')![1];
    const other = viewers.find(([name]) => name === 'reader of another user group, plans true')![1];
    const [first, second, , fourth] = books;
    expect((await repository.listedContent(member, fourth!.id))?.isRegistered).toBe(true);
    expect((await repository.listedContent(other, fourth!.id))?.isRegistered).toBe(false);
    expect((await repository.listedContent(member, first!.id))?.isFavorite).toBe(true);
    expect((await repository.listedContent(other, first!.id))?.isFavorite).toBe(false);
    expect((await repository.listedContent(member, second!.id))?.readingState).toEqual({
      location: 'epubcfi(/6/4)',
      progress: 0.5,
    });
    expect((await repository.listedContent(other, books[2]!.id))?.contentGroupIds).toHaveLength(2);
    expect((await repository.listedContent(member, books[2]!.id))?.contentGroupIds).toHaveLength(1);
  });
});
