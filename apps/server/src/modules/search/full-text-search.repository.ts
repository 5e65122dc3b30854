import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { TtlCache } from '../../platform/cache/ttl-cache.js';
import type { Executor } from '../../platform/db/database.js';
import { visibleContentsCondition } from '../content-access/content-access.filters.js';
import type { Viewer } from '../content-access/viewer.js';
import { companies } from '../company/company.tables.js';
import { contents, contentTexts } from '../content/content.tables.js';
import type { SearchQueryShape } from '../content/page-text-tokens.js';
import { createLibraryRepository, type ListedContent } from '../library/library.repository.js';

/**
 * The most matching pages one search reads. Every matching page row is read back (a phrase is
 * checked on its tokens), so a word found on nearly every page of a large catalogue would cost
 * in proportion to the catalogue; past this many pages, the contents are ranked and counted from
 * the first pages found, and the total is a lower bound, which the answer says. Reading these
 * pages is most of a search's cost: at 1,000,000 pages, 1,000 in place of 3,000 took computed
 * searches from 60 to 93 a second in the search bench (docs/decisions.md).
 */
export const MAX_COUNTED_PAGES = 1_000;

/**
 * When a word is common enough for the company index (`walkPays`). Walking the company's pages
 * in order finds the first MAX_COUNTED_PAGES matches after about MAX_COUNTED_PAGES / share
 * pages, however large the catalogue; the text index reads every posting of the word, in every
 * company, about share × the table's pages. The walk wins above a share of
 * sqrt(WALK_PAGES / the table's pages): 5 % at 1,000,000 pages, 16 % at 100,000. Under
 * WALK_PAGES the text index always wins: no sample.
 *
 * The table's pages are PostgreSQL's own estimate of its live rows (`tablePagesEstimate`), not
 * its size: a table that rows were deleted from or rewritten keeps its size, and at 12 GB for
 * 1,000,000 pages the threshold fell to 2.9 % and walked 量子 (130 ms instead of 30).
 *
 * The share is judged on the company's first SAMPLED_PAGES pages, about forty books. A topic
 * word gathers in a few books: on the first 500 pages (ten books) 量子 and quantum read 5.8 %
 * where the first 20,000 have 2.1-2.2 %, and walked they took 120-135 ms against 7-11 by the
 * text index; on the first 2,000, 2.9-3.0 %. With the sample that short the threshold had to
 * stay at 10 %, and a word on 9 % of the pages went to the text index: ア took 51 ms there and
 * 21 walked (docs/decisions.md, "Full-text search").
 */
/** The thresholds were measured by the table's bytes first: 10 MB, at BYTES_PER_PAGE_ROW. */
const WALK_PAGES = 2_400;
/**
 * A page row's bytes, for a table without statistics (PGlite never gathers them): the bench's
 * corpus, 4.1 GB for 1,000,000 pages.
 */
const BYTES_PER_PAGE_ROW = 4_096;
const SAMPLED_PAGES = 2_000;
/**
 * How long a repository keeps its `walkPays` answer for a company's words, and for how many.
 * Readers repeat words, and the sample (about 3 ms and a statement) would answer the same: a
 * company's first pages change rarely, and either path finds the same pages, so a stale answer
 * costs time only.
 */
const WALK_DECISION_MS = 5 * 60_000;
const WALK_DECISIONS_KEPT = 1_000;

/**
 * content_texts' live rows as PostgreSQL's planner estimates a table's rows: the rows its last
 * ANALYZE or VACUUM counted, for the blocks it has now (dead rows left by a rewrite or a
 * deletion do not count, once autovacuum has been by). Without statistics (PGlite, or a table
 * never analyzed) its size over BYTES_PER_PAGE_ROW.
 */
export const tablePagesEstimate = sql<number>`(
  select case when reltuples >= 0 and relpages > 0
    then reltuples / relpages
      * (pg_relation_size(oid) / current_setting('block_size')::float8)
    else pg_relation_size(oid)::float8 / ${sql.raw(String(BYTES_PER_PAGE_ROW))} end
  from pg_class where oid = 'content_texts'::regclass)`;

