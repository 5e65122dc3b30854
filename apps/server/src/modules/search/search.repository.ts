import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { hashtags } from '../hashtag/hashtag.tables.js';

/** What the searches read besides contents (which the library lists for them). */
export function createSearchRepository(db: Executor) {
  return {
    /** Which of `ids` are hashtags of the company (another company's are absent). */
    async companyHashtagIds(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: hashtags.id })
        .from(hashtags)
        .where(and(eq(hashtags.companyId, companyId), inArray(hashtags.id, ids)));
      return rows.map((row) => row.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
