import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoUrl, launchBrowser, openPage, saveScreenshot } from './support/browser';

describe('foundation: languages and the 404 page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the demo company in Japanese, switches to English and shows the 404 page', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(demoUrl);
      await page.getByRole('heading', { name: /へようこそ/ }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(await page.getByRole('link', { name: 'ログイン' }).count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'home-ja');

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
      await saveScreenshot(page, 'home-en');

      await page.goto(`${demoUrl}/no/such/page/here`);
      await page.getByRole('heading', { name: 'SO SORRY, PAGE NOT FOUND' }).waitFor();
      await saveScreenshot(page, 'not-found-en');
    } finally {
      await context.close();
    }
  });
});
