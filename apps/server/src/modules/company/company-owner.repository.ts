import { RoleLevel } from '@hondana/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { users, type UserRow } from '../user/user.tables.js';

/**
 * The company administrators a system administrator creates with a company. Only these two
 * queries touch the users table from the company module; everything else about users lives in
 * the user module.
 */
export function createCompanyOwnerRepository(db: Executor) {
  return {
    async insertCompanyAdmin(values: {
      companyId: number;
      email: string;
      fullName: string;
      passwordHash: string;
    }): Promise<UserRow> {
      const rows = await db
        .insert(users)
        .values({ ...values, roleLevel: RoleLevel.CompanyAdmin })
        .returning();
      return rows[0]!;
    },

    /** The oldest company administrator: the one created with the company, if still there. */
    async findFirstCompanyAdmin(companyId: number): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.roleLevel, RoleLevel.CompanyAdmin)))
        .orderBy(asc(users.id))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
