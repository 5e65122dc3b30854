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

// Issue 21: the reader's way out (part 1), the reader at phone width (part 3) and its defaults
// (part 9). The demo reader's account language is Japanese: the texts below are the ja ones.

/** A word of the demo novel 文の図書館 (a PDF) that the full-text search finds. */
const word = '司書';

async function signIn(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser);
  if (viewport) await opened.page.setViewportSize(viewport);
  await opened.page.goto(`${demoUrl}/login`);
  await submitLoginForm(opened.page, demoAccounts.reader);
  await waitForPath(opened.page, '/');
  return opened;
}

/** Follows a reader link in this tab, as a same-tab link does (the reader pushes an entry). */
async function openInThisTab(page: Page, href: string): Promise<void> {
  await page.evaluate((address) => window.location.assign(address), href);
}

async function pdfRendered(page: Page): Promise<void> {
  await page.locator('[data-first-page-rendered]').waitFor({ timeout: 30_000 });
}

async function epubReady(page: Page): Promise<void> {
  await page.locator('.hondana-epub-stage[data-ready="true"]').waitFor({ timeout: 30_000 });
}

/** The zoom pdf.js draws at: its --scale-factor is the zoom times 96/72. */
async function realZoomPercent(page: Page): Promise<number> {
  const factor = await page
    .locator('.pdfViewer')
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--scale-factor'));
  return Math.round((Number(factor) * 72 * 100) / 96);
}

/** Where the first paragraph of the book's shown section is on the screen (in its frame). */
async function firstParagraphBox(page: Page) {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const box = await frame
      .locator('p')
      .first()
      .boundingBox({ timeout: 500 })
      .catch(() => null);
    if (box && box.width > 0) return box;
  }
  return null;
}

async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth <= root.clientWidth;
  });
}

describe('the reader has a way out', () => {
  let browser: Browser;
  let session: { context: BrowserContext; page: Page };
  let books: { pdf: DemoBook; epub: DemoBook; epubEn: DemoBook; group: number };

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signIn(browser);
    const found = await findDemoBooks(session.page);
    const all = await session.page.evaluate(async () => {
      const response = await fetch('/api/v1/content-group/content-group-list');
      const body = (await response.json()) as {
        results?: { contents: { id: string; title: string; content_group_ids: number[] }[] }[];
      };
      return (body.results ?? []).flatMap((shelf) => shelf.contents);
    });
    const pdf = all.find((book) => book.id === found.pdf.id)!;
    const epubEn = all.find((book) => book.title === 'Getting Started with Hondana')!;
    books = { ...found, epubEn, group: pdf.content_group_ids[0]! };
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('goes back to the book’s page by its control, Esc and the browser’s back button', async () => {
    const { page } = session;
    const detailPath = `/${books.group}/${books.pdf.id}`;
    await page.goto(`${demoUrl}${detailPath}`);
    const viewBook = page.locator(`a[href^="/view-online/${books.pdf.id}"]`).first();
    await viewBook.waitFor();
    await openInThisTab(page, (await viewBook.getAttribute('href'))!);
    await pdfRendered(page);
    // Reached in this tab: the control goes back through the history (the site sends no
    // referrer, so a page of another document is "back"; one of this document is named).
    const back = page.getByRole('button', { name: /戻る$/ });
    await back.waitFor();
    await saveScreenshot(page, 'reader-exit-pdf');

    // The browser's back button: the reader was an entry of its own.
    await page.goBack();
    await waitForPath(page, detailPath);
    await page.goForward();
    await pdfRendered(page);

    // Esc, with the focus on the pages.
    await page.locator('.hondana-pdf-container').focus();
    await page.keyboard.press('Escape');
    await waitForPath(page, detailPath);

    // The control goes back through the history: no new entry, so back does not reopen it.
    await page.goForward();
    await pdfRendered(page);
    await page.getByRole('button', { name: /戻る$/ }).click();
    await waitForPath(page, detailPath);
    await page.locator(`a[href^="/view-online/${books.pdf.id}"]`).first().waitFor();
  });

  it('goes back to the search results with their query', async () => {
    const { page } = session;
    await page.goto(`${demoUrl}/search?q=${encodeURIComponent(word)}`);
    const hit = page.locator('a[data-hit-page]').first();
    await hit.waitFor({ timeout: 30_000 });
    await openInThisTab(page, (await hit.getAttribute('href'))!);
    await pdfRendered(page);
    await page.getByRole('button', { name: /戻る$/ }).click();
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.locator('a[data-hit-page]').first().waitFor({ timeout: 30_000 });
  });

  it('opened on its own, an EPUB closes with Esc in the book to the book’s page', async () => {
    // A new tab: nothing came before the reader in it.
    const page = await session.context.newPage();
    await page.goto(`${demoUrl}/view-online/${books.epub.id}`);
    await epubReady(page);
    await page.getByRole('button', { name: '本の詳細に戻る' }).waitFor();
    // A click in the book's frame gives it the keys.
    const stage = page.locator('.hondana-epub-stage');
    const box = (await stage.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.press('Escape');
    await waitForPath(page, `/search/${books.epub.id}`);
    await page.close();
  });

  it('keeps one row of controls at 375 px, the rest in a keyboard menu, with no sideways scroll', async () => {
    const phone = await signIn(browser, { width: 375, height: 740 });
    try {
      const { page } = phone;
      await page.goto(`${demoUrl}/view-online/${books.pdf.id}`);
      await pdfRendered(page);
      const toolbar = page.getByRole('toolbar', { name: 'リーダーの操作' });
      expect((await toolbar.boundingBox())!.height).toBeLessThan(56);
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      // The zoom as pdf.js draws it, in the menu's heading, from the first layout on.
      const more = page.getByRole('button', { name: 'その他の操作' });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await expect
        .poll(() => menu.textContent())
        .toContain(`表示倍率: ${await realZoomPercent(page)}%`);
      await saveScreenshot(page, 'reader-pdf-375-menu');
      // The first entry has the focus: Enter opens the thumbnails.
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'サムネイル' }).waitFor();
      expect(await hasNoSidewaysScroll(page)).toBe(true);

      await page.goto(`${demoUrl}/view-online/${books.epubEn.id}`);
      await epubReady(page);
      expect((await toolbar.boundingBox())!.height).toBeLessThan(56);
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await page.getByRole('button', { name: '本文を検索' }).click();
      await page.getByRole('searchbox', { name: '本文を検索' }).waitFor();
      expect(await hasNoSidewaysScroll(page)).toBe(true);
      await saveScreenshot(page, 'reader-epub-375');
    } finally {
      await phone.context.close();
    }
  });
});

