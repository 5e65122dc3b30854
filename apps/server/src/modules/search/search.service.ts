import {
  CREATED_DATE_SORT_FIELD,
  ErrorCode,
  searchLimits,
  type SearchCondition,
  type SearchQuery,
} from '@hondana/contract';
import type { SQL } from 'drizzle-orm';
import { and } from 'drizzle-orm';
import { CompanyAnswers } from '../../platform/cache/company-answers.js';
import type { Executor } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import { assertSameCompany } from '../company/company.service.js';
import type { ContentGroupRow } from '../content-group/content-group.tables.js';
import type { LibraryService } from '../library/library.service.js';
import type { ListedContent } from '../library/library.repository.js';
import { createSearchConfigReader } from '../search-config/search-config.reader.js';
import {
  pairsOf,
  resolveCondition,
  searchTermsOf,
  type FieldMatch,
  type SearchBoxRule,
} from './search-conditions.js';
import { conditionSql, hashtagsSql, orderSql } from './search.filters.js';
import { createSearchRepository } from './search.repository.js';
import { createSearchTermRepository, type SearchTermQuery } from './search-terms.repository.js';

export interface SearchPage {
  rows: ListedContent[];
  /** Exact up to SEARCH_COUNT_BOUND; past it a lower bound, and `totalIsLowerBound` is true. */
  total: number;
  totalIsLowerBound: boolean;
  page: number;
  size: number;
  /** The one group the search was limited to, if any (its print permission applies). */
  group: ContentGroupRow | null;
}

function groupOf(query: SearchQuery): number | undefined {
  return query.content_group_id ?? query.contentGroupId;
}

/** Pages of results in the order asked for, else the company's default sort field. */
function searchPages(db: Executor, library: LibraryService, answers: CompanyAnswers) {
  const config = createSearchConfigReader(db);

  async function orderOf(companyId: number, query: Pick<SearchQuery, 'sort' | 'sort_by'>) {
    // Every search reads them, and only the company's administrators change them.
    const fields = await answers.setting(companyId, 'sortFields', () =>
      config.sortFields(companyId),
    );
    const fallback = fields.find((field) => field.isSortFieldDefault) ?? fields[0];
    const code = query.sort_by ?? fallback?.field ?? CREATED_DATE_SORT_FIELD;
    const configured = fields.find((field) => field.field === code);
    const ascending = configured ? configured.isAscDefault : code !== CREATED_DATE_SORT_FIELD;
    return orderSql(code, query.sort ?? (ascending ? 'asc' : 'desc'));
  }

  async function pageOf(
    ctx: CompanyContext,
    query: SearchQuery,
    contentGroupIds: number[],
    where: SQL | undefined,
  ): Promise<SearchPage> {
    const order = await orderOf(ctx.company.id, query);
    const found = await library.filteredPage(ctx, {
      contentGroupIds,
      where,
      order,
      page: query.page,
      size: query.size,
    });
    return { ...found, page: query.page, size: query.size };
  }

  return { pageOf };
}

