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
  }
  export interface FoliateRenderer extends HTMLElement {
    setStyles?(styles: string): void;
    next(): Promise<void>;
    prev(): Promise<void>;
  }
  export class View extends HTMLElement {
    book: FoliateBook;
    renderer: FoliateRenderer;
    open(book: File | FoliateBook): Promise<void>;
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>;
    goTo(target: string | number): Promise<void>;
    goLeft(): Promise<void>;
    goRight(): Promise<void>;
    next(): Promise<void>;
    prev(): Promise<void>;
    close(): void;
  }
  export function makeBook(file: File): Promise<FoliateBook>;
}
