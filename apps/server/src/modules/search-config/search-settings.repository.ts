import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { searchSettings } from './search-config.tables.js';

export type SearchSettingsRow = typeof searchSettings.$inferSelect;
type SettingsValues = Partial<Omit<typeof searchSettings.$inferInsert, 'companyId'>>;

/** A company's one-of-a-kind search settings record (tab, result, detail and hashtag settings). */
export function createSearchSettingsRepository(db: Executor) {
  return {
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

export type SearchSettingsRepository = ReturnType<typeof createSearchSettingsRepository>;
