import { ErrorCode, type ContentGroupShelf, type ContentWire } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import { contentHashtags, contents, type ContentRow } from '../content/content.tables.js';
import { storePageTexts } from '../content/page-text.js';
import { hashtags } from '../hashtag/hashtag.tables.js';
import {
  planContentGroups,
  subscriptionPlans,
  userPlans,
} from '../subscription/subscription.tables.js';
import {
  createContent,
  createContentGroup,
  createUserGroupWith,
} from './content-access-test-helpers.js';

// issue 7 part 4: one denied case walked through every caller of the access rule. A reader in a
// user group linked to `allowed.group` only; `denied.content` sits in `denied.group`. Each caller
// must let the reader reach the allowed book (so a refusal is the rule's, not a broken call) and
// refuse the denied one. To add a caller (viewer token, bytes, search), add a row to `callers`.

interface Target {
  content: ContentRow;
  group: ContentGroupRow;
}

interface Scenario {
  t: TestApp;
  host: string;
  readerToken: string;
  allowed: Target;
  denied: Target;
}

type Verdict = 'allowed' | 'refused';

interface Caller {
  name: string;
  probe(scenario: Scenario, target: Target): Promise<Verdict>;
  /** It opens the book or keeps it (not only shows it): a plan the reader lacks refuses it. */
  opens?: boolean;
}

/** The codes that mean "the rule said no"; anything else unexpected fails the test. */
const REFUSALS: number[] = [
  ErrorCode.ContentNotFound,
  ErrorCode.ContentGroupNotFound,
  ErrorCode.PlanRequiredToView,
  ErrorCode.PlanRequiredToFavorite,
];

function request(
  s: Scenario,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
): Promise<LightMyRequestResponse> {
  return s.t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { host: s.host, 'x-access-token': s.readerToken },
    ...(body ? { payload: body } : {}),
  });
}

/** A call that answers one content: 200 allowed, a refusal code refused. */
function verdictOfCall(answer: LightMyRequestResponse): Verdict {
  const status = answer.json().status as number;
  if (status === 200) return 'allowed';
  if (REFUSALS.includes(status)) return 'refused';
  throw new Error(`unexpected answer ${answer.statusCode}: ${answer.body}`);
}

/** A list: allowed when the content is listed, refused when it is not (or the list is refused). */
function verdictOfList(
  answer: LightMyRequestResponse,
  target: Target,
  contentsOf: (results: unknown) => { id: string }[],
): Verdict {
  const status = answer.json().status as number;
  if (REFUSALS.includes(status)) return 'refused';
  if (status !== 200) throw new Error(`unexpected answer ${answer.statusCode}: ${answer.body}`);
  const ids = contentsOf(answer.json().results).map((content) => content.id);
  return ids.includes(target.content.id) ? 'allowed' : 'refused';
}

