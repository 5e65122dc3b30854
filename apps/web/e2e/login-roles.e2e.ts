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
import { expectNoTokenInStorage } from './support/storage';

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
      // The demo company's own sign-in title (its English variant), where Hondana's is "Log in".
      await page.getByRole('heading', { name: 'Welcome to the Hondana demo bookshop' }).waitFor();
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

  it('keeps the session in the httpOnly cookie only: no token in storage, signed in after reload', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      // The demo company's own sign-in title (its English variant), where Hondana's is "Log in".
      await page.getByRole('heading', { name: 'Welcome to the Hondana demo bookshop' }).waitFor();
      await page.getByLabel('Remember me').check();
      const loginAnswer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/auth/login',
      );
      await submitLoginForm(page, demoAccounts.reader);
      const answer = (await (await loginAnswer).json()) as { results: Record<string, unknown> };
      // The browser's sign-in answer carries no token: the session is the httpOnly cookie.
      expect(answer.results).not.toHaveProperty('access_token');
      await waitForPath(page, '/');
      await page.locator('button[aria-haspopup="menu"]').first().waitFor();

      const cookies = await context.cookies(demoUrl);
      const sessionCookie = cookies.find((cookie) => cookie.name === 'hondana_session');
      const token = sessionCookie?.value ?? '';
      expect(token.length).toBeGreaterThan(20);
      await expectNoTokenInStorage(page, token);
      expect(sessionCookie?.httpOnly).toBe(true);
      expect(sessionCookie?.sameSite).toBe('Lax');

      // Every later call rides on the cookie; none carries the token in a header.
      const tokenHeaders: string[] = [];
      page.on('request', (request) => {
        const header = request.headers()['x-access-token'];
        if (header) tokenHeaders.push(request.url());
      });
      await page.reload();
      await page.locator('button[aria-haspopup="menu"]').first().waitFor();
      expect(await page.locator('header a[href="/login"]').count()).toBe(0);
      await page.goto(`${demoUrl}/profile`);
      await waitForPath(page, '/profile');
      await page.locator('input[name="fullName"]').waitFor();
      await expectNoTokenInStorage(page, token);
      expect(tokenHeaders).toEqual([]);

      // Logout clears the cookie: after a reload the visitor is anonymous.
      await page.locator('header button[aria-haspopup="menu"]').click();
      // The reader's account language may have switched the interface to Japanese.
      await page.getByRole('menuitem', { name: /Log out|ログアウト/ }).click();
      await waitForPath(page, '/login');
      await page.reload();
      await page.locator('input[name="identity"]').waitFor();
      expect(await page.locator('header button[aria-haspopup="menu"]').count()).toBe(0);
      expect((await context.cookies(demoUrl)).some((cookie) => cookie.value === token)).toBe(false);
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
      const loginAnswer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/auth/login',
      );
      await submitLoginForm(page, demoAccounts.companyAdmin);
      const answer = (await (await loginAnswer).json()) as { results: Record<string, unknown> };
      expect(answer.results).not.toHaveProperty('access_token');
      await waitForPath(page, '/company/dashboard');
      const adminCookie = (await context.cookies(demoUrl)).find(
        (cookie) => cookie.name === 'hondana_session',
      );
      await expectNoTokenInStorage(page, adminCookie?.value ?? 'no session cookie');
      // The dashboard (its links come from the admin layout's menu) survives a reload.
      await page.reload();
      await waitForPath(page, '/company/dashboard');
      await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
      await page.locator('main a[href="/company/profile"]').waitFor();
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
