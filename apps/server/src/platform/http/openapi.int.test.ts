import { audienceOf, type Action } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BINARY_ROUTES = new Set([
  '/api/v1/company/public/logo',
  '/api/v1/company/public/favicon',
  '/api/v1/company/public/image/:kind/:name',
  '/api/v1/content/cover/:id',
  '/api/v1/content/export-csv',
  '/api/v1/import-csv-file/download-template',
  '/api/v1/import-csv-file/download-file-error',
  '/api/v1/import-user/download-template',
  '/api/v1/import-user/download-file-error',
  '/api/v1/upload-file/download-template',
  '/api/v1/upload-file/download-file-error',
  '/api/v1/upload-file/disclosure/:id',
  '/api/v1/user/export-csv',
  '/api/v1/transaction/csv',
  '/api/v1/files/:token_id',
  // The gateway's 3-D Secure page (HTML), the browser's return (303) and the push (text "OK").
  '/api/v1/veritrans/three-d-secure/challenge/:orderId',
  '/api/v1/veritrans/three-d-secure/return',
  '/api/v1/veritrans/push',
]);

/** Later modules must keep /api/v1/openapi.json complete: every API route, with schemas. */
describe('OpenAPI document', () => {
  let t: TestApp;
  const routes: { method: string; url: string; action?: Action }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          routes.push({
            method: method.toLowerCase(),
            url: route.url,
            action: route.config?.action,
          });
        }
      },
    });
  });
  afterAll(() => t.close());

  it('describes every API route with a success response schema', async () => {
    const document = (
      await t.app.inject({ url: '/api/v1/openapi.json', headers: { host: 'admin.localhost' } })
    ).json();
    const apiRoutes = routes.filter(
      (r) =>
        r.url.startsWith('/api/v1/') && r.url !== '/api/v1/openapi.json' && r.method !== 'head',
    );
    expect(apiRoutes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const route of apiRoutes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method];
      const success = operation?.responses?.['200'] ?? operation?.responses?.['201'];
      // Files (images, later book bytes) answer bytes, not an envelope: documented with a summary.
      const isDocumented = BINARY_ROUTES.has(route.url)
        ? Boolean(operation?.summary)
        : Boolean(success?.content?.['application/json']?.schema);
      if (!isDocumented) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('documents each route’s security as its action’s audience says', async () => {
    const document = (
      await t.app.inject({ url: '/api/v1/openapi.json', headers: { host: 'admin.localhost' } })
    ).json();
    const wrong: string[] = [];
    for (const route of routes) {
      if (!route.url.startsWith('/api/v1/') || route.method === 'head') continue;
      if (!route.action) {
        wrong.push(`${route.method} ${route.url}: no action`);
        continue;
      }
      if (route.url === '/api/v1/openapi.json') continue;
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method];
      const { session } = audienceOf(route.action);
      const expected =
        session === 'none'
          ? undefined
          : session === 'optional'
            ? [{}, { accessToken: [] }]
            : [{ accessToken: [] }];
      if (JSON.stringify(operation?.security) !== JSON.stringify(expected)) {
        wrong.push(`${route.method} ${route.url}: ${JSON.stringify(operation?.security)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
