import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findBookPath } from './support/branding';
import { demoUrl, launchBrowser, openPage } from './support/browser';
import { waitForNetworkQuiet } from './support/network-quiet';

/** What a visitor's browser would show in its console while a page loads. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed request: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * A visitor's page load logs nothing in red: "nobody is signed in" is an answer of auth/info
 * (HTTP 200, 600 in the envelope), not a failed request on every page (issue 21, part 15).
 */
describe('a visitor’s console stays quiet', () => {
  let browser: Browser;
  let bookPath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo books are processed after the server starts; a visitor sees processed ones only.
    bookPath = await findBookPath(browser);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  const pages = () => ({ home: '/', login: '/login', search: '/search', detail: bookPath });
  const views = [
    { locale: 'ja-JP', width: 1280 },
    { locale: 'en-US', width: 375 },
  ];

  for (const view of views) {
    it(`loads home, login, search and a book’s page with no error (${view.locale}, ${view.width} px)`, async () => {
      const found: Record<string, string[]> = {};
      for (const [name, path] of Object.entries(pages())) {
        const { context, page } = await openPage(browser, { locale: view.locale });
        try {
          await page.setViewportSize({ width: view.width, height: 860 });
          const problems = watchConsole(page);
          const sessionAsked = page.waitForResponse((response) =>
            response.url().includes('/api/v1/auth/info'),
          );
          await page.goto(`${demoUrl}${path}`);
          const info = await sessionAsked;
          expect(info.status()).toBe(200);
          expect((await info.json()).status).toBe(600);
          await page.locator('main').first().waitFor();
          await waitForNetworkQuiet(page);
          found[name] = problems;
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual({ home: [], login: [], search: [], detail: [] });
    }, 150_000);
  }
});
