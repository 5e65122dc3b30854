import { describe, expect, it } from 'vitest';
import {
  buildGoogleRedirectUrl,
  readGoogleLoginFlag,
  readGoogleReturnParams,
  readGoogleStartRequest,
  saveGoogleViewState,
  storeGoogleLoginFlag,
  takeGoogleViewState,
} from './google-login-state';

function createMemoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('Google return address', () => {
  it('is the login path with a trailing slash', () => {
    expect(buildGoogleRedirectUrl('http://demo.localhost:3000')).toBe(
      'http://demo.localhost:3000/login/',
    );
    expect(buildGoogleRedirectUrl('https://x.example/')).toBe('https://x.example/login/');
  });

  it('reads code, state and iss, or the cancellation error', () => {
    expect(readGoogleReturnParams('?code=abc&state=s1&iss=https%3A%2F%2Faccounts')).toEqual({
      code: 'abc',
      state: 's1',
      iss: 'https://accounts',
      error: null,
    });
    expect(readGoogleReturnParams('?error=access_denied')).toMatchObject({
      code: null,
      error: 'access_denied',
    });
    expect(readGoogleReturnParams('?google=true')).toBeNull();
  });

  it('starts on google=true and clears the session first with fl=true', () => {
    expect(readGoogleStartRequest('?google=true')).toEqual({ start: true, clearFirst: false });
    expect(readGoogleStartRequest('?google=true&fl=true')).toEqual({
      start: true,
      clearFirst: true,
    });
    expect(readGoogleStartRequest('?fl=true')).toEqual({ start: false, clearFirst: false });
  });
});

describe('saved view state and flag', () => {
  it('round-trips the view state once', () => {
    const storage = createMemoryStorage();
    saveGoogleViewState({ route: '/login', keepLogin: true, scrollY: 40 }, storage);
    expect(takeGoogleViewState(storage)).toEqual({ route: '/login', keepLogin: true, scrollY: 40 });
    expect(takeGoogleViewState(storage)).toBeNull();
  });

  it('ignores unreadable state', () => {
    const storage = createMemoryStorage();
    storage.setItem('hondana.googleLogin.viewState', '{not json');
    expect(takeGoogleViewState(storage)).toBeNull();
    storage.setItem('hondana.googleLogin.viewState', JSON.stringify({ route: 5 }));
    expect(takeGoogleViewState(storage)).toBeNull();
  });

  it('stores and clears the Google login flag', () => {
    const storage = createMemoryStorage();
    expect(readGoogleLoginFlag(storage)).toBe(false);
    storeGoogleLoginFlag(true, storage);
    expect(readGoogleLoginFlag(storage)).toBe(true);
    storeGoogleLoginFlag(false, storage);
    expect(readGoogleLoginFlag(storage)).toBe(false);
  });
});
