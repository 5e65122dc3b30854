// foliate-js ships JavaScript only; these are the parts the EPUB reader uses.
declare module 'foliate-js/view.js' {
  export interface TocItem {
    label: string;
    href: string;
    subitems?: TocItem[];
  }
  export interface FoliateBook {
    dir?: string;
    toc?: TocItem[];
    sections: unknown[];
    transformTarget?: EventTarget;
  }
  export interface RelocateDetail {
    cfi: string;
    fraction?: number;
    tocItem?: { label: string; href: string };
    /** The book's own page (its page list), when it has one. */
    pageItem?: { label: string } | null;
    /** foliate's locations: the book's text in steps of 1,500 bytes (0-based `current`). */
    location?: { current: number; next: number; total: number };
  }
  /** What `View.search` yields: progress, one section's matches, or 'done'. */
  export type SearchResult =
    | 'done'
    | { progress: number }
    | { label: string; subitems: { cfi: string }[] }
    | { cfi: string };
  export interface FoliateRenderer extends HTMLElement {
    setStyles?(styles: string): void;
    next(): Promise<void>;
    prev(): Promise<void>;
  }
  export interface SectionContents {
    doc: Document;
    index: number;
  }
  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: FoliateRenderer & { getContents(): SectionContents[] };
    language?: { canonical?: string };
    getCFI(index: number, range?: Range): string;
    addAnnotation(annotation: { value: string }, remove?: boolean): Promise<unknown>;
    open(book: File | FoliateBook): Promise<void>;
    init(options: {
      lastLocation?: string | number | null;
      showTextStart?: boolean;
    }): Promise<void>;
    goTo(target: string | number): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    next(): Promise<void>;
    prev(): Promise<void>;
    close(): void;
    search(options: {
      query: string;
      index?: number;
      matchCase?: boolean;
      matchDiacritics?: boolean;
      matchWholeWords?: boolean;
    }): AsyncGenerator<SearchResult>;
    clearSearch(): void;
  }
  export function makeBook(file: File): Promise<FoliateBook>;
}

declare module 'foliate-js/search.js' {
  export interface SearchMatch {
    range: Range;
    excerpt: { pre: string; match: string; post: string };
  }
  export type SearchMatcher = (doc: Document, query: string) => Generator<SearchMatch>;
  export function searchMatcher(
    textWalker: unknown,
    options: {
      defaultLocale?: string;
      matchCase?: boolean;
      matchDiacritics?: boolean;
      matchWholeWords?: boolean;
    },
  ): SearchMatcher;
}
declare module 'foliate-js/text-walker.js' {
  export const textWalker: unknown;
}
// The renderers, imported for the elements they define (foliate-paginator, foliate-fxl).
declare module 'foliate-js/paginator.js';
declare module 'foliate-js/fixed-layout.js';
