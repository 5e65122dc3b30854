import type { SearchTerm } from '@hondana/contract';
import { presentListedContent } from '../library/library.presenter.js';
import { toPage } from '../../platform/http/envelope.js';
import type { SearchTermRow } from './search-terms.repository.js';
import type { SearchPage } from './search.service.js';

/** A search's page of contents, each presented as the library presents it. */
export function presentSearchPage(result: SearchPage) {
  const content = result.rows.map((row) => presentListedContent(row, result.group));
  return toPage(content, result.total, result.page, result.size);
}

export function presentSearchTerm(row: SearchTermRow): SearchTerm {
  return {
    term: row.term,
    count: row.count,
    last_searched_at: row.lastSearchedAt.toISOString(),
  };
}