const callers: Caller[] = [
  {
    name: 'home shelves (content-group/content-group-list)',
    probe: async (s, target) =>
      verdictOfList(
        await request(s, 'GET', '/content-group/content-group-list'),
        target,
        (shelves) => (shelves as ContentGroupShelf[]).flatMap((shelf) => shelf.contents),
      ),
  },
  {
    name: 'a group page (content/public/page)',
    probe: async (s, target) =>
      verdictOfList(
        await request(s, 'GET', `/content/public/page?content_group_id=${target.group.id}`),
        target,
        (page) => (page as { content: ContentWire[] }).content,
      ),
  },
  {
    name: 'detail by id and group (content/public/detail/)',
    probe: async (s, target) =>
      verdictOfCall(
        await request(
          s,
          'GET',
          `/content/public/detail/?id=${target.content.id}&content_group_id=${target.group.id}`,
        ),
      ),
  },
  {
    name: 'public detail by content token (content/public/detail/?detail_id)',
    probe: async (s, target) =>
      verdictOfCall(
        await request(s, 'GET', `/content/public/detail/?detail_id=${target.content.detailId}`),
      ),
  },
  {
    name: 'favourites add (content/favorites/add)',
    opens: true,
    probe: async (s, target) =>
      verdictOfCall(
        await request(s, 'POST', '/content/favorites/add', {
          content_id: target.content.id,
          content_group_id: target.group.id,
        }),
      ),
  },
  {
    name: 'viewer token (content/public/viewer-token)',
    opens: true,
    probe: async (s, target) =>
      verdictOfCall(
        await request(
          s,
          'GET',
          `/content/public/viewer-token?content_id=${target.content.id}&content_group_id=${target.group.id}`,
        ),
      ),
  },
  {
    name: 'book bytes (files/{token}), whose token the rule must grant first',
    opens: true,
    probe: async (s, target) => {
      await s.t.storage.put(target.content.fileKey!, Buffer.from('%PDF-1.7 bytes'));
      const token = await request(
        s,
        'GET',
        `/content/public/viewer-token?detail_id=${target.content.detailId}`,
      );
      if (verdictOfCall(token) === 'refused') return 'refused';
      const bytes = await request(s, 'GET', `/files/${token.json().results.token_id as string}`);
      return bytes.statusCode === 200 ? 'allowed' : verdictOfCall(bytes);
    },
  },
  {
    name: 'full-text search (content/full-text-search), over all groups and within the group',
    probe: async (s, target) => {
      // A word only this book holds: its id, one Latin word.
      await storePageTexts(s.t.database.db, {
        companyId: target.content.companyId,
        contentId: target.content.id,
        texts: [`第一頁 ${target.content.id}`],
      });
      const contentsOf = (page: unknown) =>
        (page as { content: { content: ContentWire }[] }).content.map((result) => result.content);
      const everywhere = verdictOfList(
        await request(s, 'POST', '/content/full-text-search', { query: target.content.id }),
        target,
        contentsOf,
      );
      const inGroup = verdictOfList(
        await request(s, 'POST', `/content/full-text-search?content_group_id=${target.group.id}`, {
          query: target.content.id,
        }),
        target,
        contentsOf,
      );
      return everywhere === 'allowed' && inGroup === 'allowed' ? 'allowed' : 'refused';
    },
  },
  {
    name: 'cover (content/cover/{id}), which shows what the book looks like',
    probe: async (s, target) => {
      const coverKey = `companies/${target.content.companyId}/contents/${target.content.id}/cover`;
      await s.t.storage.put(`${coverKey}-small.webp`, Buffer.from('RIFF\x10\x00\x00\x00WEBP'));
      await s.t.database.db
        .update(contents)
        .set({ coverKey })
        .where(eq(contents.id, target.content.id));
      const cover = await request(s, 'GET', `/content/cover/${target.content.id}`);
      return cover.statusCode === 200 ? 'allowed' : verdictOfCall(cover);
    },
  },
  {
    name: 'reading position (content/reading-position/{id})',
    opens: true,
    probe: async (s, target) =>
      verdictOfCall(
        await request(s, 'PUT', `/content/reading-position/${target.content.id}`, {
          location: '1',
        }),
      ),
  },
  {
    name: 'field search (content/search), by title',
    probe: async (s, target) =>
      verdictOfList(
        await request(s, 'POST', '/content/search', [
          { search_fields: ['title'], type: 1, value: target.content.title },
        ]),
        target,
        (page) => (page as { content: ContentWire[] }).content,
      ),
  },
  {
    name: 'field search in the content’s group (content/search?content_group_id)',
    probe: async (s, target) =>
      verdictOfList(
        await request(s, 'POST', `/content/search?content_group_id=${target.group.id}`, []),
        target,
        (page) => (page as { content: ContentWire[] }).content,
      ),
  },
  {
    name: 'hashtag search (content/search-hash-tag)',
    probe: async (s, target) => {
      // Probed more than once per content: the tag and its link are made once.
      const name = `tag ${target.content.id}`;
      const { db } = s.t.database;
      await db
        .insert(hashtags)
        .values({ companyId: target.content.companyId, name })
        .onConflictDoNothing();
      const [tag] = await db.select().from(hashtags).where(eq(hashtags.name, name));
      await db
        .insert(contentHashtags)
        .values({ contentId: target.content.id, hashtagId: tag!.id })
        .onConflictDoNothing();
      return verdictOfList(
        await request(s, 'POST', '/content/search-hash-tag', [tag!.id]),
        target,
        (page) => (page as { content: ContentWire[] }).content,
      );
    },
  },
];

