import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/escape-like.js';
import type { Executor } from '../../platform/db/database.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import {
  userGroupContentGroups,
  userGroups,
  type NewUserGroupRow,
  type UserGroupRow,
} from './user-group.tables.js';

/** Finding the company's user groups. */
function userGroupReads(db: Executor) {
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

    /** The company's groups, the default group first, then by name (lists and pickers). */
    async findPage(
      companyId: number,
      options: { searchKey?: string; page: number; size: number },
    ): Promise<{ rows: UserGroupRow[]; total: number }> {
      const conditions: SQL[] = [eq(userGroups.companyId, companyId)];
      if (options.searchKey) {
        conditions.push(ilike(userGroups.name, `%${escapeLike(options.searchKey)}%`));
      }
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(userGroups)
          .where(where)
          .orderBy(
            desc(userGroups.isDefault),
            asc(sql`lower(${userGroups.name})`),
            asc(userGroups.id),
          )
          .limit(options.size)
          .offset((options.page - 1) * options.size),
        db.select({ total: count() }).from(userGroups).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Another group of the company with this name or login username (case-insensitive). */
    async findClash(
      companyId: number,
      column: 'name' | 'loginUsername',
      value: string,
      exceptId?: number,
    ): Promise<UserGroupRow | null> {
      const conditions: SQL[] = [
        eq(userGroups.companyId, companyId),
        eq(sql`lower(${userGroups[column]})`, value.toLowerCase()),
      ];
      if (exceptId !== undefined) conditions.push(ne(userGroups.id, exceptId));
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(...conditions))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Which of `names` (lowercase) are login usernames of the company's groups, lowercase. */
    async findLoginUsernames(companyId: number, names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const login = sql<string>`lower(${userGroups.loginUsername})`;
      const rows = await db
        .select({ login })
        .from(userGroups)
        .where(and(eq(userGroups.companyId, companyId), inArray(login, [...names])));
      return rows.map((row) => row.login);
    },
  };
}

/** Writing user groups. */
function userGroupWrites(db: Executor) {
  return {
    async insert(values: NewUserGroupRow): Promise<UserGroupRow> {
      const rows = await db.insert(userGroups).values(values).returning();
      return rows[0]!;
    },

    async update(
      companyId: number,
      id: number,
      changes: Partial<Omit<NewUserGroupRow, 'id' | 'companyId' | 'createdAt'>>,
    ): Promise<UserGroupRow | null> {
      const rows = await db
        .update(userGroups)
        .set(changes)
        .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
        .returning();
      return rows[0] ?? null;
    },

    async delete(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(userGroups)
        .where(and(eq(userGroups.id, id), eq(userGroups.companyId, companyId)))
        .returning({ id: userGroups.id });
      return rows.length > 0;
    },
  };
}

/** The content groups a user group's members see. */
function contentGroupLinks(db: Executor) {
  return {
    /** Links content groups to a group (its members then see only linked groups); repeats are kept once. */
    async linkContentGroups(userGroupId: number, contentGroupIds: number[]): Promise<void> {
      if (contentGroupIds.length === 0) return;
      await db
        .insert(userGroupContentGroups)
        .values(contentGroupIds.map((contentGroupId) => ({ userGroupId, contentGroupId })))
        .onConflictDoNothing();
    },

    /** Every content group id of the company (imports check many rows against them). */
    async allContentGroupIds(companyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(eq(contentGroups.companyId, companyId));
      return rows.map((row) => row.id);
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

    /** The content group ids linked to each of `groupIds`. */
    async linkedContentGroups(groupIds: readonly number[]): Promise<Map<number, number[]>> {
      const links = new Map<number, number[]>(groupIds.map((id) => [id, []]));
      if (groupIds.length === 0) return links;
      const rows = await db
        .select()
        .from(userGroupContentGroups)
        .where(inArray(userGroupContentGroups.userGroupId, [...groupIds]))
        .orderBy(asc(userGroupContentGroups.contentGroupId));
      for (const row of rows) links.get(row.userGroupId)?.push(row.contentGroupId);
      return links;
    },

    /** Makes `contentGroupIds` exactly the content groups linked to the group. */
    async replaceContentGroups(userGroupId: number, contentGroupIds: number[]): Promise<void> {
      await db
        .delete(userGroupContentGroups)
        .where(eq(userGroupContentGroups.userGroupId, userGroupId));
      if (contentGroupIds.length === 0) return;
      await db
        .insert(userGroupContentGroups)
        .values(contentGroupIds.map((contentGroupId) => ({ userGroupId, contentGroupId })))
        .onConflictDoNothing();
    },
  };
}

/** The only place that queries user_groups; every call takes the company id. */
export function createUserGroupRepository(db: Executor) {
  return { ...userGroupReads(db), ...userGroupWrites(db), ...contentGroupLinks(db) };
}
