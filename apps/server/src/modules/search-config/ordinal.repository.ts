import { and, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { searchBoxes, searchTabs, sortFields } from './search-config.tables.js';

/** The tables that carry an ordinal per company, for the ordering calls. */
const ordered = {
  searchBoxes,
  searchTabs,
  sortFields,
} as const;

export type OrderedTable = keyof typeof ordered;

/** The ordinals of a company's boxes, tabs and sort fields: the next one, and reordering. */
export function createOrdinalRepository(db: Executor) {
  return {
    async nextOrdinal(companyId: number, table: OrderedTable): Promise<number> {
      const target = ordered[table];
      const [row] = await db
        .select({ top: max(target.ordinal) })
        .from(target)
        .where(eq(target.companyId, companyId));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    /** Which of `ids` are rows of the company in `table`. */
    async existingIds(companyId: number, table: OrderedTable, ids: number[]): Promise<Set<number>> {
      const target = ordered[table];
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: target.id })
        .from(target)
        .where(and(eq(target.companyId, companyId), inArray(target.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    async setOrdinal(
      companyId: number,
      table: OrderedTable,
      id: number,
      ordinal: number,
    ): Promise<void> {
      const target = ordered[table];
      await db
        .update(target)
        .set({ ordinal })
        .where(and(eq(target.id, id), eq(target.companyId, companyId)));
    },
  };
}
