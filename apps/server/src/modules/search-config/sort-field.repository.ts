import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { sortFields } from './search-config.tables.js';

type SortFieldValues = Omit<typeof sortFields.$inferInsert, 'id' | 'companyId'>;

/**
 * Writes and admin reads of a company's stored sort fields (the readers' list, defaults
 * included, is search-config.reader.ts's). Every query names the company (730 for another's).
 */
export function createSortFieldRepository(db: Executor) {
  return {
    async sortField(companyId: number, id: number) {
      const rows = await db
        .select()
        .from(sortFields)
        .where(and(eq(sortFields.id, id), eq(sortFields.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async storedSortFields(companyId: number) {
      return db
        .select()
        .from(sortFields)
        .where(eq(sortFields.companyId, companyId))
        .orderBy(asc(sortFields.ordinal), asc(sortFields.id));
    },

    async insertSortFields(companyId: number, values: SortFieldValues[]) {
      if (values.length === 0) return [];
      return db
        .insert(sortFields)
        .values(values.map((value) => ({ ...value, companyId })))
        .returning();
    },

    async updateSortField(companyId: number, id: number, values: Partial<SortFieldValues>) {
      const [row] = await db
        .update(sortFields)
        .set(values)
        .where(and(eq(sortFields.id, id), eq(sortFields.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    /** Makes `id` the only default sort field of the company. */
    async makeOnlyDefaultSortField(companyId: number, id: number): Promise<void> {
      await db
        .update(sortFields)
        .set({ isSortFieldDefault: sql`${sortFields.id} = ${id}` })
        .where(eq(sortFields.companyId, companyId));
    },

    async deleteSortField(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(sortFields)
        .where(and(eq(sortFields.id, id), eq(sortFields.companyId, companyId)))
        .returning({ id: sortFields.id });
      return rows.length > 0;
    },

    async deleteAllSortFields(companyId: number): Promise<void> {
      await db.delete(sortFields).where(eq(sortFields.companyId, companyId));
    },
  };
}

export type SortFieldRepository = ReturnType<typeof createSortFieldRepository>;
