import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A built web app in miniature: what `vite build` and the compression step write.
const asset = 'assets/index-AbC123xY.js';
const assetSource = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/${asset}"></script></head></html>\n`;

describe('web app delivery', () => {
  let t: TestApp;
  let host: string;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hondana-dist-'));
    await mkdir(path.join(dist, 'assets'));
    for (const [file, text] of [
      [asset, assetSource],
      ['index.html', indexHtml],
    ] as const) {
      await writeFile(path.join(dist, file), text);
      await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
    }
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 3 });
    host = (await createCompany(t.database.db)).domain;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a hashed asset brotli-compressed, cached for a year', async () => {
    const response = await get(`/${asset}`, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(assetSource);
    expect(response.rawPayload.length).toBeLessThan(assetSource.length / 4);
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await get(`/${asset}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetSource);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get(`/${asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html and the client-side routes as no-cache', async () => {
    for (const url of ['/', '/login', '/admin/companies?page=2']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('caches a root file without a hash in its name for an hour only', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not let a cache keep the 404 of a missing asset', async () => {
    const response = await get('/assets/index-Missing1.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable|max-age=31536000/);
  });

  it('does not count the web app against the per-address limit, which still guards the API', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await get(`/${asset}`, 'br')).statusCode).toBe(200);
      expect((await get('/some/client/route')).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 4; i += 1) api.push((await get('/api/v1/health')).statusCode);
    expect(api).toContain(429);
  });
});
