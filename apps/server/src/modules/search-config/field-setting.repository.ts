import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentFieldSettings } from './search-config.tables.js';

export type ContentFieldSettingRow = typeof contentFieldSettings.$inferSelect;
export type ContentFieldKind = ContentFieldSettingRow['kind'];
type FieldSettingValues = Omit<
  typeof contentFieldSettings.$inferInsert,
  'id' | 'companyId' | 'kind'
>;

/**
 * A company's content field settings: the search-result params and the content-detail params.
 * Every query names the company and the kind, so another company's row (or a row of the other
 * kind) is never found.
 */
export function createFieldSettingRepository(db: Executor) {
  return {
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
  };
}

export type FieldSettingRepository = ReturnType<typeof createFieldSettingRepository>;
