/**
 * Issue 21 on the full-text search: it always answers (a fresh browser, sign in, /search, the
 * words and Enter at once, twenty times over), every matching page of a book can be listed, a
 * hit opens the reader in the same tab, and a phone reaches the search from its header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { waitForNetworkQuiet } from './support/network-quiet';
import { findDemoBooks } from './support/reader';

/** A word of the demo books ("lighthouse"). */
const word = '灯台';
const resultsOrEmpty =
  'section[aria-label="本文検索の結果"], [role=status]:has-text("見つかりませんでした")';

async function signIn(page: Page) {
  await page.goto(`${demoUrl}/login`);
  await submitLoginForm(page, demoAccounts.reader);
  await waitForPath(page, '/');
}

/** The words in the search view's full-text box, Enter pressed at once. */
async function searchFromHeader(page: Page, words: string) {
  const box = page.getByRole('search').first().getByRole('searchbox');
  await box.fill(words);
  await box.press('Enter');
}

describe('full-text search: always answers, every match, same tab, phones', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await openPage(browser);
    await signIn(page);
    await findDemoBooks(page);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers a search typed at once in a fresh browser, twenty times in a row', async () => {
    for (let run = 0; run < 20; run += 1) {
      const { context, page } = await openPage(browser);
      try {
        await signIn(page);
        await page.goto(`${demoUrl}/search`, { waitUntil: 'commit' });
        await searchFromHeader(page, run % 2 === 0 ? word : 'quillfeather');
        // Results, or the explicit "no book contains" state: never the loading line for good.
        await page.locator(resultsOrEmpty).first().waitFor({ timeout: 20_000 });
      } finally {
        await context.close();
      }
    }
  }, 600_000);

  it('lists every matching page of a book, paged, each opening the reader in the same tab', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signIn(page);
      await page.goto(`${demoUrl}/search?q=${encodeURIComponent(word)}`);
      const showAll = page.getByRole('button', { name: /一致した\d+ページをすべて表示/ }).first();
      await showAll.waitFor({ timeout: 30_000 });
      const count = Number(/(\d+)/.exec((await showAll.textContent()) ?? '')![1]);
      await showAll.click();
      const list = page.getByRole('list', { name: /で一致したすべてのページ$/ });
      const links = list.locator('a[data-hit-page]');
      await expect.poll(() => links.count(), { timeout: 20_000 }).toBe(Math.min(count, 20));
      const pages = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => Number(anchor.getAttribute('data-hit-page'))),
      );
      expect(pages).toEqual([...pages].sort((a, b) => a - b));
      await saveScreenshot(page, 'full-text-all-matches-ja');
      // A real link, in this tab: no target, and the reader opens here at the page.
      const last = links.last();
      expect(await last.getAttribute('target')).toBeNull();
      const target = Number(await last.getAttribute('data-hit-page'));
      await last.click();
      await page.waitForURL((url) => url.pathname.startsWith('/view-online/'), { timeout: 20_000 });
      const url = new URL(page.url());
      expect(url.searchParams.get('page')).toBe(String(target));
      expect(url.searchParams.get('highlight')).toBe(word);
      expect(context.pages()).toHaveLength(1);
      await page.goBack();
      await page
        .getByRole('button', { name: /一致した\d+ページをすべて表示/ })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows all matches in English too', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/search?q=${encodeURIComponent(word)}`);
      // A visitor sees titles only; the English texts load with the results.
      await page.getByRole('region', { name: 'Full-text results' }).waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'full-text-results-en-visitor');
    } finally {
      await context.close();
    }
  });

  it('reaches the search from the header at 375 px, and a tapped tooltip goes away', async () => {
    const { context, page } = await openPage(browser, {
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      await page.goto(`${demoUrl}/`);
      const search = page.locator('header').getByRole('link', { name: '本を探す' });
      await search.tap();
      await waitForPath(page, '/home-search');
      await page.getByRole('search').first().waitFor();
      await saveScreenshot(page, 'search-phone-ja');
      // The sort direction's icon button carries a tooltip (the field search's results).
      await page.goto(`${demoUrl}/search`);
      const flip = page.getByRole('button', { name: /並び順/ }).first();
      await flip.waitFor({ timeout: 30_000 });
      await flip.tap();
      // The tap flips the order: once the results of the new order are in, a tooltip that a tap
      // opened (an emulated hover, a focus) would be showing still.
      await page.waitForURL((url) => url.searchParams.has('sort'));
      await waitForNetworkQuiet(page);
      expect(await page.getByRole('tooltip').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
