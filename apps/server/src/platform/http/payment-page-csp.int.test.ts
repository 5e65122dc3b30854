import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paymentPagePattern } from './security-headers.js';

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the payment pages’ Content-Security-Policy (PCI DSS SAQ A-EP)', () => {
  const gateway = 'http://127.0.0.1:4100';
  let t: TestApp;
  let host: string;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'hondana-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html></html>\n');
    t = await createTestApp({ webDistDir: dist, env: { VERITRANS_BASE_URL: `${gateway}/` } });
    host = (await createCompany(t.database.db)).domain;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const policyAt = async (url: string) => {
    const response = await t.app.inject({ url, headers: { host } });
    expect(response.statusCode, url).toBe(200);
    return {
      directives: directivesOf(response.headers['content-security-policy'] as string),
      response,
    };
  };

  it('runs only our scripts, talks only to us and the gateway, and is never framed', async () => {
    for (const url of [
      '/order-entry/12',
      '/order-entry/12?coupon=SPRING',
      '/veritrans-payment/confirm?order_id=o-1',
      '/thank-you',
      '/profile',
    ]) {
      const { directives, response } = await policyAt(url);
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['script-src-attr'], url).toEqual(["'none'"]);
      expect(directives['connect-src'], url).toEqual(["'self'", gateway]);
      expect(directives['frame-ancestors'], url).toEqual(["'none'"]);
      // The book reader's blob: frames: the SPA goes on from /thank-you to the unlocked book.
      expect(directives['frame-src'], url).toEqual(["'self'", 'blob:']);
      expect(directives['form-action'], url).toEqual(["'self'", gateway]);
      expect(directives['default-src'], url).toEqual(["'self'"]);
      expect(directives['object-src'], url).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps the other pages’ policy (the reader’s frames), with the gateway reachable for in-app navigation', async () => {
    const { directives, response } = await policyAt('/home');
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'", gateway]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('names exactly the payment pages', () => {
    for (const page of ['/order-entry/3', '/order-entry', '/thank-you/', '/profile']) {
      expect(paymentPagePattern.test(page), page).toBe(true);
    }
    for (const page of ['/company/profile', '/admin/profile', '/profile-x', '/order-entry/3/x']) {
      expect(paymentPagePattern.test(page), page).toBe(false);
    }
  });
});
