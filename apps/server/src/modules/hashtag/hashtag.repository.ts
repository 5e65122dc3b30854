import { and, asc, eq, inArray, isNotNull, max, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { hashtags, type HashtagRow } from './hashtag.tables.js';

/** A company's hashtags; every query names the company. */
export function createHashtagRepository(db: Executor) {
  return {
    all(companyId: number): Promise<HashtagRow[]> {
      return db
        .select()
        .from(hashtags)
        .where(eq(hashtags.companyId, companyId))
        .orderBy(asc(hashtags.ordinal), asc(hashtags.id));
    },

    async find(companyId: number, id: number): Promise<HashtagRow | null> {
      const rows = await db
        .select()
        .from(hashtags)
        .where(and(eq(hashtags.id, id), eq(hashtags.companyId, companyId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether the company has a hashtag called `name` other than `exceptId` (866). */
    async nameTaken(companyId: number, name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: hashtags.id })
        .from(hashtags)
        .where(
          and(
            eq(hashtags.companyId, companyId),
            eq(hashtags.name, name),
            exceptId === undefined ? undefined : ne(hashtags.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async nextOrdinal(companyId: number): Promise<number> {
      const [row] = await db
        .select({ top: max(hashtags.ordinal) })
        .from(hashtags)
        .where(eq(hashtags.companyId, companyId));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async insert(
      companyId: number,
      values: { name: string; nameEn?: string | null; ordinal: number },
    ) {
      const [row] = await db
        .insert(hashtags)
        .values({ ...values, companyId })
        .returning();
      return row!;
    },

    async update(
      companyId: number,
      id: number,
      values: { name: string; nameEn?: string | null; ordinal?: number },
    ) {
      const [row] = await db
        .update(hashtags)
        .set(values)
        .where(and(eq(hashtags.id, id), eq(hashtags.companyId, companyId)))
        .returning();
      return row ?? null;
    },

    async delete(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(hashtags)
        .where(and(eq(hashtags.id, id), eq(hashtags.companyId, companyId)))
        .returning({ id: hashtags.id });
      return rows.length > 0;
    },

    /** Which of `ids` are hashtags of the company. */
    async existingIds(companyId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: hashtags.id })
        .from(hashtags)
        .where(and(eq(hashtags.companyId, companyId), inArray(hashtags.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    /** The hashtags the search box offers, in their order there. */
    searchBox(companyId: number): Promise<HashtagRow[]> {
      return db
        .select()
        .from(hashtags)
        .where(and(eq(hashtags.companyId, companyId), isNotNull(hashtags.searchBoxOrdinal)))
        .orderBy(asc(hashtags.searchBoxOrdinal), asc(hashtags.id));
    },

    /** The search box offers exactly `ids`, in this order. */
    async setSearchBox(companyId: number, ids: number[]): Promise<void> {
      await db
        .update(hashtags)
        .set({ searchBoxOrdinal: null })
        .where(eq(hashtags.companyId, companyId));
      for (const [position, id] of ids.entries()) {
        await db
          .update(hashtags)
          .set({ searchBoxOrdinal: position })
          .where(and(eq(hashtags.id, id), eq(hashtags.companyId, companyId)));
      }
    },
  };
}

export type HashtagRepository = ReturnType<typeof createHashtagRepository>;