describe('one denied case through every caller of the access rule', () => {
  let scenario: Scenario;

  beforeAll(async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const company = await createCompany(db);
    const allowedGroup = await createContentGroup(db, company, { name: 'allowed' });
    const deniedGroup = await createContentGroup(db, company, { name: 'denied' });
    const userGroup = await createUserGroupWith(db, company, [allowedGroup.id]);
    // The denied group belongs to another user group: not public, not the reader's.
    await createUserGroupWith(db, company, [deniedGroup.id]);
    const reader = await createUser(db, company, { userGroupId: userGroup.id });
    scenario = {
      t,
      host: company.domain,
      readerToken: (await signIn(db, reader))['x-access-token'],
      allowed: { content: await createContent(db, company, [allowedGroup]), group: allowedGroup },
      denied: { content: await createContent(db, company, [deniedGroup]), group: deniedGroup },
    };
  });
  afterAll(() => scenario.t.close());

  it.each(callers.map((caller) => [caller.name, caller] as const))(
    '%s refuses the book of another user group’s content group',
    async (_name, caller) => {
      expect(await caller.probe(scenario, scenario.allowed)).toBe('allowed');
      expect(await caller.probe(scenario, scenario.denied)).toBe('refused');
    },
  );
});

describe('a book behind a plan through every caller of the access rule', () => {
  let scenario: Scenario;
  let readerId: number;
  let planId: number;

  beforeAll(async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const company = await createCompany(db, { showSubscriptionStatus: true });
    const freeGroup = await createContentGroup(db, company, { name: 'free' });
    const premiumGroup = await createContentGroup(db, company, { name: 'premium' });
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({ companyId: company.id, name: 'Premium', price: 500, duration: 1, durationType: 1 })
      .returning();
    planId = plan!.id;
    await db.insert(planContentGroups).values({ planId, contentGroupId: premiumGroup.id });
    const reader = await createUser(db, company);
    readerId = reader.id;
    scenario = {
      t,
      host: company.domain,
      readerToken: (await signIn(db, reader))['x-access-token'],
      allowed: { content: await createContent(db, company, [freeGroup]), group: freeGroup },
      denied: { content: await createContent(db, company, [premiumGroup]), group: premiumGroup },
    };
  });
  afterAll(() => scenario.t.close());

  it.each(callers.map((caller) => [caller.name, caller] as const))(
    '%s shows it without the plan, opens it only with the plan',
    async (_name, caller) => {
      const { db } = scenario.t.database;
      await db.delete(userPlans).where(eq(userPlans.userId, readerId));
      expect(await caller.probe(scenario, scenario.allowed)).toBe('allowed');
      expect(await caller.probe(scenario, scenario.denied)).toBe(
        caller.opens ? 'refused' : 'allowed',
      );
      const now = Date.now();
      await db.insert(userPlans).values({
        companyId: scenario.denied.content.companyId,
        userId: readerId,
        planId,
        planName: 'Premium',
        status: 'CANCEL',
        price: 0,
        period: 1,
        periodStartedAt: new Date(now - 60_000),
        // Cancelled, but its period has not ended: the books stay open.
        expiresAt: new Date(now + 60 * 60_000),
      });
      expect(await caller.probe(scenario, scenario.denied)).toBe('allowed');
    },
  );
});
