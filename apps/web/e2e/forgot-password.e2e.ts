import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoUrl, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';

describe('forgot password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests a reset link from the login page and shows the sent page', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await waitForPath(page, '/forget-password');
      await page.locator('input[name="email"]').fill('reader@demo.localhost');
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('heading', { name: 'Email sent' }).waitFor();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/forget-password');
      expect(url.searchParams.get('sent')).toBe('true');
      expect(url.searchParams.get('email')).toBe('reader@demo.localhost');
      await saveScreenshot(page, 'forgot-password-sent-en');
    } finally {
      await context.close();
    }
  });
});
