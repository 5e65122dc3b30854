/**
 * Continue reading (issue 21, part 5): a reader of their own reads a PDF to page 3, and the home
 * page opens with that book first, "page 3 of N" under it and a progress bar on its cover; the
 * card opens the reader at page 3; the side menu's Recently read lists it. Visitors see no such
 * shelf. Screenshots (ja and en, 1280 and 375 px) land in e2e/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoUrl, launchBrowser, openPage, saveScreenshot } from './support/browser';
import { findDemoBooks } from './support/reader';
import { createReader, signInReader, type Reader } from './support/subscription';

const continueShelf = /続きを読む|Continue reading/;
const pageThree = /(Page 3 of \d+|\d+ ページ中 3 ページ)/;

/** Opens the PDF and turns to page 3, waiting until the server saved the place. */
async function readToPageThree(page: Page, bookId: string): Promise<void> {
  await page.goto(`${demoUrl}/view-online/${bookId}`);
  await page.locator('.pdfViewer .page[data-page-number="1"] canvas').first().waitFor({
    timeout: 30_000,
  });
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v1/content/reading-position/${bookId}`) &&
      response.status() === 200,
  );
  await page.locator('.hondana-pdf-container').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await saved;
}

describe('continue reading', () => {
  let browser: Browser;
  let reader: Reader;

  beforeAll(async () => {
    browser = await launchBrowser();
    reader = await createReader('continue');
  });
  afterAll(() => browser.close());

  it('shows visitors no continue-reading shelf', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${demoUrl}/`);
      await page.locator('main section ul li a').first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('region', { name: continueShelf }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /最近読んだ本|Recently read/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('opens home with the book read to page 3 first, and continues it there', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInReader(page, reader);
      // A reader with no history: no empty shelf on top.
      await page.locator('main section ul li a').first().waitFor({ timeout: 20_000 });
      expect(await page.getByRole('region', { name: continueShelf }).count()).toBe(0);
      const { pdf } = await findDemoBooks(page);
      await readToPageThree(page, pdf.id);

      await page.goto(`${demoUrl}/`);
      const shelf = page.getByRole('region', { name: continueShelf });
      await shelf.waitFor({ timeout: 20_000 });
      // First on the page: the first section of the main content is this shelf.
      expect(await page.locator('main section h2').first().innerText()).toMatch(continueShelf);
      const card = shelf.getByRole('link').filter({ hasText: pdf.title }).first();
      await card.getByText(pageThree).waitFor();
      expect(await card.getAttribute('href')).toMatch(new RegExp(`^/view-online/${pdf.id}`));
      // The cover's bar: the filled part has a width (page 3 of N).
      const filled = card.locator('[aria-hidden="true"] > div > div').first();
      expect((await filled.boundingBox())?.width ?? 0).toBeGreaterThan(0);
      await saveScreenshot(page, 'continue-reading-home-en');
      await page.setViewportSize({ width: 375, height: 812 });
      await saveScreenshot(page, 'continue-reading-home-en-phone');
      await page.setViewportSize({ width: 1280, height: 860 });

      await card.click();
      await page.waitForURL((url) => url.pathname.startsWith(`/view-online/${pdf.id}`));
      await expect
        .poll(() => page.getByLabel(/ページ番号|Page number/).inputValue(), { timeout: 20_000 })
        .toBe('3');
    } finally {
      await context.close();
    }
  });

  it('lists the book under Recently read in the side menu', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInReader(page, reader);
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /最近読んだ本|Recently read/ })
        .click();
      await page.waitForURL((url) => url.pathname === '/recently-read');
      await page.getByRole('heading', { level: 1, name: /最近読んだ本|Recently read/ }).waitFor();
      const region = page.getByRole('region', { name: /最近読んだ本|Recently read/ });
      await region.getByText(pageThree).first().waitFor({ timeout: 20_000 });
      await saveScreenshot(page, 'continue-reading-recent-ja');
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${demoUrl}/`);
      await page.getByRole('region', { name: continueShelf }).waitFor({ timeout: 20_000 });
      await saveScreenshot(page, 'continue-reading-home-ja-phone');
    } finally {
      await context.close();
    }
  });
});
