import { DEMO_MERCHANT } from '@hondana/payments-sandbox';
import { RoleLevel } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { clientHashOf, verifyPassword } from '../../platform/crypto/password.js';
import type { ObjectStorage } from '../../platform/storage/object-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { companies } from '../company/company.tables.js';
import type { ContentProcessRequest } from '../content/content.jobs.js';
import { contentGroupContents, contentHashtags, contents } from '../content/content.tables.js';
import { hashtags } from '../hashtag/hashtag.tables.js';
import { searchBoxes, searchTabs, sortFields } from '../search-config/search-config.tables.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { userGroupContentGroups, userGroups } from '../user-group/user-group.tables.js';
import { users } from '../user/user.tables.js';
import { DEMO, seedDemoCompany } from './demo-seed.js';

describe('demo company seed', () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let storage: ObjectStorage;
  const log = pino({ level: 'silent' });
  const queued: ContentProcessRequest[] = [];
  const enqueue = async (request: ContentProcessRequest) => {
    queued.push(request);
    return `job-${queued.length}`;
  };

  // The seed as the demo module runs it, with the processing queue replaced by a recorder.
  const seed = () =>
    seedDemoCompany({
      ...t.services,
      db: t.ports.db,
      storage,
      log,
      clock: t.ports.clock,
      secretBox: t.ports.secretBox,
      demoMerchant: DEMO_MERCHANT,
      enqueueProcessing: enqueue,
    });

  beforeAll(async () => {
    t = await createTestApp({ workJobs: false });
    database = t.database;
    storage = t.storage;
    await seed();
  });
  afterAll(() => t.close());

  it('creates the demo company with its administrator and reader', async () => {
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.domain, DEMO.domain));
    expect(company).toMatchObject({ accountType: 'ALL' });
    // Paid through the sandbox's merchant, its key sealed like any company's.
    expect(t.services.companyPayments.merchantSettingsOf(company!)).toEqual({
      ...DEMO_MERCHANT,
      testMode: true,
    });
    expect(company!.veritransSecretKey).not.toContain(DEMO_MERCHANT.secretKey);
    const people = await database.db.select().from(users).where(eq(users.companyId, company!.id));
    const admin = people.find((u) => u.email === DEMO.admin.email)!;
    const reader = people.find((u) => u.username === DEMO.reader.username)!;
    expect(admin.roleLevel).toBe(RoleLevel.CompanyAdmin);
    expect(reader.roleLevel).toBe(RoleLevel.User);
    expect(await verifyPassword(admin.passwordHash!, clientHashOf(DEMO.admin.password))).toBe(true);
    expect(await verifyPassword(reader.passwordHash!, clientHashOf(DEMO.reader.password))).toBe(
      true,
    );
  });

  it('creates a user group that signs this computer in by IP address', async () => {
    const groups = await database.db.select().from(userGroups);
    expect(groups.find((g) => g.name === DEMO.ipGroup.name)?.ipAddresses).toEqual(['127.0.0.1/32']);
  });

  it('keeps the book groups public (linked to no user group), so every reader sees them', async () => {
    const links = await database.db.select().from(userGroupContentGroups);
    expect(links).toEqual([]);
    const groups = await database.db.select().from(contentGroups);
    expect(groups.filter((g) => g.type === 'NORMAL')).toHaveLength(3);
    expect(groups.find((g) => g.type === 'FAVORITE')?.isDefault).toBe(true);
    const names = (await database.db.select().from(userGroups)).map((group) => group.name);
    expect(names.sort()).toEqual(['既定', DEMO.ipGroup.name].sort());
  });

  it('sets up search: a full-text box, a title/author box, a language choice, tabs, sorts, hashtags', async () => {
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.domain, DEMO.domain));
    const companyId = company!.id;
    const boxes = await database.db
      .select()
      .from(searchBoxes)
      .where(eq(searchBoxes.companyId, companyId))
      .orderBy(searchBoxes.ordinal);
    expect(boxes.map((box) => [box.type, box.isFullText])).toEqual([
      [1, true],
      [1, false],
      [4, false],
    ]);
    const choices = boxes[2]!.matchValues;
    const books = await database.db
      .select()
      .from(contents)
      .where(eq(contents.companyId, companyId));
    // Every demo book has one of the language box's choices.
    for (const book of books) expect(choices).toContain(book.param1);
    expect(new Set(books.map((book) => book.param1)).size).toBe(2);
    const tabs = await database.db
      .select()
      .from(searchTabs)
      .where(eq(searchTabs.companyId, companyId));
    expect(tabs).toHaveLength(2);
    const sorts = await database.db
      .select()
      .from(sortFields)
      .where(eq(sortFields.companyId, companyId));
    expect(sorts.map((sort) => sort.field).sort((a, b) => a - b)).toEqual([1, 2, 12]);
    const tags = await database.db.select().from(hashtags).where(eq(hashtags.companyId, companyId));
    expect(tags).toHaveLength(2);
    expect(tags.every((tag) => tag.searchBoxOrdinal !== null)).toBe(true);
    const tagged = await database.db.select().from(contentHashtags);
    for (const tag of tags) {
      expect(tagged.filter((link) => link.hashtagId === tag.id).length, tag.name).toBeGreaterThan(
        0,
      );
    }
  });

  it('turns subscriptions on with two plans on the premium shelf and the coupon WELCOME10', async () => {
    const [company] = await database.db.select().from(companies);
    expect(company!.showSubscriptionStatus).toBe(true);
    const ctx = { company: company!, actor: null };
    const plans = await t.services.plans.all(ctx);
    expect(plans.map((plan) => plan.number_free_term)).toEqual([14, 0]);
    expect(plans[1]!.discount_ordinals.map((o) => [o.ordinal, o.discount_value])).toEqual([
      [1, 50],
      [2, 25],
    ]);
    const premium = plans[0]!.content_group_ids;
    expect(plans[1]!.content_group_ids).toEqual(premium);
    const gated = await database.db
      .select()
      .from(contentGroupContents)
      .where(eq(contentGroupContents.contentGroupId, premium[0]!));
    expect(gated).toHaveLength(1);
    expect((await t.services.coupons.byCode(ctx, 'welcome10')).discount_value).toBe(10);
  });

  it('creates a system administrator for the admin host', async () => {
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO.systemAdmin.email));
    expect(admin).toMatchObject({ roleLevel: RoleLevel.SystemAdmin, companyId: null });
  });

  it('stores sample PDFs (one of 300+ pages) and EPUBs in the novels, guides and premium groups', async () => {
    const groups = await database.db.select().from(contentGroups);
    expect(groups.filter((g) => g.type === 'NORMAL')).toHaveLength(3);
    const books = await database.db.select().from(contents);
    const pdfs = books.filter((b) => b.fileType === 'pdf');
    expect(pdfs.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...pdfs.map((b) => b.pageCount ?? 0))).toBeGreaterThanOrEqual(300);
    expect(books.filter((b) => b.fileType === 'epub').length).toBeGreaterThanOrEqual(2);
    for (const book of books) {
      expect(book.id).toMatch(/^[a-z0-9]{20,64}$/);
      expect((await storage.stat(book.fileKey!))?.size).toBeGreaterThan(1000);
    }
  });

  it('queues the processing job for every book, after its file is stored', async () => {
    const books = await database.db.select().from(contents);
    expect(queued).toHaveLength(books.length);
    expect(queued.map((q) => q.contentId).sort()).toEqual(books.map((b) => b.id).sort());
    expect(new Set(queued.map((q) => q.companyId))).toEqual(new Set([books[0]!.companyId]));
  });

  it('does nothing on a database that already has a company', async () => {
    await seed();
    expect(await database.db.select().from(companies)).toHaveLength(1);
  });
});
