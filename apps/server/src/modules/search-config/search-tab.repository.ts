import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import { searchTabs } from './search-config.tables.js';

type SearchTabValues = Omit<typeof searchTabs.$inferInsert, 'id' | 'companyId'>;

/**
 * Writes and admin reads of a company's tabs. Every query names the company, so another
 * company's tab is never found (its id answers 709).
 */
export function createSearchTabRepository(db: Executor) {
  return {
    tabs(companyId: number) {
      return db
        .select()
        .from(searchTabs)
        .where(eq(searchTabs.companyId, companyId))
        .orderBy(asc(searchTabs.ordinal), asc(searchTabs.id));
    },

    async countTabs(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(searchTabs)
        .where(eq(searchTabs.companyId, companyId));
      return row?.n ?? 0;
    },

    async insertTab(companyId: number, values: SearchTabValues) {
      const [row] = await db
        .insert(searchTabs)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    async updateTab(companyId: number, id: number, values: Partial<SearchTabValues>) {
      const [row] = await db
        .update(searchTabs)
        .set(values)
        .where(and(eq(searchTabs.id, id), eq(searchTabs.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    async deleteTab(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(searchTabs)
        .where(and(eq(searchTabs.id, id), eq(searchTabs.companyId, companyId)))
        .returning({ id: searchTabs.id });
      return rows.length > 0;
    },

    /** Whether `groupId` is a content group of the company (a tab may limit itself to one). */
    async isCompanyGroup(companyId: number, groupId: number): Promise<boolean> {
      const rows = await db
        .select({ id: contentGroups.id })
        .from(contentGroups)
        .where(and(eq(contentGroups.id, groupId), eq(contentGroups.companyId, companyId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
