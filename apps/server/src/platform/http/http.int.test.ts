import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { createLogCapture, createTestApp, type TestApp } from '../../test/test-app.js';

describe('HTTP platform', () => {
  let t: TestApp;
  let host: string;

  beforeAll(async () => {
    t = await createTestApp();
    host = (await createCompany(t.database.db)).domain;
  });
  afterAll(() => t.close());

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ url: '/api/v1/no-such-thing', headers: { host } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      results: { path: '/api/v1/no-such-thing' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no-such-thing',
      headers: { host, 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(400);
  });

  it('gives catalogue messages in Japanese by default and English on request', async () => {
    const ja = await t.app.inject({ url: '/api/v1/missing', headers: { host } });
    const en = await t.app.inject({
      url: '/api/v1/missing',
      headers: { host, 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(ja.json().message).not.toEqual(en.json().message);
    expect(en.json().message).toMatch(/[a-z]/i);
  });

  it('answers invalid query parameters with 400 and the field', async () => {
    const response = await t.app.inject({
      url: `/api/v1/company/public/view-settings?domain=${'x'.repeat(300)}`,
      headers: { host },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().results.fields[0].field).toBe('domain');
  });

  it('tells the web what a host serves', async () => {
    const kindAt = async (hostName: string) =>
      (await t.app.inject({ url: '/api/v1/site', headers: { host: hostName } })).json().results
        .kind;
    expect(await kindAt('admin.localhost')).toBe('admin');
    expect(await kindAt(host)).toBe('company');
    expect(await kindAt('nowhere.test')).toBe('unknown');
  });

  it('reports health on any host', async () => {
    const response = await t.app.inject({
      url: '/api/v1/health',
      headers: { host: 'whatever.test' },
    });
    expect(response.json()).toMatchObject({ status: 200, results: { database: 'ok' } });
  });

  it('describes every route in OpenAPI', async () => {
    const response = await t.app.inject({ url: '/api/v1/openapi.json', headers: { host } });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/company/public/view-settings',
        '/api/v1/company/public/get-detail',
      ]),
    );
    const settings = document.paths['/api/v1/company/public/view-settings'].get;
    expect(
      settings.responses['200'].content['application/json'].schema.properties.results,
    ).toBeDefined();
  });

  it('sets document policies on pages and the reading policies on API answers', async () => {
    const api = await t.app.inject({ url: '/api/v1/health', headers: { host } });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-ratelimit-remaining']).toBeUndefined();
    const page = await t.app.inject({ url: '/login', headers: { host } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('rate-limits a flood from one address with 794', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({ url: '/api/v1/health', headers: { host } });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().status).toBe(794);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keeps the tokens of book and link paths out of the access log', async () => {
    const capture = createLogCapture();
    const logged = await createTestApp({ logger: capture.logger });
    try {
      const secret = 'Vk3yTok3n-0123456789abcdefghijklmnop';
      await logged.app.inject({ url: `/api/v1/files/${secret}`, headers: { host } });
      await logged.app.inject({ url: `/direct-view/${secret}`, headers: { host } });
      await logged.app.inject({ url: `/content/${secret}`, headers: { host } });
      const requestLines = capture.lines.filter((line) => line.includes('"msg":"request"'));
      expect(requestLines.length).toBeGreaterThanOrEqual(3);
      expect(capture.lines.join('\n')).not.toContain(secret);
      expect(requestLines.join('\n')).toContain('/api/v1/files/:token');
    } finally {
      await logged.close();
    }
  });
});
