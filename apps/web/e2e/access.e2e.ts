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

describe('route guards, return route, refused logins and logout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a reader away from a company administrator route to /', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');
      await page.goto(`${demoUrl}/company/dashboard`);
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });

  it('sends an anonymous visitor of /profile to /login and back to /profile after login', async () => {
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/profile`);
      await waitForPath(page, '/login');
      await saveScreenshot(page, 'login-ja');
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/profile');
      await page.getByRole('heading', { name: 'アカウント設定' }).waitFor();
      expect(await page.locator('input[name="fullName"]').inputValue()).not.toBe('');
      await saveScreenshot(page, 'profile-ja');

      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Account settings' }).waitFor();
      await page.getByRole('button', { name: /Password: Change/ }).click();
      await page.getByRole('dialog', { name: 'Change password' }).waitFor();
      await saveScreenshot(page, 'profile-change-password-en');
      await page.keyboard.press('Escape');
      await saveScreenshot(page, 'profile-en');
    } finally {
      await context.close();
    }
  });

  it("refuses the demo reader's credentials on admin.localhost", async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${adminUrl}/admin-login`);
      await submitLoginForm(page, demoAccounts.reader);
      await page.getByRole('alert').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin-login');
      await saveScreenshot(page, 'admin-login-refused-en');
    } finally {
      await context.close();
    }
  });

  it('logs out to /login', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');
      // The home page drawn first: a menu opened while the screen still loads closes with it.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: /Log out|ログアウト/ }).click();
      await waitForPath(page, '/login');
      // The session is gone: a protected page sends the visitor back to the login.
      await page.goto(`${demoUrl}/profile`);
      await waitForPath(page, '/login');
    } finally {
      await context.close();
    }
  });

  it('logs a company administrator out to /admin-login', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/admin-login`);
      await submitLoginForm(page, demoAccounts.companyAdmin);
      await waitForPath(page, '/company/dashboard');
      // The dashboard drawn first: a menu opened while the screen still loads closes with it.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: /Log out|ログアウト/ }).click();
      await waitForPath(page, '/admin-login');
    } finally {
      await context.close();
    }
  });
});
