import { RoleLevel, type UserSortField } from '@hondana/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { userContentGroups, users, type NewUserRow, type UserRow } from './user.tables.js';

/** The accounts a company administrator manages: readers and group accounts, never admins. */
export const managedRoleLevels = [RoleLevel.User, RoleLevel.GroupUser];

const sortColumns = {
  full_name: sql`lower(${users.fullName})`,
  email: sql`lower(${users.email})`,
  username: sql`lower(${users.username})`,
  create_date: users.createdAt,
  role_level: users.roleLevel,
  is_account_status: users.accountStatus,
} satisfies Record<UserSortField, unknown>;

/** Queries of users_content_groups and the administrator's list of users; company id always. */
export function createManagedUserRepository(db: Executor) {
  const managedOf = (companyId: number) =>
    and(eq(users.companyId, companyId), inArray(users.roleLevel, managedRoleLevels))!;

  return {
    async findPage(
      companyId: number,
      query: {
        searchKey?: string;
        sortField: UserSortField;
        sort: 'asc' | 'desc';
        page: number;
        size: number;
      },
    ): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [managedOf(companyId)];
      if (query.searchKey) {
        const pattern = `%${escapeLike(query.searchKey)}%`;
        conditions.push(
          or(
            ilike(users.fullName, pattern),
            ilike(users.email, pattern),
            ilike(users.username, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const direction = query.sort === 'asc' ? asc : desc;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(direction(sortColumns[query.sortField]), direction(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** A user the administrator manages (role USER or GROUP_USER of the company), or null. */
    async findManaged(companyId: number, id: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(managedOf(companyId), eq(users.id, id)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Every managed user of the company, in id order, `size` at a time after `afterId`. */
    async findBatchAfter(companyId: number, afterId: number, size: number): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(managedOf(companyId), sql`${users.id} > ${afterId}`))
        .orderBy(asc(users.id))
        .limit(size);
    },

    /** The company's users whose e-mail or username (lowercase) is among these (imports). */
    async findByIdentities(
      companyId: number,
      emails: readonly string[],
      usernames: readonly string[],
    ): Promise<UserRow[]> {
      if (emails.length === 0 && usernames.length === 0) return [];
      const matches: SQL[] = [];
      if (emails.length > 0) matches.push(inArray(sql`lower(${users.email})`, [...emails]));
      if (usernames.length > 0) {
        matches.push(inArray(sql`lower(${users.username})`, [...usernames]));
      }
      return db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), or(...matches)));
    },

    /** Inserts many users of one company in one statement (imports); answers them in order. */
    async insertMany(rows: NewUserRow[]): Promise<UserRow[]> {
      if (rows.length === 0) return [];
      return db.insert(users).values(rows).returning();
    },

    async deleteMany(companyId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(users).where(and(managedOf(companyId), inArray(users.id, [...ids])));
    },

    /** Adds own content groups to many users at once (ids checked by the caller). */
    async addContentGroups(links: { userId: number; contentGroupId: number }[]): Promise<void> {
      if (links.length === 0) return;
      await db.insert(userContentGroups).values(links).onConflictDoNothing();
    },

    /** The content groups opened to each of `userIds` besides their user group's. */
    async contentGroupsOf(userIds: readonly number[]): Promise<Map<number, number[]>> {
      const links = new Map<number, number[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return links;
      const rows = await db
        .select()
        .from(userContentGroups)
        .where(inArray(userContentGroups.userId, [...userIds]))
        .orderBy(asc(userContentGroups.contentGroupId));
      for (const row of rows) links.get(row.userId)?.push(row.contentGroupId);
      return links;
    },

    /** Makes `contentGroupIds` (checked by the caller) exactly the user's own content groups. */
    async replaceContentGroups(userId: number, contentGroupIds: readonly number[]): Promise<void> {
      await db.delete(userContentGroups).where(eq(userContentGroups.userId, userId));
      if (contentGroupIds.length === 0) return;
      await db
        .insert(userContentGroups)
        .values(contentGroupIds.map((contentGroupId) => ({ userId, contentGroupId })))
        .onConflictDoNothing();
    },
  };
}

export type ManagedUserRepository = ReturnType<typeof createManagedUserRepository>;
