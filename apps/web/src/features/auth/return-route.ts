/** The route a visitor was on when the session ended, restored after the next login. */
const storageKey = 'hondana.returnRoute';

// A deliberate logout also leaves protected pages through the login redirect; that visit is not
// a route to come back to, so the logout suppresses the next caching for a short while.
const suppressWindowMs = 3000;
let suppressedUntil = 0;

/** Called by a deliberate logout: the login redirect it causes caches no return route. */
export function suppressNextReturnRoute(now: number = Date.now()): void {
  suppressedUntil = now + suppressWindowMs;
}

/** Remembers `path` (pathname + search) for after the login. */
export function cacheReturnRoute(path: string, now: number = Date.now()): void {
  if (now < suppressedUntil) {
    suppressedUntil = 0;
    return;
  }
  try {
    window.sessionStorage.setItem(storageKey, path);
  } catch {
    // Without storage the user lands on the role's landing page instead.
  }
}

/** Reads the cached route without forgetting it (the route rules decide before navigating). */
export function peekReturnRoute(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Reads and forgets the cached route. */
export function takeReturnRoute(): string | null {
  const path = peekReturnRoute();
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored either.
  }
  return path;
}
