import { ErrorCode } from '@hondana/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { systemContext } from '../../platform/http/request-context.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { createUserGroupService } from './user-group.service.js';
import { userGroupContentGroups } from './user-group.tables.js';

describe('user groups: the content groups their members see', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('links content groups once, and only groups of the same company', async () => {
    const db = handle.db;
    const company = await createCompany(db);
    const other = await createCompany(db);
    const ctx = systemContext(company);
    const service = createUserGroupService(db);
    const userGroup = await service.create(ctx, { name: 'Members' });
    const mine = await createContentGroup(db, company);
    const foreign = await createContentGroup(db, other);

    await service.linkContentGroups(ctx, userGroup.id, [mine.id]);
    await service.linkContentGroups(ctx, userGroup.id, [mine.id]);
    const links = await db
      .select()
      .from(userGroupContentGroups)
      .where(eq(userGroupContentGroups.userGroupId, userGroup.id));
    expect(links.map((l) => l.contentGroupId)).toEqual([mine.id]);

    await expect(service.linkContentGroups(ctx, userGroup.id, [foreign.id])).rejects.toMatchObject({
      code: ErrorCode.ContentGroupNotFound,
    });
    const foreignUserGroup = await service.create(systemContext(other), { name: 'Theirs' });
    await expect(
      service.linkContentGroups(ctx, foreignUserGroup.id, [mine.id]),
    ).rejects.toMatchObject({ code: ErrorCode.UserGroupNotFound });
  });
});
