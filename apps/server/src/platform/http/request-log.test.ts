import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedPathOf, serializeRequestForLog } from './request-log.js';

describe('serializeRequestForLog', () => {
  it('keeps the path but drops the query string with its tokens', () => {
    const request = {
      method: 'GET',
      url: '/api/v1/auth/google/callback?code=secret-code&state=abc',
      host: 'a.example.test',
      ip: '10.0.0.1',
      headers: { 'x-access-token': 'token' },
    } as unknown as FastifyRequest;
    const logged = serializeRequestForLog(request);
    expect(logged).toEqual({
      method: 'GET',
      url: '/api/v1/auth/google/callback',
      host: 'a.example.test',
      remoteAddress: '10.0.0.1',
    });
    expect(JSON.stringify(logged)).not.toContain('secret-code');
    expect(JSON.stringify(logged)).not.toContain('token');
  });
});

describe('loggedPathOf', () => {
  it('writes the credential segments of book and link paths as :token', () => {
    expect(loggedPathOf('/api/v1/files/Vt0k3n-abc?range=1')).toBe('/api/v1/files/:token');
    expect(loggedPathOf('/direct-view/view-token-1')).toBe('/direct-view/:token');
    expect(loggedPathOf('/content/detail-token-1')).toBe('/content/:token');
  });

  it('leaves other paths as they are', () => {
    expect(loggedPathOf('/api/v1/content/public/page')).toBe('/api/v1/content/public/page');
    expect(loggedPathOf('/api/v1/content/detail/abc')).toBe('/api/v1/content/detail/abc');
    expect(loggedPathOf('/content/x/y')).toBe('/content/x/y');
  });
});
