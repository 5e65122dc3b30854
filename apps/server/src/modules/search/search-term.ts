/** Longest term kept: a pasted paragraph is still counted, by its first words. */
export const MAX_SEARCH_TERM_LENGTH = 200;

/**
 * The form a search's words are counted under: NFKC (full/half width folded), trimmed, runs of
 * white space as one space, Latin letters lowercased (other scripts as written). Empty when
 * nothing is left.
 */
export function normalizeSearchTerm(words: string): string {
  return words
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\p{Script=Latin}+/gu, (latin) => latin.toLowerCase())
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trim();
}