/** Searching by the search boxes' conditions, and the search terms kept. */
function fieldSearchCalls(db: Executor, library: LibraryService, answers: CompanyAnswers) {
  const config = createSearchConfigReader(db);
  const terms = createSearchTermRepository(db);
  const { pageOf } = searchPages(db, library, answers);

  /**
   * Checks each condition (the box it names must be the company's: 706) into its SQL form. With
   * `budget`, 406 as soon as the pairs so far exceed it: a request without boxes is refused
   * before any query, one with boxes after reading at most its own boxes.
   */
  async function matchesOf(companyId: number, conditions: SearchCondition[], budget?: number) {
    const matches: (FieldMatch | null)[] = [];
    let pairs = 0;
    for (const condition of conditions) {
      let box: SearchBoxRule | null = null;
      if (condition.search_box_id !== undefined) {
        box = await config.searchBox(companyId, condition.search_box_id);
        if (!box) throw new AppError(ErrorCode.SearchBoxNotFound);
      }
      const match = resolveCondition(condition, box);
      pairs += pairsOf(match);
      if (budget !== undefined && pairs > budget) {
        throw new AppError(ErrorCode.BadParameters, {
          message: `This search asks too much at once: its words and values times the fields they are searched in exceed ${budget}. Search with fewer words or fields.`,
          details: { max_pairs: budget },
        });
      }
      matches.push(match);
    }
    return matches;
  }

  /** The page of results and the words typed (the search terms a new search counts). */
  async function fieldPage(ctx: CompanyContext, query: SearchQuery, conditions: SearchCondition[]) {
    const companyId = ctx.company.id;
    // The caller's conditions are bounded; a tab's preset is the administrator's own setting.
    const asked = await matchesOf(companyId, conditions, searchLimits.fieldPairs);
    const contentGroupIds: number[] = [];
    const group = groupOf(query);
    if (group !== undefined) contentGroupIds.push(group);
    let preset: (FieldMatch | null)[] = [];
    if (query.tab_id !== undefined) {
      const tab = await config.tab(companyId, query.tab_id);
      if (!tab) throw new AppError(ErrorCode.TabNotFound);
      preset = await matchesOf(companyId, tab.conditions);
      if (tab.contentGroupId !== null) contentGroupIds.push(tab.contentGroupId);
    }
    const matches = [...asked, ...preset].filter((match) => match !== null);
    const where = matches.length > 0 ? and(...matches.map(conditionSql)) : undefined;
    return {
      page: await pageOf(ctx, query, contentGroupIds, where),
      typed: searchTermsOf(asked),
    };
  }

  return {
    /**
     * `content/search` and `content/public/search`: the contents meeting every condition (and
     * the tab's preset and group), in a group when asked. 706 unknown box, 709 unknown tab, 715
     * unknown or hidden group, 419/418/865/409 bad conditions, 406 conditions over
     * `searchLimits.fieldPairs`. `is_new_search` counts the typed words as search terms.
     */
    async fieldSearch(
      ctx: CompanyContext,
      query: SearchQuery,
      conditions: SearchCondition[],
    ): Promise<SearchPage> {
      assertSameCompany(ctx, query.domain);
      const { is_new_search: isNewSearch, ...asked } = query;
      const { page, typed } = await answers.forVisitors(ctx, ['fields', asked, conditions], () =>
        fieldPage(ctx, query, conditions),
      );
      if (isNewSearch) for (const term of typed) await terms.record(ctx.company.id, term);
      return page;
    },

    /** `search-term/page`: the company's counted search terms for its administrator. */
    async searchTermPage(ctx: CompanyContext, query: SearchTermQuery) {
      return terms.page(ctx.company.id, query);
    },
  };
}

/** Searching by hashtags. */
function hashtagSearchCalls(db: Executor, library: LibraryService, answers: CompanyAnswers) {
  const config = createSearchConfigReader(db);
  const repository = createSearchRepository(db);
  const { pageOf } = searchPages(db, library, answers);
  return {
    /**
     * `content/search-hash-tag` and public: the contents carrying every chosen hashtag (740 for
     * one not of the company); several only when the company allows multiple selection (406).
     */
    async hashtagSearch(
      ctx: CompanyContext,
      query: SearchQuery,
      hashtagIds: number[],
    ): Promise<SearchPage> {
      assertSameCompany(ctx, query.domain);
      return answers.forVisitors(ctx, ['hashtags', query, hashtagIds], async () => {
        const companyId = ctx.company.id;
        const ids = [...new Set(hashtagIds)];
        if (ids.length > 1 && !(await config.multipleSelectHashtag(companyId))) {
          throw new AppError(ErrorCode.BadParameters, {
            message:
              'Only one hashtag can be searched at a time: multiple selection of hashtags is off.',
            details: { hash_tag_ids: ids },
          });
        }
        const known = new Set(await repository.companyHashtagIds(companyId, ids));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) {
          throw new AppError(ErrorCode.HashtagNotFound, { details: { hash_tag_ids: unknown } });
        }
        const group = groupOf(query);
        return pageOf(ctx, query, group === undefined ? [] : [group], hashtagsSql(ids));
      });
    },
  };
}

/**
 * Field search, hashtag search and the search terms. Conditions become SQL here; the library
 * lists the contents through the access rule, so every search shows only what the viewer may see.
 */
export function createSearchService(
  db: Executor,
  library: LibraryService,
  answers: CompanyAnswers = CompanyAnswers.none(),
) {
  return {
    ...fieldSearchCalls(db, library, answers),
    ...hashtagSearchCalls(db, library, answers),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
