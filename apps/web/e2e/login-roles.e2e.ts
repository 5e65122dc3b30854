import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  adminUrl,
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';

describe('every role signs in on its own host and lands on its landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a reader signs in on /login and lands on /', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await page.getByRole('heading', { name: 'Log in' }).waitFor();
      await saveScreenshot(page, 'login-en');
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');
      // Signed in: the account menu replaces the Login link.
      await page.locator('button[aria-haspopup="menu"]').first().waitFor();
      expect(await page.locator('header a[href="/login"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a company administrator signs in on /admin-login and lands on /company/dashboard', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/admin-login`);
      await page.getByRole('heading', { name: '管理者ログイン' }).waitFor();
      await saveScreenshot(page, 'admin-login-ja');
      await submitLoginForm(page, demoAccounts.companyAdmin);
      await waitForPath(page, '/company/dashboard');
    } finally {
      await context.close();
    }
  });

  it('the system administrator is sent to /admin-login on admin.localhost and lands on /admin/companies', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(adminUrl);
      await waitForPath(page, '/admin-login');
      await submitLoginForm(page, demoAccounts.systemAdmin);
      await waitForPath(page, '/admin/companies');
    } finally {
      await context.close();
    }
  });
});
