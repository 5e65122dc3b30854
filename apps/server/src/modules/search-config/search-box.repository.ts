import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { searchBoxes } from './search-config.tables.js';

type SearchBoxValues = Omit<typeof searchBoxes.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

/**
 * Writes and admin reads of a company's search boxes. Every query names the company, so another
 * company's box is never found (its id answers 706).
 */
export function createSearchBoxRepository(db: Executor) {
  return {
    async boxes(companyId: number, page?: { offset: number; limit: number }) {
      const query = db
        .select()
        .from(searchBoxes)
        .where(eq(searchBoxes.companyId, companyId))
        .orderBy(asc(searchBoxes.ordinal), asc(searchBoxes.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    async countBoxes(companyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(searchBoxes)
        .where(eq(searchBoxes.companyId, companyId));
      return row?.n ?? 0;
    },

    /** Whether the company has a full-text box other than `exceptId` (782). */
    async hasFullTextBox(companyId: number, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: searchBoxes.id })
        .from(searchBoxes)
        .where(
          and(
            eq(searchBoxes.companyId, companyId),
            eq(searchBoxes.isFullText, true),
            exceptId === undefined ? undefined : ne(searchBoxes.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async insertBox(companyId: number, values: SearchBoxValues) {
      const [row] = await db
        .insert(searchBoxes)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    async updateBox(companyId: number, id: number, values: Partial<SearchBoxValues>) {
      const [row] = await db
        .update(searchBoxes)
        .set(values)
        .where(and(eq(searchBoxes.id, id), eq(searchBoxes.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    async deleteBox(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(searchBoxes)
        .where(and(eq(searchBoxes.id, id), eq(searchBoxes.companyId, companyId)))
        .returning({ id: searchBoxes.id });
      return rows.length > 0;
    },
  };
}
