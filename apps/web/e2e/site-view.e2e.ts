import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
  waitForPath,
} from './support/browser';
import { formatFindings, scanPage } from './support/axe';

// Issue 21, part 8: a company administrator sees their site as readers do, and comes back.

describe('a company administrator views the site', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the site and a book from the header, then goes back to administration', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    // An administrator has no favourites or reading positions: the site asks for none.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        refused.push(`${response.status()} ${response.url()}`);
      }
    });
    try {
      await signInCompanyAdminInEnglish(page);
      const header = page.locator('header');
      await header.getByRole('link', { name: 'View the site' }).click();
      await waitForPath(page, '/');
      const bookLink = page.locator('main section ul li a[href]').first();
      await bookLink.waitFor();
      const findings = await scanPage(page, 'site view: home');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      await saveScreenshot(page, 'site-view-home');

      // The book's page, then the reader, as a reader opens them.
      await bookLink.click();
      const viewBook = page.locator('main a[href^="/view-online/"]').first();
      await viewBook.waitFor();
      const readerPath = (await viewBook.getAttribute('href'))!.split('?')[0]!;
      await page.evaluate((address) => window.location.assign(address), readerPath);
      await waitForPath(page, readerPath);
      await page
        .locator('[data-first-page-rendered], .hondana-epub-stage[data-ready="true"]')
        .first()
        .waitFor({ timeout: 30_000 });

      // The way back: the admin area, where the readers' pages send the administrator again.
      await page.goto(`${demoUrl}/`);
      await header.getByRole('link', { name: 'Back to administration' }).click();
      await waitForPath(page, '/company/dashboard');
      await header.getByRole('link', { name: 'View the site' }).waitFor();
      await page.goto(`${demoUrl}/`);
      await waitForPath(page, '/company/dashboard');
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
