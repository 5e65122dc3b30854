/**
 * Where the session's access token lives in the browser. "Remember me" keeps it in localStorage
 * (survives restarts, matching the year-long session cookie); otherwise sessionStorage.
 */
const storageKey = 'hondana.accessToken';

type Listener = () => void;
const listeners = new Set<Listener>();

function getStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

/** The stored access token, or null when nobody is signed in. */
export function readAccessToken(): string | null {
  for (const storage of getStorages()) {
    const token = storage.getItem(storageKey);
    if (token) return token;
  }
  return null;
}

/** Stores the token of a fresh session; `remember` chooses localStorage over sessionStorage. */
export function storeAccessToken(token: string, options: { remember: boolean }): void {
  clearStoredToken();
  const storage = options.remember ? window.localStorage : window.sessionStorage;
  storage.setItem(storageKey, token);
  notifyListeners();
}

/** Forgets the token (logout, reauthorization). */
export function clearAccessToken(): void {
  clearStoredToken();
  notifyListeners();
}

/** Subscribes to token changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function clearStoredToken(): void {
  for (const storage of getStorages()) storage.removeItem(storageKey);
}

function notifyListeners(): void {
  for (const listener of listeners) listener();
}
