import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { findDemoBooks, type DemoBook } from './support/reader';

/** The demo reader's full name (demo seed): the watermark must carry it. */
const readerName = 'デモ読者';
// The demo reader's account language is Japanese: the reader's texts below are the ja ones.

async function signIn(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, { locale: 'en-US' });
  await opened.page.goto(`${demoUrl}/login`);
  await submitLoginForm(opened.page, demoAccounts.reader);
  await waitForPath(opened.page, '/');
  return opened;
}

describe('the online reader', () => {
  let browser: Browser;
  let books: { pdf: DemoBook; epub: DemoBook };
  let first: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    first = await signIn(browser);
    books = await findDemoBooks(first.page);
  });
  afterAll(async () => {
    await first?.context.close();
    await browser?.close();
  });

  it('opens a PDF with the watermark, refuses to print, and resumes on another browser', async () => {
    const { page } = first;
    // Other specs open this book as the same reader (full-text hits land on their page), and the
    // reader resumes where it was left: start from page 1 so the page turns below are known.
    const reset = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/content/reading-position/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ location: '1', progress: 0 }),
      });
      return response.status;
    }, books.pdf.id);
    expect(reset).toBe(200);
    await page.goto(`${demoUrl}/view-online/${books.pdf.id}`);
    await page.locator('[data-first-page-rendered]').waitFor({ timeout: 30_000 });
    const watermark = page.locator('.pdfViewer .page .hondana-watermark').first();
    await watermark.waitFor({ state: 'attached' });
    expect(await watermark.getAttribute('data-watermark')).toContain(readerName);
    // Printing is off for the demo books: no print button, and the browser's own print shows
    // the notice instead of the book.
    expect(await page.getByRole('button', { name: '印刷' }).count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.hondana-pdf-container').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.dataset.printBlocked)).toBe(
      'この本は印刷できません。',
    );
    await page.emulateMedia({ media: 'screen' });
    await saveScreenshot(page, 'reader-pdf');

    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/v1/content/reading-position/${books.pdf.id}`) &&
        response.status() === 200,
    );
    await page.locator('.hondana-pdf-container').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await saved;
    expect(await page.getByLabel('ページ番号').inputValue()).toBe('3');

    const second = await signIn(browser);
    try {
      await second.page.goto(`${demoUrl}/view-online/${books.pdf.id}`);
      await second.page.locator('[data-first-page-rendered]').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => second.page.getByLabel('ページ番号').inputValue(), { timeout: 10_000 })
        .toBe('3');
    } finally {
      await second.context.close();
    }
  });

  it('opens a Japanese EPUB with the watermark over the page', async () => {
    const { page } = first;
    await page.goto(`${demoUrl}/view-online/${books.epub.id}`);
    await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
    const watermark = page.locator('.hondana-epub-stage .hondana-watermark');
    expect(await watermark.getAttribute('data-watermark')).toContain(readerName);
    await page.keyboard.press('ArrowLeft');
    await saveScreenshot(page, 'reader-epub');
  });

  it('says the reader may not view a book it cannot open', async () => {
    const { page } = first;
    await page.goto(`${demoUrl}/view-online/${'x'.repeat(24)}`);
    await page.getByText('この本を閲覧する権限がありません。').waitFor();
  });
});
