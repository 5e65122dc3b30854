import type { EventBus } from 'pdfjs-dist/web/pdf_viewer.mjs';

/**
 * Highlights the words of a full-text hit with pdf.js's find controller, from the page shown:
 * every match is marked in the text layers of the pages on screen and the first one from the
 * current page on is selected and scrolled into view. Several words are found as alternatives
 * (pdf.js folds width and case with NFKC, like the server's search). Call it once the hit's
 * page is the current one (the find starts there) and a page has been drawn (the viewer resets
 * the find controller then).
 */
export function highlightWords(eventBus: EventBus, words: string[]): void {
  if (words.length === 0) return;
  eventBus.dispatch('find', {
    source: null,
    type: '',
    query: words.length === 1 ? words[0] : words,
    caseSensitive: false,
    entireWord: false,
    highlightAll: true,
    findPrevious: false,
    matchDiacritics: false,
  });
}
