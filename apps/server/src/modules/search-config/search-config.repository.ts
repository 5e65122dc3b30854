import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentGroups } from '../content-group/content-group.tables.js';
import {
  contentFieldSettings,
  searchBoxes,
  searchButtons,
  searchSettings,
  searchTabs,
  sortFields,
} from './search-config.tables.js';

export type ContentFieldSettingRow = typeof contentFieldSettings.$inferSelect;
export type ContentFieldKind = ContentFieldSettingRow['kind'];
export type SearchButtonRow = typeof searchButtons.$inferSelect;
export type SearchButtonKind = SearchButtonRow['kind'];
export type SearchSettingsRow = typeof searchSettings.$inferSelect;
type SearchBoxValues = Omit<typeof searchBoxes.$inferInsert, 'id' | 'companyId' | 'createdAt'>;
type SearchTabValues = Omit<typeof searchTabs.$inferInsert, 'id' | 'companyId'>;
type SortFieldValues = Omit<typeof sortFields.$inferInsert, 'id' | 'companyId'>;
type FieldSettingValues = Omit<
  typeof contentFieldSettings.$inferInsert,
  'id' | 'companyId' | 'kind'
>;
type ButtonValues = Omit<typeof searchButtons.$inferInsert, 'id' | 'companyId' | 'kind'>;
type SettingsValues = Partial<Omit<typeof searchSettings.$inferInsert, 'companyId'>>;

/** The tables that carry an ordinal per company, for the ordering calls. */
const ordered = {
  searchBoxes,
  searchTabs,
  sortFields,
} as const;

/**
 * Writes and admin reads of a company's search configuration. Every query names the company, so
 * another company's row is never found (its id answers the model's not-found code).
 */
export function createSearchConfigRepository(db: Executor) {
  return {
    // ---- search boxes ----

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

    // ---- tabs ----

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

    // ---- sort fields ----

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

    // ---- ordinals (boxes, tabs, sort fields) ----

    async nextOrdinal(companyId: number, table: keyof typeof ordered): Promise<number> {
      const target = ordered[table];
      const [row] = await db
        .select({ top: max(target.ordinal) })
        .from(target)
        .where(eq(target.companyId, companyId));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    /** Which of `ids` are rows of the company in `table`. */
    async existingIds(
      companyId: number,
      table: keyof typeof ordered,
      ids: number[],
    ): Promise<Set<number>> {
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
      table: keyof typeof ordered,
      id: number,
      ordinal: number,
    ): Promise<void> {
      const target = ordered[table];
      await db
        .update(target)
        .set({ ordinal })
        .where(and(eq(target.id, id), eq(target.companyId, companyId)));
    },

    // ---- content field settings (search-result params, content-detail params) ----

    fieldSettings(
      companyId: number,
      kind: ContentFieldKind,
      page?: { offset: number; limit: number },
    ) {
      const query = db
        .select()
        .from(contentFieldSettings)
        .where(
          and(eq(contentFieldSettings.companyId, companyId), eq(contentFieldSettings.kind, kind)),
        )
        .orderBy(asc(contentFieldSettings.ordinal), asc(contentFieldSettings.id))
        .$dynamic();
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    async countFieldSettings(companyId: number, kind: ContentFieldKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contentFieldSettings)
        .where(
          and(eq(contentFieldSettings.companyId, companyId), eq(contentFieldSettings.kind, kind)),
        );
      return row?.n ?? 0;
    },

    async fieldSetting(companyId: number, kind: ContentFieldKind, id: number) {
      const rows = await db
        .select()
        .from(contentFieldSettings)
        .where(
          and(
            eq(contentFieldSettings.id, id),
            eq(contentFieldSettings.companyId, companyId),
            eq(contentFieldSettings.kind, kind),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async insertFieldSettings(
      companyId: number,
      kind: ContentFieldKind,
      values: FieldSettingValues[],
    ) {
      if (values.length === 0) return [];
      return db
        .insert(contentFieldSettings)
        .values(values.map((value) => ({ ...value, companyId, kind })))
        .returning();
    },

    async updateFieldSetting(
      companyId: number,
      kind: ContentFieldKind,
      id: number,
      values: Partial<FieldSettingValues>,
    ) {
      const [row] = await db
        .update(contentFieldSettings)
        .set(values)
        .where(
          and(
            eq(contentFieldSettings.id, id),
            eq(contentFieldSettings.companyId, companyId),
            eq(contentFieldSettings.kind, kind),
          ),
        )
        .returning();
      return row ?? null;
    },

    async deleteFieldSetting(companyId: number, kind: ContentFieldKind, id: number) {
      const rows = await db
        .delete(contentFieldSettings)
        .where(
          and(
            eq(contentFieldSettings.id, id),
            eq(contentFieldSettings.companyId, companyId),
            eq(contentFieldSettings.kind, kind),
          ),
        )
        .returning({ id: contentFieldSettings.id });
      return rows.length > 0;
    },

    // ---- buttons ----

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

    // ---- one-of-a-kind settings ----

    async settings(companyId: number): Promise<SearchSettingsRow | null> {
      const rows = await db
        .select()
        .from(searchSettings)
        .where(eq(searchSettings.companyId, companyId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Writes the given settings, creating the company's row the first time. */
    async saveSettings(companyId: number, values: SettingsValues): Promise<SearchSettingsRow> {
      const [row] = await db
        .insert(searchSettings)
        .values({ ...values, companyId })
        .onConflictDoUpdate({
          target: searchSettings.companyId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}

export type SearchConfigRepository = ReturnType<typeof createSearchConfigRepository>;
