import { ErrorCode, searchLimits, type FullTextHit } from '@hondana/contract';
import { CompanyAnswers } from '../../platform/cache/company-answers.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { dateErrorOf, type ContentAccess } from '../content-access/content-access.js';
import type { Viewer } from '../content-access/viewer.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import { matchPatternOf, matchRangesOf } from '../content/page-text-match.js';
import { snippetOf } from '../content/page-text-snippet.js';
import { searchQueryShapeOf } from '../content/page-text-tokens.js';
import { createLibraryRepository, type ListedContent } from '../library/library.repository.js';
import {
  createFullTextSearchRepository,
  type FullTextQuery,
} from './full-text-search.repository.js';
import { createSearchTermRepository } from './search-terms.repository.js';

export interface FullTextSearchRequest {
  /** The words as typed; null when the call carried none. */
  query: string | null;
  contentGroupId?: number;
  page: number;
  size: number;
  /** Counts the words as a search term (a new search, not a page turn). */
  isNewSearch: boolean;
}

export interface FullTextPagesRequest {
  query: string | null;
  contentId: string;
  contentGroupId?: number;
  page: number;
  size: number;
}

export interface FullTextPagesAnswer {
  hits: FullTextHit[];
  total: number;
}

export interface FullTextResultRow {
  listed: ListedContent;
  hits: FullTextHit[];
  hitPages: number;
}

export interface FullTextSearchAnswer {
  rows: FullTextResultRow[];
  total: number;
  /** The search stopped at MAX_COUNTED_PAGES matching pages: more contents may match. */
  totalIsLowerBound: boolean;
  /** The group searched in (its print setting applies to the cards), null for all. */
  group: ContentGroupRow | null;
}

/**
 * `content/full-text-search` and its public variant: the contents whose page text holds every
 * word of the query, seen through the access rule, each with its best pages and a snippet of
 * each.
 */
