import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import {
  userGroupContentGroups,
  userGroups,
  type NewUserGroupRow,
  type UserGroupRow,
} from './user-group.tables.js';

/** The only place that queries user_groups; every call takes the company id. */
export function createUserGroupRepository(db: Executor) {
  return {
    async findById(companyId: number, id: number): Promise<UserGroupRow | null> {
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The group new users of a company join, when the company has one (the oldest if several). */
    async findDefault(companyId: number): Promise<UserGroupRow | null> {
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.companyId, companyId), eq(userGroups.isDefault, true)))
        .orderBy(userGroups.id)
        .limit(1);
      return rows[0] ?? null;
    },

    /** Groups of the company that list at least one IP range (the only ones IP login can match). */
    async findWithIpRanges(companyId: number): Promise<UserGroupRow[]> {
      return db
        .select()
        .from(userGroups)
        .where(
          and(eq(userGroups.companyId, companyId), sql`cardinality(${userGroups.ipAddresses}) > 0`),
        )
        .orderBy(asc(userGroups.id));
    },

    /** Locks the group row until the transaction ends; `db` must be a transaction. */
    async lock(companyId: number, id: number): Promise<UserGroupRow | null> {
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
        .for('update');
      return rows[0] ?? null;
    },

    /** Links content groups to a group (its members then see only linked groups); repeats are kept once. */
    async linkContentGroups(userGroupId: number, contentGroupIds: number[]): Promise<void> {
      if (contentGroupIds.length === 0) return;
      await db
        .insert(userGroupContentGroups)
        .values(contentGroupIds.map((contentGroupId) => ({ userGroupId, contentGroupId })))
        .onConflictDoNothing();
    },

    /** Which of `ids` are content groups of the company. */
    async contentGroupIdsOf(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(eq(contentGroups.companyId, companyId), inArray(contentGroups.id, ids)));
      return rows.map((row) => row.id);
    },

    async insert(values: NewUserGroupRow): Promise<UserGroupRow> {
      const rows = await db.insert(userGroups).values(values).returning();
      return rows[0]!;
    },
  };
}
