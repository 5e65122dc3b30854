import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { visibleContentsCondition } from '../content-access/content-access.filters.js';
import type { Viewer } from '../content-access/viewer.js';
import { contents, contentTexts } from '../content/content.tables.js';
import { createLibraryRepository, type ListedContent } from '../library/library.repository.js';

/** How many pages of each content a result shows. */
export const HITS_PER_CONTENT = 3;

export interface FullTextRow {
  listed: ListedContent;
  /** Pages of the content whose tokens match. */
  hitPages: number;
}

export interface HitPage {
  contentId: string;
  pageNumber: number;
  text: string;
}

/**
 * Full-text search over content_texts.search_tokens (GIN on company_id, search_tokens): which
 * contents hold the words, through the access rule's list form, and their best pages.
 */
export function createFullTextSearchRepository(db: Executor) {
  const library = createLibraryRepository(db);

  /** The matching pages of the company: the index answers both conditions. */
  function pagesMatching(companyId: number, tsquery: string) {
    return and(
      eq(contentTexts.companyId, companyId),
      sql`${contentTexts.searchTokens} @@ ${tsquery}::tsquery`,
    );
  }

  return {
    /**
     * One page of the contents `viewer` may see whose text matches `tsquery`, most matching pages
     * first (newest content first among equals), and how many contents match in all.
     */
    async contentsPage(
      viewer: Viewer,
      tsquery: string,
      options: { contentGroupId?: number; page: number; size: number },
    ): Promise<{ rows: FullTextRow[]; total: number }> {
      const hits = db.$with('hits').as(
        db
          .select({
            contentId: contentTexts.contentId,
            hitPages: sql<number>`count(*)::int`.as('hit_pages'),
          })
          .from(contentTexts)
          .where(pagesMatching(viewer.companyId, tsquery))
          .groupBy(contentTexts.contentId),
      );
      const where = visibleContentsCondition(viewer, { contentGroupId: options.contentGroupId });
      const rows = await db
        .with(hits)
        .select({
          ...library.listedColumns(viewer),
          hitPages: hits.hitPages,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(contents)
        .innerJoin(hits, eq(hits.contentId, contents.id))
        .where(where)
        .orderBy(desc(hits.hitPages), desc(contents.createdAt), asc(contents.id))
        .limit(options.size)
        .offset((options.page - 1) * options.size);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && options.page > 1) {
        // Past the last page: the window count has no row to ride on.
        const counted = await db
          .with(hits)
          .select({ count: sql<number>`count(*)::int` })
          .from(contents)
          .innerJoin(hits, eq(hits.contentId, contents.id))
          .where(where);
        total = counted[0]?.count ?? 0;
      }
      return {
        rows: rows.map(({ hitPages, total: _total, ...listed }) => ({ listed, hitPages })),
        total,
      };
    },

    /**
     * The best matching pages of each content (at most HITS_PER_CONTENT, best ranked first, then
     * the earliest page), with their text for snippets.
     */
    async bestPages(companyId: number, contentIds: string[], tsquery: string): Promise<HitPage[]> {
      if (contentIds.length === 0) return [];
      const ranked = db
        .select({
          contentId: contentTexts.contentId,
          pageNumber: contentTexts.pageNumber,
          text: contentTexts.text,
          place:
            sql<number>`row_number() over (partition by ${contentTexts.contentId} order by ts_rank(${contentTexts.searchTokens}, ${tsquery}::tsquery) desc, ${contentTexts.pageNumber})`.as(
              'place',
            ),
        })
        .from(contentTexts)
        .where(and(pagesMatching(companyId, tsquery), inArray(contentTexts.contentId, contentIds)))
        .as('ranked');
      return db
        .select({
          contentId: ranked.contentId,
          pageNumber: ranked.pageNumber,
          text: ranked.text,
        })
        .from(ranked)
        .where(lte(ranked.place, HITS_PER_CONTENT))
        .orderBy(ranked.contentId, ranked.place);
    },
  };
}

export type FullTextSearchRepository = ReturnType<typeof createFullTextSearchRepository>;
