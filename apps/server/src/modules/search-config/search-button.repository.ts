import { and, asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { searchButtons } from './search-config.tables.js';

export type SearchButtonRow = typeof searchButtons.$inferSelect;
export type SearchButtonKind = SearchButtonRow['kind'];
type ButtonValues = Omit<typeof searchButtons.$inferInsert, 'id' | 'companyId' | 'kind'>;

/**
 * The buttons of a company's three bars (tab bar, search results, a result's page). Every query
 * names the company, so another company's button is never found (727).
 */
export function createSearchButtonRepository(db: Executor) {
  return {
    /** The company's buttons of one kind, or of every kind (kind, then order). */
    buttons(companyId: number, kind?: SearchButtonKind) {
      return db
        .select()
        .from(searchButtons)
        .where(
          and(
            eq(searchButtons.companyId, companyId),
            kind === undefined ? undefined : eq(searchButtons.kind, kind),
          ),
        )
        .orderBy(asc(searchButtons.kind), asc(searchButtons.ordinal), asc(searchButtons.id));
    },

    /** Which kind of button `id` is, when it is this company's. */
    async buttonKind(companyId: number, id: number): Promise<SearchButtonKind | null> {
      const rows = await db
        .select({ kind: searchButtons.kind })
        .from(searchButtons)
        .where(and(eq(searchButtons.id, id), eq(searchButtons.companyId, companyId)))
        .limit(1);
      return rows[0]?.kind ?? null;
    },

    async button(companyId: number, kind: SearchButtonKind, id: number) {
      const rows = await db
        .select()
        .from(searchButtons)
        .where(
          and(
            eq(searchButtons.id, id),
            eq(searchButtons.companyId, companyId),
            eq(searchButtons.kind, kind),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async nextButtonOrdinal(companyId: number, kind: SearchButtonKind): Promise<number> {
      const [row] = await db
        .select({ top: max(searchButtons.ordinal) })
        .from(searchButtons)
        .where(and(eq(searchButtons.companyId, companyId), eq(searchButtons.kind, kind)));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async insertButton(companyId: number, kind: SearchButtonKind, values: ButtonValues) {
      const [row] = await db
        .insert(searchButtons)
        .values({ ...values, companyId, kind })
        .returning();
      return row!;
    },

    async updateButton(
      companyId: number,
      kind: SearchButtonKind,
      id: number,
      values: Partial<ButtonValues>,
    ) {
      const [row] = await db
        .update(searchButtons)
        .set(values)
        .where(
          and(
            eq(searchButtons.id, id),
            eq(searchButtons.companyId, companyId),
            eq(searchButtons.kind, kind),
          ),
        )
        .returning();
      return row ?? null;
    },

    async deleteButton(companyId: number, kind: SearchButtonKind, id: number) {
      const rows = await db
        .delete(searchButtons)
        .where(
          and(
            eq(searchButtons.id, id),
            eq(searchButtons.companyId, companyId),
            eq(searchButtons.kind, kind),
          ),
        )
        .returning({ id: searchButtons.id });
      return rows.length > 0;
    },
  };
}
