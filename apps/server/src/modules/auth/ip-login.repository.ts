import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { userGroups, type UserGroupRow } from '../user-group/user-group.tables.js';

/** The user-group queries of login by IP address; every one takes the company id. */
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
  };
}

export type IpLoginRepository = ReturnType<typeof createIpLoginRepository>;
