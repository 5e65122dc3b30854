import { RoleLevel } from '@hondana/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { userGroups, type UserGroupRow } from '../user-group/user-group.tables.js';
import { users, type NewUserRow, type UserRow } from '../user/user.tables.js';

/** Queries of login by IP address; every one takes the company id. */
export function createIpLoginRepository(db: Executor) {
  return {
    /** Groups of the company that list at least one IP range (the only ones IP login can match). */
    async findGroupsWithRanges(companyId: number): Promise<UserGroupRow[]> {
      return db
        .select()
        .from(userGroups)
        .where(
          and(eq(userGroups.companyId, companyId), sql`cardinality(${userGroups.ipAddresses}) > 0`),
        )
        .orderBy(asc(userGroups.id));
    },

    /**
     * Locks the group row until the transaction ends, so two first IP logins of one group create
     * one group account, not two.
     */
    async lockGroup(companyId: number, groupId: number): Promise<UserGroupRow | null> {
      const rows = await db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.id, groupId), eq(userGroups.companyId, companyId)))
        .for('update');
      return rows[0] ?? null;
    },

    /** The GROUP_USER account of a group: the oldest one when an administrator made several. */
    async findGroupAccount(companyId: number, groupId: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.userGroupId, groupId),
            eq(users.roleLevel, RoleLevel.GroupUser),
          ),
        )
        .orderBy(asc(users.id))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertUser(values: NewUserRow): Promise<UserRow> {
      const rows = await db.insert(users).values(values).returning();
      return rows[0]!;
    },
  };
}

export type IpLoginRepository = ReturnType<typeof createIpLoginRepository>;
