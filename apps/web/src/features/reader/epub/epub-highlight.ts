import type { View } from 'foliate-js/view.js';

/** foliate draws annotations with this prefix as its search results (an outline). */
const SEARCH_PREFIX = 'foliate-search:';

/**
 * Marks every occurrence of the words in the shown section `index` with foliate's search (its
 * matcher: case, width and diacritics folded by the section's language) and returns the CFIs
 * found, in reading order of each word. Unlike `view.search`, several words stay marked at once.
 */
export async function highlightSection(view: View, index: number, words: string[]) {
  const contents = view.renderer.getContents().find((item) => item.index === index);
  if (!contents || words.length === 0) return [];
  const [{ searchMatcher }, { textWalker }] = await Promise.all([
    import('foliate-js/search.js'),
    import('foliate-js/text-walker.js'),
  ]);
  const matcher = searchMatcher(textWalker, {
    defaultLocale: view.language?.canonical,
    matchCase: false,
    matchDiacritics: false,
    matchWholeWords: false,
  });
  const cfis: string[] = [];
  for (const word of words) {
    for (const { range } of matcher(contents.doc, word)) cfis.push(view.getCFI(index, range));
  }
  await Promise.all(cfis.map((cfi) => view.addAnnotation({ value: SEARCH_PREFIX + cfi })));
  return cfis;
}