/** Sets each of `settings` until the transaction ends (the names and values are the code's). */
function plannerSettings(settings: Readonly<Record<string, string>>): SQL {
  const calls = Object.entries(settings).map(
    ([name, value]) => `set_config('${name}', '${value}', true)`,
  );
  return sql.raw(`select ${calls.join(', ')}`);
}

/** How many pages of each content a result shows. */
export const HITS_PER_CONTENT = 3;

export interface FullTextRow {
  listed: ListedContent;
  /** Pages of the content whose tokens match. */
  hitPages: number;
}

export interface FullTextContentsPage {
  rows: FullTextRow[];
  total: number;
  /** The search stopped at MAX_COUNTED_PAGES matching pages: more contents may match. */
  totalIsLowerBound: boolean;
}

/** What a search looks for (searchQueryShapeOf): the words, and how the text index finds them. */
export type FullTextQuery = Pick<SearchQueryShape, 'tsquery' | 'indexQuery'>;

export interface HitPage {
  contentId: string;
  pageNumber: number;
  text: string;
}

/**
 * Full-text search over content_texts.search_tokens (GIN on company_id, search_tokens): which
 * contents hold the words, through the access rule's list form, and their best pages.
 */
export function createFullTextSearchRepository(
  db: Executor,
  options: { maxCountedPages?: number; walkPages?: number; sampledPages?: number } = {},
) {
  const maxCountedPages = options.maxCountedPages ?? MAX_COUNTED_PAGES;
  const walkPages = options.walkPages ?? WALK_PAGES;
  const sampledPages = options.sampledPages ?? SAMPLED_PAGES;
  const library = createLibraryRepository(db);
  // `walkPays` answers by company and words (WALK_DECISION_MS).
  const walkDecisions = new TtlCache<string, boolean>(WALK_DECISION_MS, WALK_DECISIONS_KEPT);

  /**
   * The matching pages of the company: the index answers the company and the words, by their
   * stems where the query has them (`indexQuery`), and then the words' prefixes decide, as a
   * function the index cannot take: taken as an index condition, they would be looked up too.
   */
  function pagesMatching(companyId: number, query: FullTextQuery) {
    if (query.indexQuery === null) {
      return and(
        eq(contentTexts.companyId, companyId),
        sql`${contentTexts.searchTokens} @@ ${query.tsquery}::tsquery`,
      );
    }
    return and(
      eq(contentTexts.companyId, companyId),
      sql`${contentTexts.searchTokens} @@ ${query.indexQuery}::tsquery`,
      sql`ts_match_vq(${contentTexts.searchTokens}, ${query.tsquery}::tsquery)`,
    );
  }

  /**
   * Whether walking the company's pages costs less than the text index: the words are common
   * (WALK_PAGES, or `walkPages`), judged on the company's first SAMPLED_PAGES (or `sampledPages`)
   * pages in the company index's order (the order either plan reads them in). A company with
   * fewer pages is walked whatever the words: a few milliseconds, where the text index read
   * 42-94 ms of other companies' postings for 東京 railway.
   */
  async function walkPays(tx: Executor, companyId: number, tsquery: string): Promise<boolean> {
    const sample = db
      .select({ tokens: contentTexts.searchTokens })
      .from(contentTexts)
      .where(eq(contentTexts.companyId, companyId))
      .limit(sampledPages)
      .as('sample');
    // How many pages the sample read, and how many of them match, as one value.
    const counts = tx
      .select({
        counts: sql`array[count(*), count(*) filter (where ts_match_vq(${sample.tokens}, ${tsquery}::tsquery))]::int[]`,
      })
      .from(sample);
    // One row: the company's, carrying the table's pages and, past WALK_PAGES, the sample.
    const [row] = await tx
      .select({
        pages: tablePagesEstimate,
        counts: sql<
          [number, number] | null
        >`case when ${tablePagesEstimate} > ${walkPages} then (${counts}) end`,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row || row.counts === null) return false;
    const [read, found] = row.counts;
    // A company smaller than the sample is walked whole for less than the sample cost.
    if (read < sampledPages) return true;
    return found >= sampledPages * Math.sqrt(walkPages / row.pages);
  }

  /**
   * Runs `query`, which reads the pages matching `tsquery` (at most the first MAX_COUNTED_PAGES
   * in the company index's order), in a transaction whose plan stays quick at 1,000,000 pages
   * (docs/decisions.md, "Full-text search"):
   * - no sequential scan. For a common word PostgreSQL may read the pages with a sequential scan
   *   and a filter, expecting the last counted match soon (the LIMIT); but the table holds every
   *   company's pages side by side, and a scan starts where the last one stopped (synchronized
   *   scans): 東京 railway read 550,170 rows (1.8 s);
   * - for a common word or a small company (walkPays), no text index: the company index walks
   *   the pages in order and stops at the last counted match (図書館, 3,000 counted: 10 ms),
   *   where the text index first reads every posting of the word, in every company (83 ms).
   *   PostgreSQL's estimates cannot tell the two apart (a phrase's matches are guessed far too
   *   low); a rare word is left to the text index;
   * - no hash or merge join of the matched contents with the company's. Expecting up to
   *   MAX_COUNTED_PAGES contents, PostgreSQL read all the company's contents (10,000 rows, 5-7
   *   ms) to hash them, on every search; the matched ones (95 for 量子) are looked up by key.
   */
  function withMatchingPagesPlan<T>(
    companyId: number,
    tsquery: string,
    query: (tx: Executor) => Promise<T>,
  ): Promise<T> {
    // No JIT either: a plan that must keep a disabled method costs over jit_above_cost, and
    // compiling it took 47 ms for a query of 0.4. And PostgreSQL's default cost of a page read
    // out of order: the walk's threshold and these plans were measured with it, where the
    // product's connections plan with less (database.ts, RANDOM_PAGE_COST). No parallel
    // workers: the pages counted must be the first in the company index's order, and workers
    // hand theirs over as they find them, so at 1,000,000 pages the same search counted other
    // pages each time (コンピュータ: 210-218 books, and other books on its first page).
    const always = {
      enable_seqscan: 'off',
      enable_hashjoin: 'off',
      enable_mergejoin: 'off',
      jit: 'off',
      random_page_cost: '4',
      max_parallel_workers_per_gather: '0',
    };
    const noBitmap = { enable_bitmapscan: 'off' };
    const key = `${companyId} ${tsquery}`;
    const kept = walkDecisions.get(key);
    return db.transaction(async (tx) => {
      if (kept !== undefined) {
        await tx.execute(plannerSettings(kept ? { ...always, ...noBitmap } : always));
      } else {
        // The sample is planned after the settings: with sequential scans on, it may read other
        // companies' pages first.
        await tx.execute(plannerSettings(always));
        const walk = await walkPays(tx, companyId, tsquery);
        walkDecisions.set(key, walk);
        if (walk) await tx.execute(plannerSettings(noBitmap));
      }
      return query(tx);
    });
  }

  return {
    /**
     * One page of the contents `viewer` may see whose text matches `query`, most matching pages
     * first (newest content first among equals), and how many contents match in all.
     */
    async contentsPage(
      viewer: Viewer,
      query: FullTextQuery,
      options: { contentGroupId?: number; page: number; size: number },
    ): Promise<FullTextContentsPage> {
      const { tsquery } = query;
      // At most maxCountedPages matching pages are counted (MAX_COUNTED_PAGES).
      const matched = db
        .select({ contentId: contentTexts.contentId })
        .from(contentTexts)
        .where(pagesMatching(viewer.companyId, query))
        .limit(maxCountedPages)
        .as('matched');
      const hits = db.$with('hits').as(
        db
          .select({
            contentId: matched.contentId,
            hitPages: sql<number>`count(*)::int`.as('hit_pages'),
            // Every content's, visible or not: whether the search stopped at the bound.
            matchedPages: sql<number>`(sum(count(*)) over ())::int`.as('matched_pages'),
          })
          .from(matched)
          .groupBy(matched.contentId),
      );
      const where = visibleContentsCondition(viewer, { contentGroupId: options.contentGroupId });
      const stoppedAtBound = (matchedPages: number) => matchedPages >= maxCountedPages;
      // The page's ids, hit counts and the total in one scan; the list extras (groups, views,
      // favourite) only for the page's rows, in the same statement.
      const page = db.$with('page').as(
        db
          .select({
            id: contents.id,
            hitPages: hits.hitPages,
            matchedPages: hits.matchedPages,
            total: sql<number>`(count(*) over ())::int`.as('total'),
          })
          .from(contents)
          .innerJoin(hits, eq(hits.contentId, contents.id))
          .where(where)
          .orderBy(desc(hits.hitPages), desc(contents.createdAt), asc(contents.id))
          .limit(options.size)
          .offset((options.page - 1) * options.size),
      );
      const matches = await withMatchingPagesPlan(viewer.companyId, tsquery, (tx) =>
        tx
          .with(hits, page)
          .select({
            ...library.listedColumns(viewer),
            hitPages: page.hitPages,
            matchedPages: page.matchedPages,
            total: page.total,
          })
          .from(contents)
          .innerJoin(page, eq(page.id, contents.id))
          .orderBy(desc(page.hitPages), desc(contents.createdAt), asc(contents.id)),
      );
      if (matches.length === 0) {
        // Past the last page, or nothing visible: the window figures have no row to ride on.
        const [counted] = await withMatchingPagesPlan(viewer.companyId, tsquery, (tx) => {
          const visible = tx
            .select({ count: sql<number>`count(*)::int` })
            .from(contents)
            .innerJoin(hits, eq(hits.contentId, contents.id))
            .where(where);
          const pages = tx
            .select({ pages: sql<number>`coalesce(max(${hits.matchedPages}), 0)::int` })
            .from(hits);
          // One row to carry both: the company's.
          return tx
            .with(hits)
            .select({ count: sql<number>`(${visible})`, matchedPages: sql<number>`(${pages})` })
            .from(companies)
            .where(eq(companies.id, viewer.companyId));
        });
        return {
          rows: [],
          total: counted?.count ?? 0,
          totalIsLowerBound: stoppedAtBound(counted?.matchedPages ?? 0),
        };
      }
      return {
        rows: matches.map(({ hitPages, matchedPages: _pages, total: _total, ...listed }) => ({
          listed,
          hitPages,
        })),
        total: matches[0]?.total ?? 0,
        totalIsLowerBound: stoppedAtBound(matches[0]?.matchedPages ?? 0),
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
        .where(
          and(
            eq(contentTexts.companyId, companyId),
            inArray(contentTexts.contentId, contentIds),
            // The function, not the `@@` operator, so that the pages are found by content (the
            // primary key: a page of results' books, a few hundred pages) and never through the
            // company's text index: PostgreSQL estimates a phrase to match a handful of pages,
            // and for a common one (コンピュータ, 46,833 pages) rechecked all of them (460 ms).
            sql`ts_match_vq(${contentTexts.searchTokens}, ${tsquery}::tsquery)`,
          ),
        )
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

    /**
     * Every matching page of one content, in page order, one page of them at a time, and how
     * many pages match in all (the full list behind a result's "n pages match").
     */
    async matchingPages(
      companyId: number,
      contentId: string,
      query: FullTextQuery,
      options: { page: number; size: number },
    ): Promise<{ rows: HitPage[]; total: number }> {
      const where = and(pagesMatching(companyId, query), eq(contentTexts.contentId, contentId));
      const rows = await db
        .select({
          contentId: contentTexts.contentId,
          pageNumber: contentTexts.pageNumber,
          text: contentTexts.text,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(contentTexts)
        .where(where)
        .orderBy(asc(contentTexts.pageNumber))
        .limit(options.size)
        .offset((options.page - 1) * options.size);
      if (rows.length > 0) {
        return {
          rows: rows.map(({ total: _total, ...row }) => row),
          total: rows[0]?.total ?? 0,
        };
      }
      // Past the last page: the window count has no row to ride on.
      const counted = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contentTexts)
        .where(where);
      return { rows: [], total: counted[0]?.count ?? 0 };
    },
  };
}

export type FullTextSearchRepository = ReturnType<typeof createFullTextSearchRepository>;
