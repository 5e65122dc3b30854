import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { RoleLevel } from '@hondana/contract';
import {
  clearSession,
  fetchSessionUser,
  listenToOtherTabs,
  sessionQueryKey,
  startSession,
} from './session';
import type { SessionUser } from './session';

const user: SessionUser = {
  id: '12',
  companyId: '7',
  domain: 'demo.localhost',
  email: 'reader@demo.localhost',
  name: 'Reader One',
  lang: 'en',
  roleLevel: RoleLevel.User,
  username: null,
  isGoogleLogin: false,
};

/** A Storage that records every write, standing in for localStorage and sessionStorage. */
function recordingStorage() {
  const writes: [string, string][] = [];
  const storage = {
    getItem: () => null,
    setItem: (key: string, value: string) => void writes.push([key, value]),
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
    length: 0,
  };
  return { storage, writes };
}

function envelope(status: number, results: unknown): Response {
  return new Response(JSON.stringify({ status, message: '', results }), {
    status: status === 200 ? 200 : 401,
    headers: { 'Content-Type': 'application/json' },
  });
}

const authInfo = {
  expire_date: '2030-01-01T00:00:00.000Z',
  company_id: 7,
  domain: 'demo.localhost',
  email: 'reader@demo.localhost',
  full_name: 'Reader One',
  id: 12,
  lang: 'en',
  role_level: 3,
  exceeded_session_message: null,
  display_message_exceeded_session: false,
  username: null,
  user_group_id: null,
  login_type: 'email',
  is_google_login: false,
};

describe('session (cookie only)', () => {
  let local: ReturnType<typeof recordingStorage>;
  let session: ReturnType<typeof recordingStorage>;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    local = recordingStorage();
    session = recordingStorage();
    vi.stubGlobal('localStorage', local.storage);
    vi.stubGlobal('sessionStorage', session.storage);
    vi.stubGlobal('window', { localStorage: local.storage, sessionStorage: session.storage });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('starts and ends a session in the query cache only, writing nothing to storage', () => {
    const queryClient = new QueryClient();
    startSession(user, queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
    clearSession(queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(local.writes).toEqual([]);
    expect(session.writes).toEqual([]);
  });

  it('restores the session from the cookie with GET /auth/info, sending no token header', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, authInfo));
    await expect(fetchSessionUser()).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/auth/info');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('X-Access-Token')).toBe(false);
  });

  it('is anonymous when the cookie holds no live session', async () => {
    fetchMock.mockResolvedValueOnce(envelope(601, null));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });

  it('asks /auth/info again when another tab signs in or out', async () => {
    const queryClient = new QueryClient();
    startSession(user, queryClient);
    listenToOtherTabs(queryClient);
    const otherTab = new BroadcastChannel('hondana.session');
    try {
      otherTab.postMessage('changed');
      await vi.waitFor(() =>
        expect(queryClient.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true),
      );
    } finally {
      otherTab.close();
    }
  });
});
