import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializeRequestForLog } from './request-log.js';

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