describe('the reader’s defaults', () => {
  let browser: Browser;
  let session: { context: BrowserContext; page: Page };
  let epubEn: DemoBook;
  let pdf: DemoBook;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await signIn(browser);
    pdf = (await findDemoBooks(session.page)).pdf;
    const all = await session.page.evaluate(async () => {
      const response = await fetch('/api/v1/content-group/content-group-list');
      const body = (await response.json()) as {
        results?: { contents: { id: string; title: string }[] }[];
      };
      return (body.results ?? []).flatMap((shelf) => shelf.contents);
    });
    epubEn = all.find((book) => book.title === 'Getting Started with Hondana')!;
  });
  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
  });

  it('opens a PDF at a readable zoom and says which', async () => {
    const { page } = session;
    await page.goto(`${demoUrl}/view-online/${pdf.id}`);
    await pdfRendered(page);
    const zoom = await realZoomPercent(page);
    // Fit width drew a book page at 222 % on this 1280 px screen.
    expect(zoom).toBeLessThanOrEqual(125);
    await expect.poll(() => page.getByTestId('zoom-level').textContent()).toBe(`${zoom}%`);
  });

  it('fills the page with an English chapter, shows foliate’s location and searches the book', async () => {
    const { page } = session;
    await page.goto(`${demoUrl}/view-online/${epubEn.id}`);
    await epubReady(page);
    const location = page.getByTestId('epub-location');
    await expect.poll(() => location.textContent()).toMatch(/^\d+ \/ \d+ ページ$/);

    // A chapter of a few paragraphs: its text crosses the middle of the 1280 px page.
    await page.getByRole('button', { name: '次のページ' }).click();
    await page.getByRole('button', { name: '次のページ' }).click();
    await expect.poll(() => firstParagraphBox(page), { timeout: 10_000 }).not.toBeNull();
    const text = (await firstParagraphBox(page))!;
    expect(text.x).toBeLessThan(640);
    expect(text.x + text.width).toBeGreaterThan(640);
    await saveScreenshot(page, 'reader-epub-en');

    const search = page.getByRole('searchbox', { name: '本文を検索' });
    await search.fill('Hondana');
    await search.press('Enter');
    const status = page.getByTestId('epub-search-status');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toMatch(/^1 \/ \d+ 件$/);
    const total = Number(/\/ (\d+)/.exec((await status.textContent())!)![1]);
    expect(total).toBeGreaterThan(1);
    await page.getByRole('button', { name: '次を検索' }).click();
    await expect.poll(() => status.textContent()).toBe(`2 / ${total} 件`);
  });
});
