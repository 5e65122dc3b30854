import type { fullTextTextsJa } from './full-text-texts-ja';

/** English texts of the full-text results (`fullText.*`). */
export const fullTextTextsEn: typeof fullTextTextsJa = {
  results: 'Full-text results',
  loading: 'Searching the books’ text…',
  failed: 'The books’ text could not be searched.',
  retry: 'Search again',
  empty: 'No book contains “{{query}}”.',
  emptyAtBound:
    '“{{query}}” is on many pages, but none of the first ones found is in a book you can see. Add words to narrow the search.',
  booksFound: 'Books found: {{count}}',
  booksFoundAtLeast: 'Books found: {{count}} or more. Add words to narrow the search.',
  hitPages: 'Matching pages: {{count}}',
  page: 'Page {{page}}',
  openHit: 'Open {{title}} at page {{page}}',
  hitsOf: 'Matching pages of {{title}}',
  textHidden: 'The text is shown only to readers who may open this book.',
  showAll: 'Show all {{count}} matching pages',
  hideAll: 'Hide the list of matching pages',
  allHitsOf: 'All matching pages of {{title}}',
  allLoading: 'Loading the matching pages…',
  allFailed: 'The matching pages could not be loaded.',
};
