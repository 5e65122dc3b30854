/**
 * The search pages as a reader uses them (issue 8, part 6): the demo company's administrator
 * configures a box of each type, a tab, two sorts and a hashtag through the API; the reader then
 * finds a book through each on /search, opens its /search/{id} page, comes back with the back
 * button, and searches on /home-search where the library gives way to the results. Everything the
 * spec adds is removed afterwards (the demo books' params and hashtags too).
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
import { formatFindings, scanPage } from './support/axe';
import { api, removeSearchData, setUpSearchData } from './support/search-data';
import { demoBookTitles } from './support/site-api';

/** The titles the results list shows, in order. */
function resultTitles(page: Page): Promise<string[]> {
  return page.locator('main section ul > li h3').allInnerTexts();
}

/** Waits until the results list shows exactly these titles (in any order). */
async function expectResults(page: Page, titles: string[]): Promise<void> {
  await expect
    .poll(async () => (await resultTitles(page)).map((title) => title.trim()).sort(), {
      timeout: 15_000,
    })
    .toEqual([...titles].sort());
}

async function submitSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(検索する|Search)$/ }).click();
}

async function clearSearch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /条件をクリア|Clear conditions/ }).click();
  await expectResults(page, demoBookTitles);
}

describe('search pages', () => {
  let browser: Browser;
  let boxIds: Record<string, number> = {};
  let tabId = 0;
  let hashtagId = 0;
  let sortLabels: Record<number, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ boxIds, tabId, hashtagId, sortLabels } = await setUpSearchData());
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await removeSearchData();
  });

  it('lets a reader find a book through each box type, a tab, a sort and a hashtag', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');

      await page.goto(`${demoUrl}/search`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectResults(page, demoBookTitles);
      await saveScreenshot(page, 'search-ja-all');
      // Every box type's input, the tabs, the sort and the chips pass axe-core.
      const findings = await scanPage(page, 'search ja (every box type)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);

      // Partial match (1): part of a title.
      await page.locator(`input[name="b${boxIds.title}"]`).fill('Harbor');
      await submitSearch(page);
      await expectResults(page, ['Harbor Town Stories']);
      expect(new URL(page.url()).searchParams.get(`b${boxIds.title}`)).toBe('Harbor');
      await clearSearch(page);

      // Exact match (2): the whole author.
      await page.locator(`input[name="b${boxIds.author}"]`).fill('架空文庫 / Kakuu Bunko');
      await page.locator(`input[name="b${boxIds.author}"]`).press('Enter');
      await expectResults(page, ['文の図書館', '風の手紙']);
      await clearSearch(page);

      // Single choice (4): a select of the match values.
      await page.locator(`div:has(> input[name="b${boxIds.kind}"]) [role="combobox"]`).click();
      await page.getByRole('option', { name: 'essay', exact: true }).click();
      await submitSearch(page);
      await expectResults(page, ['風の手紙']);
      await clearSearch(page);

      // Multi choice (5): chips, any of them (operation OR).
      const kinds = page.locator('fieldset').filter({ hasText: 'E2E 種類（複数）' });
      await kinds.getByRole('button', { name: 'essay', exact: true }).click();
      await kinds.getByRole('button', { name: 'guide', exact: true }).click();
      await expect.poll(() => kinds.locator('[aria-pressed="true"]').count()).toBe(2);
      await submitSearch(page);
      await expectResults(page, ['風の手紙', 'Hondana 利用ガイド', 'Getting Started with Hondana']);
      await saveScreenshot(page, 'search-ja-multi-choice');
      await clearSearch(page);

      // Date range (3): either end may be left out.
      await page.locator(`input[name="b${boxIds.date}_from"]`).fill('2021-01-01');
      await page.locator(`input[name="b${boxIds.date}_to"]`).fill('2022-12-31');
      await submitSearch(page);
      await expectResults(page, ['文の図書館', 'Getting Started with Hondana']);
      await clearSearch(page);

      // Month range (6).
      await page.locator(`input[name="b${boxIds.month}_from"]`).fill('2023-08');
      await submitSearch(page);
      await expectResults(page, ['Harbor Town Stories', 'Hondana 利用ガイド']);
      await clearSearch(page);

      // Year range (7), and a reversed range is refused before it is sent.
      await page.locator(`input[name="b${boxIds.year}_from"]`).fill('2020');
      await page.locator(`input[name="b${boxIds.year}_to"]`).fill('2016');
      await page.getByRole('alert').filter({ hasText: '開始が終了より後' }).waitFor();
      await page.locator(`input[name="b${boxIds.year}_from"]`).fill('2015');
      await page.locator(`input[name="b${boxIds.year}_to"]`).fill('2019');
      await submitSearch(page);
      await expectResults(page, ['文の図書館', '風の手紙']);
      await clearSearch(page);

      // A tab: its preset conditions.
      await page.getByRole('tab', { name: 'E2E ガイド' }).click();
      await expectResults(page, ['Hondana 利用ガイド', 'Getting Started with Hondana']);
      expect(new URL(page.url()).searchParams.get('tab')).toBe(String(tabId));
      await page.getByRole('tab', { name: 'すべて' }).click();
      await expectResults(page, demoBookTitles);

      // The configured sort by author: the one book of "Hondana Demo Press" comes first.
      const sortSelect = page.getByRole('combobox', { name: /^並び替え/ });
      await sortSelect.click();
      await page.getByRole('option', { name: sortLabels[2], exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort_by')).toBe('2');
      await expect.poll(async () => (await resultTitles(page))[0]).toBe('Harbor Town Stories');
      // By title, then the other way round.
      await sortSelect.click();
      await page.getByRole('option', { name: sortLabels[1], exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort_by')).toBe('1');
      // Latin titles sort before Japanese ones in every collation; G is the first of them.
      await expect
        .poll(async () => (await resultTitles(page))[0])
        .toBe('Getting Started with Hondana');
      const ascending = await resultTitles(page);
      expect([...ascending].sort()).toEqual([...demoBookTitles].sort());
      await page.getByRole('button', { name: /並び順/ }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('desc');
      await expect.poll(() => resultTitles(page)).toEqual([...ascending].reverse());

      // A hashtag chip.
      await page.getByRole('button', { name: '#e2e灯台' }).click();
      await expectResults(page, ['風の手紙']);
      expect(new URL(page.url()).searchParams.get('tags')).toBe(String(hashtagId));
      await saveScreenshot(page, 'search-ja-hashtag');

      // The back button restores the search before (the reversed title sort).
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get('tags')).toBeNull();
      await expect.poll(() => resultTitles(page)).toEqual([...ascending].reverse());
      await page.goForward();
      await expectResults(page, ['風の手紙']);

      // The result's own page in the search layout, and back to the same results.
      await page.locator('main section ul > li h3 a').first().click();
      await page.getByRole('heading', { level: 1, name: '風の手紙' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/search\/[a-z0-9]{20,64}$/);
      await saveScreenshot(page, 'search-ja-detail');
      await page.getByRole('link', { name: '検索結果に戻る' }).click();
      await expectResults(page, ['風の手紙']);

      // The submitted words were logged as a search term (is_new_search), lowercased.
      const terms = await api<{ content: { term: string; count: number }[] }>(
        'GET',
        '/search-term/page?search_key=harbor',
      );
      expect(terms.content.find((row) => row.term === 'harbor')?.count).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('shows the library on /home-search until a visitor searches, in English too', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/home-search`);
      await page.locator('main section ul li a').first().waitFor({ timeout: 20_000 });
      expect(await page.locator('main section h2').count()).toBeGreaterThan(0);

      // The boxes fold away above the library until asked for.
      await page.getByRole('button', { name: 'More conditions' }).click();
      await page.locator(`input[name="b${boxIds.title}"]`).fill('Hondana');
      await page.locator(`input[name="b${boxIds.title}"]`).press('Enter');
      await expectResults(page, ['Hondana 利用ガイド', 'Getting Started with Hondana']);
      await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
      await saveScreenshot(page, 'search-en-home-search');
      const findings = await scanPage(page, 'home-search en (results)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      const detail = await page.locator('main section ul > li h3 a').first().getAttribute('href');
      expect(detail).toMatch(/^\/home-search\/\d+\/[a-z0-9]{20,64}$/);

      await page.goto(`${demoUrl}/search?b${boxIds.kind}=guide`);
      await expectResults(page, ['Hondana 利用ガイド', 'Getting Started with Hondana']);
      await saveScreenshot(page, 'search-en-search');
      // Nothing found: the empty state.
      await page.goto(`${demoUrl}/search?b${boxIds.title}=no-such-book-e2e`);
      await page.getByText('No books match these conditions.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('searches the text of the books from the search-view header', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/search`);
      await expectResults(page, demoBookTitles);
      // The demo company has a full-text box: the header's words go to the books' text.
      const words = page.locator('main header input[name="q"]');
      await words.fill('灯台');
      await words.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('灯台');
      const results = page.getByRole('region', { name: '本文検索の結果' });
      // A visitor may not open the demo's books (sign-in required): their titles are listed,
      // none of their text.
      await results.getByRole('link').first().waitFor({ timeout: 20_000 });
      expect(await results.locator('mark').count()).toBe(0);
      await saveScreenshot(page, 'search-ja-full-text-visitor');

      // Signed in, the same search shows the pages with the word marked.
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');
      await page.goto(`${demoUrl}/search?q=${encodeURIComponent('灯台')}`);
      await results.locator('mark').first().waitFor({ timeout: 20_000 });
      expect(await results.locator('mark').first().innerText()).toBe('灯台');
      await saveScreenshot(page, 'search-ja-full-text');
    } finally {
      await context.close();
    }
  });

  it('lays results out by the search-result setting and pages them', async () => {
    const previous = await api<{ layout: string; show_cover: boolean; page_size: number }>(
      'GET',
      '/search-result-setting/details',
    );
    await api('PUT', '/search-result-setting/update-search-result', {
      layout: 'grid',
      show_cover: true,
      page_size: 2,
    });
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/search?sort_by=1&sort=asc`);
      await expect.poll(async () => (await resultTitles(page)).length).toBe(2);
      const firstPage = await resultTitles(page);
      const pager = page.getByRole('navigation', { name: 'ページ送り' });
      await pager.getByRole('button', { name: '3 ページ目' }).waitFor();
      await pager.getByRole('button', { name: '2 ページ目' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
      await expect.poll(() => resultTitles(page)).not.toEqual(firstPage);
      await saveScreenshot(page, 'search-ja-grid-page-2');
      // A page past the end steps back to the last one.
      await page.goto(`${demoUrl}/search?sort_by=1&sort=asc&page=9`);
      await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('3');
      await expect.poll(async () => (await resultTitles(page)).length).toBe(1);
    } finally {
      await context.close();
      await api('PUT', '/search-result-setting/update-search-result', {
        layout: previous.layout,
        show_cover: previous.show_cover,
        page_size: previous.page_size,
      });
    }
  });
  it('asks a visitor to sign in from a result’s View button, then offers the book', async () => {
    const button = await api<{ id: number }>('POST', '/search-result-setting/add-button', {
      label: 'E2E で読む',
      action: 'view',
    });
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/search?sort_by=1&sort=asc`);
      const first = page.locator('main section ul > li').first();
      const title = (await first.locator('h3').innerText()).trim();
      await first.getByRole('button', { name: 'E2E で読む' }).click();
      // The book page's dialog, not a silent jump to the sign-in page.
      const dialog = page.getByRole('dialog', { name: 'ログインが必要です' });
      await dialog.getByText('ログイン後にこの本のページから開けます').waitFor();
      expect(new URL(page.url()).pathname).toBe('/search');
      const findings = await scanPage(page, 'search ja (sign-in dialog of a result)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      await dialog.getByRole('button', { name: 'ログイン' }).click();
      await waitForPath(page, '/login');
      await submitLoginForm(page, demoAccounts.reader);
      // Back on the book's page, which offers to open the book with one click.
      const offer = page.getByRole('dialog', { name: '本を開きますか？' });
      await offer.getByText(title).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/search\/[a-z0-9]{20,64}$/);
      await offer.getByRole('button', { name: 'キャンセル' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    } finally {
      await context.close();
      await api('DELETE', `/search-result-setting/delete-button/${button.id}`);
    }
  });
});
