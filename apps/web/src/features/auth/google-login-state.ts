/**
 * What survives the trip to Google and back (product.md §4 "Google login"): the route and view
 * state go to sessionStorage (this tab only), the "signed in with Google" flag to localStorage.
 */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const viewStateKey = 'hondana.googleLogin.viewState';
const googleFlagKey = 'hondana.googleLogin';

/** The state saved before leaving for the authorization page. */
export interface GoogleViewState {
  /** Path and query of the page the flow started on. */
  route: string;
  /** The 'Remember me' choice at that moment. */
  keepLogin: boolean;
  /** Vertical scroll position, restored by nothing yet but kept as part of the view state. */
  scrollY: number;
}

/** The query of the return address /login/?code=…&state=… (or ?error=… when cancelled). */
export interface GoogleReturnParams {
  code: string | null;
  state: string | null;
  iss: string | null;
  error: string | null;
}

function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function localStore(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Google's return address on this site: the login path with a trailing slash. */
export function buildGoogleRedirectUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/login/`;
}

/** Reads the return parameters; null when the address is not a Google return. */
export function readGoogleReturnParams(search: string): GoogleReturnParams | null {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return null;
  return { code, state: params.get('state'), iss: params.get('iss'), error };
}

/** How a login address asks for Google sign-in: google=true starts it, fl=true clears first. */
export function readGoogleStartRequest(search: string): { start: boolean; clearFirst: boolean } {
  const params = new URLSearchParams(search);
  const start = params.get('google') === 'true';
  return { start, clearFirst: start && params.get('fl') === 'true' };
}

export function saveGoogleViewState(
  state: GoogleViewState,
  storage: KeyValueStorage | null = sessionStore(),
): void {
  storage?.setItem(viewStateKey, JSON.stringify(state));
}

/** Reads and forgets the saved view state; null when missing or unreadable. */
export function takeGoogleViewState(
  storage: KeyValueStorage | null = sessionStore(),
): GoogleViewState | null {
  const text = storage?.getItem(viewStateKey) ?? null;
  storage?.removeItem(viewStateKey);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<GoogleViewState>;
    if (typeof value.route !== 'string' || typeof value.keepLogin !== 'boolean') return null;
    return {
      route: value.route,
      keepLogin: value.keepLogin,
      scrollY: typeof value.scrollY === 'number' ? value.scrollY : 0,
    };
  } catch {
    return null;
  }
}

/** Marks (or unmarks) the browser's session as a Google sign-in. */
export function storeGoogleLoginFlag(
  isGoogleLogin: boolean,
  storage: KeyValueStorage | null = localStore(),
): void {
  if (isGoogleLogin) storage?.setItem(googleFlagKey, 'true');
  else storage?.removeItem(googleFlagKey);
}

export function readGoogleLoginFlag(storage: KeyValueStorage | null = localStore()): boolean {
  return storage?.getItem(googleFlagKey) === 'true';
}
