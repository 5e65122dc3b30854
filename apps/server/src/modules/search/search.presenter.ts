import type { FullTextResult, SearchTerm } from '@hondana/contract';
import { presentListedContent } from '../library/library.presenter.js';
import { toPage } from '../../platform/http/envelope.js';
import type { SearchTermRow } from './search-terms.repository.js';
import type { FullTextSearchAnswer } from './full-text-search.service.js';
import type { SearchPage } from './search.service.js';

/** A full-text search's page: each content as the library presents it, with its hit pages. */
export function presentFullTextPage(answer: FullTextSearchAnswer, page: number, size: number) {
  const content: FullTextResult[] = answer.rows.map((row) => ({
    content: presentListedContent(row.listed, answer.group),
    hits: row.hits,
    hit_pages: row.hitPages,
  }));
  return {
    ...toPage(content, answer.total, page, size),
    total_is_lower_bound: answer.totalIsLowerBound,
  };
}

/** A search's page of contents, each presented as the library presents it. */
export function presentSearchPage(result: SearchPage) {
  const content = result.rows.map((row) => presentListedContent(row, result.group));
  return {
    ...toPage(content, result.total, result.page, result.size),
    total_is_lower_bound: result.totalIsLowerBound,
  };
}

export function presentSearchTerm(row: SearchTermRow): SearchTerm {
  return {
    term: row.term,
    count: row.count,
    last_searched_at: row.lastSearchedAt.toISOString(),
  };
}
