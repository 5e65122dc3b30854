import { ContentEncodingStatus } from '@hondana/contract';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import type { CompanyRow } from '../company/company.tables.js';
import { contentGroups, type ContentGroupRow } from '../content-group/content-group.tables.js';
import { contentGroupContents, contents, type ContentRow } from '../content/content.tables.js';
import {
  userGroupContentGroups,
  userGroups,
  type UserGroupRow,
} from '../user-group/user-group.tables.js';

// Factories for tests of the library: contents, groups and user-group links written directly,
// so a test of the access rule (or of a caller of it) needs no upload or processing.

export async function createContentGroup(
  db: Database,
  company: CompanyRow,
  overrides: Partial<typeof contentGroups.$inferInsert> = {},
): Promise<ContentGroupRow> {
  const [row] = await db
    .insert(contentGroups)
    .values({
      companyId: company.id,
      name: `Group ${randomBytes(3).toString('hex')}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A processed (encoding_status 3) PDF in `groups`, unless overrides say otherwise. */
export async function createContent(
  db: Database,
  company: CompanyRow,
  groups: ContentGroupRow[] = [],
  overrides: Partial<typeof contents.$inferInsert> = {},
): Promise<ContentRow> {
  const id = overrides.id ?? randomBytes(12).toString('hex');
  const [row] = await db
    .insert(contents)
    .values({
      id,
      companyId: company.id,
      title: `Book ${id.slice(0, 6)}`,
      encodingStatus: ContentEncodingStatus.Encoded,
      fileKey: `companies/${company.id}/contents/${id}/source.pdf`,
      fileName: 'book.pdf',
      pageCount: 3,
      ...overrides,
    })
    .returning();
  if (groups.length > 0) {
    await db
      .insert(contentGroupContents)
      .values(
        groups.map((group, ordinal) => ({ contentGroupId: group.id, contentId: id, ordinal })),
      );
  }
  return row!;
}

/** A user group whose members see only `contentGroupIds`. */
export async function createUserGroupWith(
  db: Database,
  company: CompanyRow,
  contentGroupIds: number[],
): Promise<UserGroupRow> {
  const [group] = await db
    .insert(userGroups)
    .values({ companyId: company.id, name: `UG ${randomBytes(3).toString('hex')}`, maxUser: 10 })
    .returning();
  if (contentGroupIds.length > 0) {
    await db
      .insert(userGroupContentGroups)
      .values(
        contentGroupIds.map((contentGroupId) => ({ userGroupId: group!.id, contentGroupId })),
      );
  }
  return group!;
}

/** yyyy-MM-dd `days` from today (UTC), as a Date at midnight UTC like the group service stores. */
export function dayFromToday(days: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
}
