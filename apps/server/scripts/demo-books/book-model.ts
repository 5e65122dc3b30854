/** Language of a block of text; a book may mix both. */
export type BookLanguage = 'ja' | 'en';

/** One block of a chapter. Text may carry ruby markup: `{漢字|かんじ}`. */
export interface BookBlock {
  kind: 'heading' | 'paragraph' | 'epigraph';
  lang: BookLanguage;
  text: string;
}

export interface BookChapter {
  title: string;
  /** Optional second line shown under the title (e.g. the English title of a Japanese chapter). */
  subtitle?: string;
  blocks: BookBlock[];
}

/** Everything the writers and the manifest need about one demo book. */
export interface DemoBook {
  fileName: string;
  type: 'pdf' | 'epub';
  title: string;
  /** Second title line on the title page, e.g. the English title of a Japanese book. */
  subtitle?: string;
  author: string;
  description: string;
  keywords: string[];
  language: BookLanguage;
  /** Key of the demo company's content group the seeder puts the book in. */
  contentGroup: 'novels' | 'guides';
  /** EPUB only: lay the text out top-to-bottom, right-to-left. */
  isVertical?: boolean;
  chapters: BookChapter[];
}

/** A piece of text, with its reading when it is a ruby annotation. */
export interface TextSegment {
  base: string;
  ruby?: string;
}

const RUBY_PATTERN = /\{([^|{}]+)\|([^|{}]+)\}/g;

/** Splits text with `{base|reading}` markup into plain and ruby segments. */
export function parseRubyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(RUBY_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ base: text.slice(last, index) });
    segments.push({ base: match[1] ?? '', ruby: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ base: text.slice(last) });
  return segments;
}

/** Removes ruby markup, keeping the base text (PDFs print the plain words). */
export function stripRuby(text: string): string {
  return text.replace(RUBY_PATTERN, '$1');
}
