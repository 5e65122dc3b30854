import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** `METHOD /path` of every call api-catalogue.md names (catalogue-calls.txt). */
function catalogueCalls(): string[] {
  const text = readFileSync(new URL('./catalogue-calls.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

describe('the API catalogue and the OpenAPI document (issue 23, part 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents every call of the catalogue', async () => {
    const document = (
      await t.app.inject({ url: '/api/v1/openapi.json', headers: { host: 'admin.localhost' } })
    ).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      const callPath = path
        .replace(/^\/api\/v1/, '')
        .replace(/\{[^}]*\}/g, '{}')
        .replace(/(.)\/$/, '$1');
      for (const method of Object.keys(operations)) {
        documented.add(`${method.toUpperCase()} ${callPath}`);
      }
    }
    const calls = catalogueCalls();
    expect(calls.length).toBe(210);
    expect(calls.filter((call) => !documented.has(call))).toEqual([]);
  });
});
