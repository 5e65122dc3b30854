const SNIPPET_LENGTH = 80;
const SNIPPET_LEAD = 30;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Moves an index off the second half of a surrogate pair. */
function codePointBoundary(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index - 1 : index;
}

/**
 * About 80 characters of a page around the first place the words are, HTML-escaped, with
 * `<mark>` around every match inside it and `…` where the page was cut. The page's start when
 * the words are not found as written (the index matched what the text does not show).
 */
export function snippetOf(text: string, ranges: readonly [number, number][]): string {
  const first = ranges[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_LEAD) : 0;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (first && first[1] > end) end = Math.min(text.length, first[1]);
  if (end - start < SNIPPET_LENGTH) start = Math.max(0, end - SNIPPET_LENGTH);
  // Start and end at a space when one is near, so English words are not cut.
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    if (space >= 0 && start - space <= 10) start = space + 1;
  }
  if (end < text.length) {
    const space = text.indexOf(' ', end);
    if (space >= 0 && space - end <= 10) end = space;
  }
  start = codePointBoundary(text, start);
  end = codePointBoundary(text, end);
  let html = '';
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue;
    const markFrom = Math.max(from, at);
    const markTo = Math.min(to, end);
    if (markTo <= markFrom) continue;
    html += `${escapeHtml(text.slice(at, markFrom))}<mark>${escapeHtml(text.slice(markFrom, markTo))}</mark>`;
    at = markTo;
  }
  html += escapeHtml(text.slice(at, end));
  html = html.replace(/\n/g, ' ');
  return `${start > 0 ? '…' : ''}${html}${end < text.length ? '…' : ''}`;
}