export function createFullTextSearchService(
  db: Executor,
  options: { access: ContentAccess; answers?: CompanyAnswers; maxCountedPages?: number },
) {
  const { access } = options;
  const answers = options.answers ?? CompanyAnswers.none();
  const repository = createFullTextSearchRepository(db, {
    maxCountedPages: options.maxCountedPages,
  });
  const library = createLibraryRepository(db);
  const searchTerms = createSearchTermRepository(db);

  /** The group to search in: 715 when unknown or hidden, 827/828 outside its dates. */
  async function searchableGroup(viewer: Viewer, id: number): Promise<ContentGroupRow> {
    const group = await library.findGroup(viewer.companyId, id);
    if (!group) throw new AppError(ErrorCode.ContentGroupNotFound);
    if (viewer.kind !== 'admin') {
      const dateError = dateErrorOf(group, new Date());
      if (dateError !== null) throw new AppError(dateError);
      if (!(await library.isGroupVisible(viewer, id))) {
        throw new AppError(ErrorCode.ContentGroupNotFound);
      }
    }
    return group;
  }

  /** One page of the matching contents the viewer may see, with snippets where it may open. */
  async function resultsOf(
    viewer: Viewer,
    query: FullTextQuery,
    pattern: RegExp,
    group: ContentGroupRow | null,
    request: Pick<FullTextSearchRequest, 'page' | 'size'>,
  ): Promise<Omit<FullTextSearchAnswer, 'group'>> {
    const { rows, total, totalIsLowerBound } = await repository.contentsPage(viewer, query, {
      contentGroupId: group?.id,
      page: request.page,
      size: request.size,
    });
    // A book's text is shown only to who may open it: others see its title in the list (the
    // words are in it) but no page and no snippet of it. The rows passed the list form of the
    // rule through `group`.
    const openable = access.grantedAmongVisible(
      viewer,
      rows.map(({ listed }) => ({
        content: listed.content,
        planFlags: {
          isSubscriptionPlan: listed.isSubscriptionPlan,
          isRegistered: listed.isRegistered,
        },
      })),
      'open',
    );
    const pages = await repository.bestPages(viewer.companyId, [...openable], query.tsquery);
    const hitsByContent = new Map<string, FullTextHit[]>();
    for (const page of pages) {
      const hits = hitsByContent.get(page.contentId) ?? [];
      hits.push({
        page: page.pageNumber,
        snippet: snippetOf(page.text, matchRangesOf(page.text, pattern)),
      });
      hitsByContent.set(page.contentId, hits);
    }
    return {
      rows: rows.map((row) => ({
        listed: row.listed,
        hitPages: row.hitPages,
        hits: hitsByContent.get(row.listed.content.id) ?? [],
      })),
      total,
      totalIsLowerBound,
    };
  }

  /** 406 before any query for more index terms than `searchLimits` allows. */
  function assertWithinLimits(shape: ReturnType<typeof searchQueryShapeOf>): void {
    if (!shape) return;
    const { fullTextTerms, fullTextPrefixTerms } = searchLimits;
    if (shape.terms > fullTextTerms || shape.prefixTerms > fullTextPrefixTerms) {
      throw new AppError(ErrorCode.BadParameters, {
        message: `This full-text search has too many words: at most ${fullTextPrefixTerms} words of letters or numbers (or single Japanese characters), and about ${fullTextTerms + 1} characters of Japanese. Search with fewer words.`,
        details: {
          terms: shape.terms,
          prefix_terms: shape.prefixTerms,
          max_terms: fullTextTerms,
          max_prefix_terms: fullTextPrefixTerms,
        },
      });
    }
  }

  return {
    async search(
      ctx: CompanyContext,
      request: FullTextSearchRequest,
    ): Promise<FullTextSearchAnswer> {
      if (request.query === null) throw new AppError(ErrorCode.BadParameters);
      const shape = searchQueryShapeOf(request.query);
      assertWithinLimits(shape);
      const viewer = access.viewerOf(ctx);
      const group =
        request.contentGroupId === undefined
          ? null
          : await searchableGroup(viewer, request.contentGroupId);
      const pattern = matchPatternOf(request.query);
      // Only spaces or punctuation: nothing can match, and there is no term to count.
      if (shape === null || pattern === null) {
        return { rows: [], total: 0, totalIsLowerBound: false, group };
      }
      if (request.isNewSearch) await searchTerms.record(viewer.companyId, request.query);

      const question = ['full-text', request.query, group?.id ?? null, request.page, request.size];
      // The group is kept with the answer, so the route can know a kept answer by its identity.
      // Any change to the group drops the company's kept answers; its dates are checked above.
      const compute = async () => ({
        ...(await resultsOf(viewer, shape, pattern, group, request)),
        group,
      });
      return answers.forVisitors(ctx, question, compute);
    },

    /**
     * Every page of one book that holds the words, in page order: only for who may open the
     * book (the access rule's refusal otherwise; 712 for another company's or an unknown book).
     */
    async pages(ctx: CompanyContext, request: FullTextPagesRequest): Promise<FullTextPagesAnswer> {
      if (request.query === null) throw new AppError(ErrorCode.BadParameters);
      const shape = searchQueryShapeOf(request.query);
      assertWithinLimits(shape);
      const viewer = access.viewerOf(ctx);
      const group =
        request.contentGroupId === undefined
          ? null
          : await searchableGroup(viewer, request.contentGroupId);
      await access.canViewerOpen(viewer, {
        contentId: request.contentId,
        contentGroupId: group?.id ?? null,
        purpose: 'open',
      });
      const pattern = matchPatternOf(request.query);
      if (shape === null || pattern === null) return { hits: [], total: 0 };
      const { rows, total } = await repository.matchingPages(
        viewer.companyId,
        request.contentId,
        shape,
        { page: request.page, size: request.size },
      );
      return {
        hits: rows.map((row) => ({
          page: row.pageNumber,
          snippet: snippetOf(row.text, matchRangesOf(row.text, pattern)),
        })),
        total,
      };
    },
  };
}

export type FullTextSearchService = ReturnType<typeof createFullTextSearchService>;
