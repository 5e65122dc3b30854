/**
 * Company texts in both languages (issue 21, part 6): names a company types (content groups,
 * search boxes, sorts, the page title, the sign-in page's texts) carry an English variant beside
 * the catalogue's field; an English reader sees it, a Japanese reader the company's own text.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUrl, launchBrowser, openPage } from './support/browser';
import { callApiOk, signInDemoCompanyAdmin } from './support/site-api';

const demoHost = new URL(demoUrl).hostname;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function mainText(page: Page, waitFor: string): Promise<string> {
  await page.locator('main').getByText(waitFor, { exact: false }).first().waitFor();
  return (await page.locator('main').textContent()) ?? '';
}

/** The home page's shelf headings (the books' own titles stay in their language). */
async function shelfHeadings(page: Page, waitFor: string): Promise<string> {
  await page.locator('main h2').filter({ hasText: waitFor }).first().waitFor();
  return (await page.locator('main h2').allTextContents()).join(' | ');
}

describe('company texts in both languages', () => {
  it('shows an English visitor the English names and a Japanese visitor the Japanese ones', async () => {
    const english = await openPage(browser, { locale: 'en-US' });
    const japanese = await openPage(browser, { locale: 'ja-JP' });
    try {
      await english.page.goto(`${demoUrl}/`);
      const englishHome = await shelfHeadings(english.page, 'Novels');
      expect(englishHome).toContain('Guides');
      expect(englishHome).not.toMatch(/小説|ガイド/);
      await english.page.waitForFunction(() => document.title.includes('Hondana Demo'));

      await japanese.page.goto(`${demoUrl}/`);
      const japaneseHome = await shelfHeadings(japanese.page, '小説');
      expect(japaneseHome).toContain('ガイド');
      expect(japaneseHome).not.toMatch(/Novels|Guides/);
      await japanese.page.waitForFunction(() => document.title.includes('Hondana デモ書店'));

      await english.page.goto(`${demoUrl}/login`);
      await english.page.getByText('Welcome to the Hondana demo bookshop').waitFor();
      await japanese.page.goto(`${demoUrl}/login`);
      await japanese.page.getByText('Hondana デモ書店へようこそ').waitFor();

      await english.page.goto(`${demoUrl}/search`);
      expect(await mainText(english.page, 'Title or author')).not.toContain('タイトル・著者');
    } finally {
      await english.context.close();
      await japanese.context.close();
    }
  });

  it('shows an English reader the English page title the administrator sets', async () => {
    const token = await signInDemoCompanyAdmin(demoHost);
    const before = await callApiOk<{ title_page: string | null; title_page_en?: string | null }>(
      demoHost,
      'GET',
      '/page-title/detail',
      { token },
    );
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await callApiOk(demoHost, 'PUT', '/page-title/update', {
        token,
        body: { title_page: before.title_page, title_page_en: 'Harbour Library' },
      });
      await page.goto(`${demoUrl}/`);
      await page.waitForFunction(() => document.title.includes('Harbour Library'));
      expect(await page.title()).not.toContain(before.title_page ?? '—');
    } finally {
      await context.close();
      await callApiOk(demoHost, 'PUT', '/page-title/update', {
        token,
        body: { title_page: before.title_page, title_page_en: before.title_page_en ?? null },
      });
    }
  });
});
