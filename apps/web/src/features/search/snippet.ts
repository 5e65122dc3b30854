/**
 * A full-text hit's snippet (`fullTextHitSchema`): HTML-escaped page text with `<mark>` around
 * the matched words. It is read here as text, never as HTML: only `<mark>` and `</mark>` are
 * recognised, character references are decoded, and anything else (a stray `<b>`, a script)
 * stays literal text, so the screen renders it with React's escaping.
 */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const namedReferences: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an HTML escaper writes; unknown ones stay as written. */
export function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedReferences[name.toLowerCase()] ?? whole;
  });
}

/** Splits a snippet into plain and marked parts, in order; empty parts are dropped. */
export function parseSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  const push = (raw: string) => {
    if (raw === '') return;
    const text = decodeReferences(raw);
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = snippet;
  for (;;) {
    const match = /<(\/?)mark>/i.exec(rest);
    if (!match) break;
    push(rest.slice(0, match.index));
    // An opening tag inside a mark, or a closing one outside, changes nothing.
    marked = match[1] !== '/';
    rest = rest.slice(match.index + match[0].length);
  }
  push(rest);
  return parts;
}
