import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApiUrl, buildQueryString, createApiClient } from './api-client';
import type { ApiClientDependencies } from './api-client';
import { ApiError } from './api-error';

interface RecordedCall {
  url: string;
  init: RequestInit;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function makeClient(response: Response | Error, overrides: Partial<ApiClientDependencies> = {}) {
  const calls: RecordedCall[] = [];
  const onReauthorize = vi.fn();
  const client = createApiClient({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      if (response instanceof Error) throw response;
      return response;
    },
    basePath: '/api/v1',
    getLanguage: () => 'en',
    onReauthorize,
    ...overrides,
  });
  return { client, calls, onReauthorize };
}

describe('buildQueryString / buildApiUrl', () => {
  it('sends camelCase query keys as snake_case and drops empty values', () => {
    expect(buildQueryString({ searchKey: 'a b', page: 1, sortField: undefined, size: null })).toBe(
      '?search_key=a+b&page=1',
    );
    expect(buildQueryString({ ids: [1, 2] })).toBe('?ids=1&ids=2');
    expect(buildQueryString({})).toBe('');
  });

  it('joins catalogue paths written with or without a leading slash', () => {
    expect(buildApiUrl('/api/v1', 'auth/login')).toBe('/api/v1/auth/login');
    expect(buildApiUrl('/api/v1/', '/auth/info', { domain: 'demo.localhost' })).toBe(
      '/api/v1/auth/info?domain=demo.localhost',
    );
  });
});

describe('createApiClient', () => {
  it('converts the body to snake_case and the results to camelCase', async () => {
    const { client, calls } = makeClient(
      jsonResponse({ status: 200, message: 'OK', results: { access_token: 't', role_level: 3 } }),
    );
    const result = await client.post('auth/login', {
      body: { keepLogin: true, passwordHash: 'h' },
    });
    expect(result).toEqual({ accessToken: 't', roleLevel: 3 });
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      keep_login: true,
      password_hash: 'h',
    });
  });

  it('sends the language and the session cookie, never a token header', async () => {
    const read = makeClient(jsonResponse({ status: 200, message: '', results: null }));
    await read.client.get('/auth/info');
    const write = makeClient(jsonResponse({ status: 200, message: '', results: null }));
    await write.client.post('/auth/login', { body: { keepLogin: true } });
    const calls = [...read.calls, ...write.calls];
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const headers = new Headers(call.init.headers);
      expect(headers.has('X-Access-Token')).toBe(false);
      expect(headers.get('Accept-Language')).toBe('en');
      expect(call.init.credentials).toBe('include');
    }
  });

  it('validates results against a schema before converting them', async () => {
    const schema = z.object({ company_name: z.string() });
    const ok = makeClient(
      jsonResponse({ status: 200, message: '', results: { company_name: 'ACME' } }),
    );
    await expect(ok.client.get('/x', { schema })).resolves.toEqual({ companyName: 'ACME' });
    const bad = makeClient(
      jsonResponse({ status: 200, message: '', results: { company_name: 7 } }),
    );
    await expect(bad.client.get('/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws ApiError with the envelope status and message', async () => {
    const { client, onReauthorize } = makeClient(
      jsonResponse({ status: 413, message: 'E-mail exists', results: null }, 409),
    );
    const error = await client
      .post('/auth/sign-up', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, httpStatus: 409, message: 'E-mail exists' });
    expect(onReauthorize).not.toHaveBeenCalled();
  });

  it.each([401, 601, 602])('calls the reauthorize handler on status %i', async (status) => {
    const { client, onReauthorize } = makeClient(
      jsonResponse({ status, message: 'expired', results: null }, 401),
    );
    await expect(client.get('/auth/info')).rejects.toMatchObject({ status });
    expect(onReauthorize).toHaveBeenCalledTimes(1);
  });

  it('does not reauthorize when the call opts out', async () => {
    const { client, onReauthorize } = makeClient(
      jsonResponse({ status: 601, message: '', results: null }, 401),
    );
    await expect(client.get('/auth/logout', { skipReauthorize: true })).rejects.toMatchObject({
      status: 601,
    });
    expect(onReauthorize).not.toHaveBeenCalled();
  });

  it('turns a network failure into ApiError status 0', async () => {
    const { client } = makeClient(new TypeError('Failed to fetch'));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });

  it('turns a non-envelope answer into ApiError with the HTTP status', async () => {
    const { client } = makeClient(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, httpStatus: 502 });
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { client, calls } = makeClient(
      jsonResponse({ status: 200, message: '', results: { file_id: 9 } }),
    );
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'users.csv');
    await expect(client.post('/import/upload', { body: form })).resolves.toEqual({ fileId: 9 });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('Content-Type')).toBe(false);
  });
});
