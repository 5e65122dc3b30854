/** The route a visitor was on when the session ended, restored after the next login. */
const storageKey = 'hondana.returnRoute';

/** Remembers `path` (pathname + search) for after the login. */
export function cacheReturnRoute(path: string): void {
  try {
    window.sessionStorage.setItem(storageKey, path);
  } catch {
    // Without storage the user lands on the role's landing page instead.
  }
}

/** Reads and forgets the cached route. */
export function takeReturnRoute(): string | null {
  try {
    const path = window.sessionStorage.getItem(storageKey);
    window.sessionStorage.removeItem(storageKey);
    return path;
  } catch {
    return null;
  }
}
