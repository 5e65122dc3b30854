import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/escape-like.js';
import { normalizeSearchTerm } from './search-term.js';
import { searchTerms } from './search.tables.js';

export type SearchTermRow = typeof searchTerms.$inferSelect;

export interface SearchTermQuery {
  /** Part of a term (matched literally, case-insensitively). */
  searchKey?: string;
  field: 'term' | 'count' | 'last_searched_at';
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

/** Every new search's words, counted per company: written by the searches, read by the admin. */
export function createSearchTermRepository(db: Executor) {
  return {
    /**
     * Counts one more search of `term` (normalized first; nothing is written when it is empty).
     * An upsert, so concurrent searches of the same words never lose a count.
     */
    async record(companyId: number, term: string): Promise<void> {
      const normalized = normalizeSearchTerm(term);
      if (!normalized) return;
      const now = new Date();
      await db
        .insert(searchTerms)
        .values({ companyId, term: normalized, count: 1, lastSearchedAt: now })
        .onConflictDoUpdate({
          target: [searchTerms.companyId, searchTerms.term],
          set: { count: sql`${searchTerms.count} + 1`, lastSearchedAt: now },
        });
    },

    /** One page of the company's terms, and how many match in all. */
    async page(
      companyId: number,
      query: SearchTermQuery,
    ): Promise<{ rows: SearchTermRow[]; total: number }> {
      const key = query.searchKey ? normalizeSearchTerm(query.searchKey) : '';
      const where: SQL | undefined = and(
        eq(searchTerms.companyId, companyId),
        key ? ilike(searchTerms.term, `%${escapeLike(key)}%`) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const column = {
        term: searchTerms.term,
        count: searchTerms.count,
        last_searched_at: searchTerms.lastSearchedAt,
      }[query.field];
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(searchTerms)
          .where(where)
          .orderBy(direction(column), asc(searchTerms.term))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(searchTerms)
          .where(where),
      ]);
      return { rows, total: counted[0]?.count ?? 0 };
    },
  };
}

export type SearchTermRepository = ReturnType<typeof createSearchTermRepository>;
