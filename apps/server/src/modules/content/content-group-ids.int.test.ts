import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents } from './content.tables.js';
import { createContentRepository } from './content.repository.js';

// contents.group_ids, which the access rule of lists reads, follows content_group_contents
// whoever writes the links (migration 0030's triggers).

describe("a content's group ids", () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  /** The content's group ids, and its row's version (`xmin`: a new one after every update). */
  async function rowOf(contentId: string): Promise<{ groupIds: number[]; version: string }> {
    const [row] = await handle.db
      .select({ groupIds: contents.groupIds, version: sql<string>`xmin::text` })
      .from(contents)
      .where(eq(contents.id, contentId));
    return row!;
  }

  const groupIdsOf = async (contentId: string) => (await rowOf(contentId)).groupIds;

  it('follows the links an administrator sets, and a link written directly', async () => {
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createContentGroup(handle.db, company)),
    );
    const book = await createContent(handle.db, company, [b!, a!]);
    expect(await groupIdsOf(book.id)).toEqual([a!.id, b!.id].sort((x, y) => x - y));

    const repository = createContentRepository(handle.db);
    await repository.setGroups(book.id, [c!.id, a!.id]);
    expect(await groupIdsOf(book.id)).toEqual([a!.id, c!.id].sort((x, y) => x - y));
    await repository.setGroups(book.id, []);
    expect(await groupIdsOf(book.id)).toEqual([]);
  });

  it('follows a link moved to another group, and a group deleted with its links', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => createContentGroup(handle.db, company)));
    const first = await createContent(handle.db, company, [a!]);
    const second = await createContent(handle.db, company, [a!, b!]);

    await handle.db
      .update(contentGroupContents)
      .set({ contentGroupId: b!.id })
      .where(eq(contentGroupContents.contentId, first.id));
    expect(await groupIdsOf(first.id)).toEqual([b!.id]);

    await handle.db.delete(contentGroups).where(eq(contentGroups.id, b!.id));
    expect(await groupIdsOf(first.id)).toEqual([]);
    expect(await groupIdsOf(second.id)).toEqual([a!.id]);
  });

  it('leaves the content row alone when only a link’s order changes', async () => {
    const group = await createContentGroup(handle.db, company);
    const book = await createContent(handle.db, company, [group]);
    const before = await rowOf(book.id);

    await handle.db
      .update(contentGroupContents)
      .set({ ordinal: 7 })
      .where(eq(contentGroupContents.contentId, book.id));

    expect((await rowOf(book.id)).version).toBe(before.version);
  });

  it('lets a content in groups be deleted, its links going with it', async () => {
    const group = await createContentGroup(handle.db, company);
    const book = await createContent(handle.db, company, [group]);
    await handle.db.delete(contents).where(eq(contents.id, book.id));
    const links = await handle.db
      .select()
      .from(contentGroupContents)
      .where(eq(contentGroupContents.contentGroupId, group.id));
    expect(links).toEqual([]);
  });
});
