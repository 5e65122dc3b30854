import { CREATED_DATE_SORT_FIELD } from '@hondana/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { searchBoxes, searchSettings, searchTabs, sortFields } from './search-config.tables.js';

export type SearchBoxRow = typeof searchBoxes.$inferSelect;
export type SearchTabRow = typeof searchTabs.$inferSelect;
export type SortFieldRow = typeof sortFields.$inferSelect;
export type SortFieldValues = Omit<SortFieldRow, 'id' | 'companyId'>;

/**
 * The sort fields of a company that has set none, and what `reset-sort-field` restores: newest
 * first (the default), then by title.
 */
export const defaultSortFields: readonly SortFieldValues[] = [
  {
    field: CREATED_DATE_SORT_FIELD,
    title: '新着順',
    titleEn: 'Newest first',
    ordinal: 0,
    isAscDefault: false,
    isSortFieldDefault: true,
  },
  {
    field: 1,
    title: 'タイトル順',
    titleEn: 'By title',
    ordinal: 1,
    isAscDefault: true,
    isSortFieldDefault: false,
  },
];

/**
 * What the searches read of a company's search configuration; the administration calls
 * (search-config routes) write it. Always by company, so another company's box or tab is absent.
 */
export function createSearchConfigReader(db: Executor) {
  return {
    async searchBox(companyId: number, id: number): Promise<SearchBoxRow | null> {
      const rows = await db
        .select()
        .from(searchBoxes)
        .where(and(eq(searchBoxes.id, id), eq(searchBoxes.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async tab(companyId: number, id: number): Promise<SearchTabRow | null> {
      const rows = await db
        .select()
        .from(searchTabs)
        .where(and(eq(searchTabs.id, id), eq(searchTabs.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The company's sort fields in order; a company that never set any gets the defaults (with
     * id 0, as they are not rows).
     */
    async sortFields(companyId: number): Promise<SortFieldRow[]> {
      const rows = await db
        .select()
        .from(sortFields)
        .where(eq(sortFields.companyId, companyId))
        .orderBy(asc(sortFields.ordinal), asc(sortFields.id));
      if (rows.length > 0) return rows;
      return defaultSortFields.map((values) => ({ ...values, id: 0, companyId }));
    },

    /** Whether hashtag searches may combine several hashtags. */
    async multipleSelectHashtag(companyId: number): Promise<boolean> {
      const rows = await db
        .select({ value: searchSettings.multipleSelectHashtag })
        .from(searchSettings)
        .where(eq(searchSettings.companyId, companyId))
        .limit(1);
      return rows[0]?.value ?? false;
    },
  };
}

export type SearchConfigReader = ReturnType<typeof createSearchConfigReader>;
