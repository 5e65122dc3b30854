import { ErrorCode, RoleLevel } from '@hondana/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { actorOf, createCompany, createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentGroups, type ContentGroupRow } from '../content-group/content-group.tables.js';
import { contents } from '../content/content.tables.js';
import { userContentGroups, type UserRow } from '../user/user.tables.js';
import {
  createContent,
  createContentGroup,
  createUserGroupWith,
  dayFromToday,
} from './content-access-test-helpers.js';
import { systemClock } from '../../platform/clock/clock.js';
import { contentColumns, createContentAccess, type AccessRequest } from './content-access.js';
import {
  planFlagsOf,
  visibleContentsCondition,
  visibleGroupsCondition,
} from './content-access.filters.js';
import { qualified } from '../../platform/db/qualified.js';
import {
  planContentGroups,
  subscriptionPlans,
  userPlans,
} from '../subscription/subscription.tables.js';

describe('the access rule (canOpen and its list form)', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  let other: CompanyRow;
  let groupA: ContentGroupRow;
  let groupB: ContentGroupRow;
  /** Linked to a user group: only its members (and users linked to it) see it. */
  let groupR: ContentGroupRow;
  let admin: UserRow;
  let freeReader: UserRow;
  let groupReader: UserRow;
  const access = () => createContentAccess(handle.db, { clock: systemClock });
  let planOfShop = 0;

  const ctxOf = (user: UserRow | null, on: CompanyRow = company): CompanyContext => ({
    company: on,
    actor: user && actorOf(user),
  });

  async function codeOf(ctx: CompanyContext, request: AccessRequest): Promise<number> {
    try {
      await access().canOpen(ctx, request);
      return 200;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    const db = handle.db;
    company = await createCompany(db);
    other = await createCompany(db);
    groupA = await createContentGroup(db, company);
    groupB = await createContentGroup(db, company);
    groupR = await createContentGroup(db, company);
    const members = await createUserGroupWith(db, company, [groupR.id]);
    admin = await createUser(db, company, { roleLevel: RoleLevel.CompanyAdmin });
    freeReader = await createUser(db, company);
    groupReader = await createUser(db, company, { userGroupId: members.id });
  });
  afterAll(() => handle.close());

  it('lets visitors see a processed book of a group, and open it only when its mode allows', async () => {
    const loginBook = await createContent(handle.db, company, [groupA], { viewMode: 1 });
    const openBook = await createContent(handle.db, company, [groupA], { viewMode: 2 });
    expect(await codeOf(ctxOf(null), { contentId: loginBook.id, purpose: 'see' })).toBe(200);
    expect(await codeOf(ctxOf(null), { contentId: loginBook.id, purpose: 'open' })).toBe(
      ErrorCode.ViewNotAllowed,
    );
    expect(await codeOf(ctxOf(null), { contentId: openBook.id, purpose: 'open' })).toBe(200);
    expect(await codeOf(ctxOf(freeReader), { contentId: loginBook.id })).toBe(200);
  });

  it('lets everyone open a require-login book in an open-account company (it has no sign-in)', async () => {
    const open = await createCompany(handle.db, { accountType: 'OPEN_TYPE' });
    const group = await createContentGroup(handle.db, open);
    const book = await createContent(handle.db, open, [group], { viewMode: 1 });
    expect(await codeOf(ctxOf(null, open), { contentId: book.id })).toBe(200);
  });

  it('shows a group linked to a user group to its members and to users linked to it; unlinked groups to all', async () => {
    const inB = await createContent(handle.db, company, [groupB]);
    const inR = await createContent(handle.db, company, [groupR]);
    expect(await codeOf(ctxOf(groupReader), { contentId: inR.id })).toBe(200);
    expect(await codeOf(ctxOf(groupReader), { contentId: inB.id })).toBe(200);
    expect(await codeOf(ctxOf(freeReader), { contentId: inR.id })).toBe(ErrorCode.ContentNotFound);
    expect(await codeOf(ctxOf(null), { contentId: inR.id, purpose: 'see' })).toBe(
      ErrorCode.ContentNotFound,
    );
    expect(await codeOf(ctxOf(freeReader), { contentId: inB.id })).toBe(200);
    expect(await codeOf(ctxOf(null), { contentId: inB.id, purpose: 'see' })).toBe(200);
    const linked = await createUser(handle.db, company);
    await handle.db
      .insert(userContentGroups)
      .values({ userId: linked.id, contentGroupId: groupR.id });
    expect(await codeOf(ctxOf(linked), { contentId: inR.id })).toBe(200);
  });

  it('hides unprocessed and ungrouped books from readers but not from administrators', async () => {
    const processing = await createContent(handle.db, company, [groupA], { encodingStatus: 2 });
    const loose = await createContent(handle.db, company, []);
    for (const book of [processing, loose]) {
      expect(await codeOf(ctxOf(freeReader), { contentId: book.id })).toBe(
        ErrorCode.ContentNotFound,
      );
      expect(await codeOf(ctxOf(admin), { contentId: book.id })).toBe(200);
    }
  });

  it("answers 712 for another company's book, to its readers and its administrators alike", async () => {
    const foreignGroup = await createContentGroup(handle.db, other);
    const foreign = await createContent(handle.db, other, [foreignGroup]);
    expect(await codeOf(ctxOf(admin), { contentId: foreign.id })).toBe(ErrorCode.ContentNotFound);
    expect(await codeOf(ctxOf(freeReader), { contentId: foreign.id })).toBe(
      ErrorCode.ContentNotFound,
    );
    expect(await codeOf(ctxOf(null), { contentId: 'nosuchcontent0000000000' })).toBe(
      ErrorCode.ContentNotFound,
    );
  });

  it('refuses a group the content is not in, even when the viewer may see both', async () => {
    const inA = await createContent(handle.db, company, [groupA]);
    expect(await codeOf(ctxOf(freeReader), { contentId: inA.id, contentGroupId: groupB.id })).toBe(
      ErrorCode.ContentNotFound,
    );
    expect(await codeOf(ctxOf(freeReader), { contentId: inA.id, contentGroupId: groupA.id })).toBe(
      200,
    );
  });

  it('treats the favourite group as no group: books open from the favourites shelf', async () => {
    const favourites = await createContentGroup(handle.db, company, { type: 'FAVORITE' });
    const inR = await createContent(handle.db, company, [groupR]);
    const grant = await access().canOpen(ctxOf(groupReader), {
      contentId: inR.id,
      contentGroupId: favourites.id,
    });
    expect(grant.group?.id).toBe(groupR.id);
    expect(
      await codeOf(ctxOf(freeReader), { contentId: inR.id, contentGroupId: favourites.id }),
    ).toBe(ErrorCode.ContentNotFound);
  });

  it('answers 827 before a group starts and 828 after it ended; the end day itself still counts', async () => {
    const future = await createContentGroup(handle.db, company, { startDate: dayFromToday(2) });
    const past = await createContentGroup(handle.db, company, { endDate: dayFromToday(-1) });
    const today = await createContentGroup(handle.db, company, {
      startDate: dayFromToday(0),
      endDate: dayFromToday(0),
    });
    const early = await createContent(handle.db, company, [future]);
    const late = await createContent(handle.db, company, [past]);
    const now = await createContent(handle.db, company, [today]);
    expect(await codeOf(ctxOf(freeReader), { contentId: early.id })).toBe(
      ErrorCode.ContentGroupNotStarted,
    );
    expect(await codeOf(ctxOf(freeReader), { contentId: late.id })).toBe(
      ErrorCode.ContentGroupExpired,
    );
    expect(await codeOf(ctxOf(freeReader), { contentId: now.id })).toBe(200);
    expect(await codeOf(ctxOf(admin), { contentId: late.id })).toBe(200);
  });

  it("applies the group's printable flag over the content's print mode", async () => {
    const noPrint = await createContentGroup(handle.db, company, { printable: false });
    const book = await createContent(handle.db, company, [groupA, noPrint], { printMode: 1 });
    const rule = access();
    expect((await rule.canOpen(ctxOf(freeReader), { contentId: book.id })).printMode).toBe(1);
    const viaNoPrint = await rule.canOpen(ctxOf(freeReader), {
      contentId: book.id,
      contentGroupId: noPrint.id,
    });
    expect(viaNoPrint.printMode).toBe(0);
  });

  it('finds a content by its public detail token under the same rule as by id', async () => {
    const inR = await createContent(handle.db, company, [groupR]);
    expect(await codeOf(ctxOf(groupReader), { detailId: inR.detailId })).toBe(200);
    expect(await codeOf(ctxOf(freeReader), { detailId: inR.detailId })).toBe(
      ErrorCode.ContentNotFound,
    );
  });

  it('opens the one processed book of a direct-view token for anyone, in its company only', async () => {
    const loose = await createContent(handle.db, company, [], { viewMode: 1, printMode: 2 });
    const grant = await access().canOpen(ctxOf(null), { viewToken: loose.viewToken });
    expect(grant).toMatchObject({ content: { id: loose.id }, group: null, printMode: 2 });
    const raw = await createContent(handle.db, company, [], { encodingStatus: 1 });
    expect(await codeOf(ctxOf(null), { viewToken: raw.viewToken })).toBe(ErrorCode.ContentNotFound);
    expect(await codeOf(ctxOf(null, other), { viewToken: loose.viewToken })).toBe(
      ErrorCode.ContentNotFound,
    );
    expect(await codeOf(ctxOf(null), { viewToken: 'guessed' })).toBe(ErrorCode.ContentNotFound);
  });

  it('has a list form that shows exactly what canOpen lets each viewer see', async () => {
    const db = handle.db;
    const shelf = await createContentGroup(db, company);
    const expired = await createContentGroup(db, company, { endDate: dayFromToday(-3) });
    const books = [
      await createContent(db, company, [shelf]),
      await createContent(db, company, [groupA]),
      await createContent(db, company, [groupB]),
      await createContent(db, company, [groupR]),
      await createContent(db, company, [expired]),
      await createContent(db, company, [shelf], { encodingStatus: 4 }),
      await createContent(db, company, []),
    ];
    const ids = books.map((book) => book.id);
    for (const user of [null, freeReader, groupReader, admin]) {
      const rule = access();
      const viewer = rule.viewerOf(ctxOf(user));
      const listed = await db
        .select({ id: contents.id })
        .from(contents)
        .where(visibleContentsCondition(viewer));
      const listedIds = new Set(listed.map((row) => row.id).filter((id) => ids.includes(id)));
      const allowed = new Set<string>();
      for (const id of ids) {
        if ((await codeOf(ctxOf(user), { contentId: id, purpose: 'see' })) === 200) allowed.add(id);
      }
      expect([...listedIds].sort(), `viewer ${user?.id ?? 'visitor'}`).toEqual([...allowed].sort());
    }
    const visibleTo = async (user: UserRow) => {
      const view = access().viewerOf(ctxOf(user));
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(visibleGroupsCondition(view)));
      return rows.map((row) => row.id);
    };
    expect(await visibleTo(groupReader)).toContain(groupR.id);
    expect(await visibleTo(freeReader)).not.toContain(groupR.id);
    expect(await visibleTo(freeReader)).toContain(groupA.id);
  });

  it('grants the contents a list shows exactly as canOpen grants each, from the rows alone', async () => {
    const db = handle.db;
    const shelf = await createContentGroup(db, company);
    const later = await createContentGroup(db, company, { startDate: dayFromToday(2) });
    const expired = await createContentGroup(db, company, { endDate: dayFromToday(-3) });
    const books = [
      await createContent(db, company, [shelf], { viewMode: 2 }),
      await createContent(db, company, [shelf], { viewMode: 1 }),
      await createContent(db, company, [groupA, shelf], { viewMode: 2 }),
      await createContent(db, company, [groupR], { viewMode: 2 }),
      await createContent(db, company, [groupR, shelf], { viewMode: 1 }),
      await createContent(db, company, [later], { viewMode: 2 }),
      await createContent(db, company, [expired, groupB], { viewMode: 2 }),
      await createContent(db, company, [shelf], { encodingStatus: 4 }),
      await createContent(db, company, []),
    ];
    const ids = books.map((book) => book.id);
    for (const user of [null, freeReader, groupReader, admin]) {
      for (const purpose of ['see', 'open', 'favorite'] as const) {
        for (const contentGroupId of [undefined, shelf.id]) {
          const each = new Set<string>();
          for (const contentId of ids) {
            const code = await codeOf(ctxOf(user), { contentId, contentGroupId, purpose });
            if (code === 200) each.add(contentId);
          }
          const rule = access();
          const viewer = rule.viewerOf(ctxOf(user));
          const listed = await db
            .select(contentColumns(viewer, purpose))
            .from(contents)
            .where(
              and(inArray(contents.id, ids), visibleContentsCondition(viewer, { contentGroupId })),
            );
          const atOnce = rule.grantedAmongVisible(viewer, listed, purpose);
          const label = `${user?.id ?? 'visitor'} ${purpose} in ${contentGroupId ?? 'any group'}`;
          expect([...atOnce].sort(), label).toEqual([...each].sort());
        }
      }
    }
    // Something to tell apart: a visitor lists a book that asks for sign-in, and may not open it.
    const visitor = access().viewerOf(ctxOf(null));
    const [asksSignIn] = await db
      .select(contentColumns(visitor, 'open'))
      .from(contents)
      .where(eq(contents.id, books[1]!.id));
    expect(access().grantedAmongVisible(visitor, [asksSignIn!], 'open').size).toBe(0);
    expect(access().grantedAmongVisible(visitor, [asksSignIn!], 'see').size).toBe(1);
  });

  it('gates plans the same way in lists and in canOpen, for every kind of viewer', async () => {
    const db = handle.db;
    const shop = await createCompany(db, { showSubscriptionStatus: true });
    const plain = await createCompany(db);
    const premium = await createContentGroup(db, shop);
    const free = await createContentGroup(db, shop);
    const plainPremium = await createContentGroup(db, plain);
    for (const [company, group] of [
      [shop, premium],
      [plain, plainPremium],
    ] as const) {
      const [plan] = await db
        .insert(subscriptionPlans)
        .values({ companyId: company.id, name: 'P', price: 100, duration: 1, durationType: 1 })
        .returning();
      await db.insert(planContentGroups).values({ planId: plan!.id, contentGroupId: group.id });
      if (company === shop) planOfShop = plan!.id;
    }
    const holder = await createUser(db, shop);
    const lapsed = await createUser(db, shop);
    const stranger = await createUser(db, shop);
    const shopAdmin = await createUser(db, shop, { roleLevel: RoleLevel.CompanyAdmin });
    const now = Date.now();
    const registration = (userId: number, status: 'ACTIVE' | 'CANCEL', ends: number) => ({
      companyId: shop.id,
      userId,
      planId: planOfShop,
      planName: 'P',
      status,
      price: 0,
      period: 1,
      periodStartedAt: new Date(now - 60_000),
      expiresAt: new Date(ends),
    });
    await db.insert(userPlans).values([
      registration(holder.id, 'ACTIVE', now + 3_600_000),
      // Cancelled and past its expiry (the expiry job has not run yet): the gate reads the time.
      registration(lapsed.id, 'CANCEL', now - 1_000),
    ]);
    const books = [
      { company: shop, book: await createContent(db, shop, [premium], { viewMode: 2 }) },
      { company: shop, book: await createContent(db, shop, [free], { viewMode: 2 }) },
      { company: plain, book: await createContent(db, plain, [plainPremium], { viewMode: 2 }) },
    ];
    const expectations: [UserRow | null, CompanyRow, boolean[]][] = [
      [null, shop, [true, false]],
      [stranger, shop, [true, false]],
      [lapsed, shop, [true, false]],
      [holder, shop, [false, false]],
      [shopAdmin, shop, [false, false]],
      [null, plain, [false]],
    ];
    for (const [user, company, gated] of expectations) {
      const viewer = access().viewerOf(ctxOf(user, company));
      const mine = books.filter((entry) => entry.company === company);
      for (const [index, { book }] of mine.entries()) {
        const [flags] = await db
          .select(planFlagsOf(viewer, qualified(contents.id)))
          .from(contents)
          .where(eq(contents.id, book.id));
        const listedAsGated = flags!.isSubscriptionPlan && !flags!.isRegistered;
        const opened = await codeOf(ctxOf(user, company), { contentId: book.id, purpose: 'open' });
        const label = `${user?.id ?? 'visitor'} on ${book.id}`;
        expect(listedAsGated, label).toBe(gated[index]);
        expect(opened === ErrorCode.PlanRequiredToView, label).toBe(gated[index]);
        if (!gated[index]) expect(opened, label).toBe(200);
        expect(await codeOf(ctxOf(user, company), { contentId: book.id, purpose: 'see' })).toBe(
          200,
        );
      }
    }
  });
});
