/**
 * Where the reader's back control (and Esc) leads: back to the page the reader was opened from
 * (the book's page, the search results with their query, home), else the book's own page.
 * Pure, so the choice is tested without a browser; use-reader-exit.ts applies it.
 */

/** Query parameter a link may add to name the page it opens the reader from (`?from=/search?q=…`). */
export const readerFromParam = 'from';

/** What the back control says it goes back to. */
export type ReaderExitKind = 'search' | 'book' | 'home' | 'back';

export interface ReaderExit {
  /** An in-app address (path, query, hash). */
  to: string;
  kind: ReaderExitKind;
  /** The previous history entry is that address: going back beats adding one more entry. */
  viaHistory: boolean;
}

export interface ReaderExitInput {
  /** The reader's own path (/view-online/…, /content/…, /direct-view/…). */
  readerPath: string;
  /** The `from` query parameter, when a link set it. */
  fromParam: string | null;
  /** `from` in the router's location state, when an in-app link set it. */
  fromState: unknown;
  /** The previous entry of this tab's history, when the browser tells (Navigation API). */
  previousEntryUrl: string | null;
  /** document.referrer, when this document was loaded at the reader's address. */
  referrer: string | null;
  /** The router has an earlier in-app entry in this tab (its history index is above 0). */
  hasAppHistory: boolean;
  /** This site's origin (`location.origin`). */
  origin: string;
}

const readerPathPattern = /^\/(?:view-online|content|direct-view)\//;
const loginPathPattern = /^\/(?:login|admin-login|register|forget-password|reset-password)(?:\/|$)/;

/** An address of this site (absolute with this origin, or a path) as path+query+hash, or null. */
function inAppAddress(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  // "//host" and "/\host" are other sites to a browser.
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return isReturnable(value) ? value : null;
  }
  try {
    const url = new URL(value);
    if (url.origin !== origin) return null;
    const address = `${url.pathname}${url.search}${url.hash}`;
    return isReturnable(address) ? address : null;
  } catch {
    return null;
  }
}

/** Not another reader (no reader-to-reader loop) and not a sign-in page (it would send us here). */
function isReturnable(address: string): boolean {
  const path = address.split(/[?#]/)[0] ?? '';
  return !readerPathPattern.test(path) && !loginPathPattern.test(path);
}

/** Which kind of page an address is, for the control's label. */
export function exitKindOf(address: string): ReaderExitKind {
  const path = address.split(/[?#]/)[0] ?? '';
  if (path === '/') return 'home';
  if (/^\/search\/[^/]+$/.test(path) || /^\/home-search\/[^/]+\/[^/]+$/.test(path)) return 'book';
  if (path === '/search' || /^\/home-search(?:\/[^/]+)?$/.test(path)) return 'search';
  // /:contentGroupId/:contentId: the book's page in the home layout.
  if (/^\/\d+\/[^/]+$/.test(path)) return 'book';
  return 'back';
}

/** The book's own page for a reader address, or home when the address does not name it. */
export function bookPageOf(readerPath: string): string {
  const [first, id, group] = readerPath.split('/').filter(Boolean);
  if (first !== 'view-online' || !id) return '/';
  return group ? `/${group}/${id}` : `/search/${id}`;
}

export function decideReaderExit(input: ReaderExitInput): ReaderExit {
  const previous = inAppAddress(input.previousEntryUrl, input.origin);
  const explicit =
    inAppAddress(input.fromParam, input.origin) ??
    inAppAddress(
      typeof input.fromState === 'object' && input.fromState !== null
        ? (input.fromState as { from?: unknown }).from
        : null,
      input.origin,
    );
  const to = explicit ?? previous ?? inAppAddress(input.referrer, input.origin);
  if (to !== null) return { to, kind: exitKindOf(to), viaHistory: previous === to };
  // An in-app page came before, but this browser does not say which: the history knows.
  if (input.hasAppHistory && input.previousEntryUrl === null) {
    return { to: bookPageOf(input.readerPath), kind: 'back', viaHistory: true };
  }
  const fallback = bookPageOf(input.readerPath);
  return { to: fallback, kind: exitKindOf(fallback), viaHistory: false };
}
