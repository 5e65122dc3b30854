import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';

describe('registration modal', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("registers from the header's Register button, then signs in with the new account", async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    const account = { identity: `e2e.reader.${Date.now()}@demo.localhost`, password: 'Reader1234' };
    try {
      await page.goto(demoUrl);
      await page.locator('header').getByRole('button', { name: 'Register' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await dialog.waitFor();
      await dialog.locator('input[name="name"]').fill('e2e_reader');
      await dialog.locator('input[name="email"]').fill(account.identity);
      await dialog.locator('input[name="password"]').fill(account.password);
      await dialog.locator('input[name="confirmPassword"]').fill(account.password);
      await saveScreenshot(page, 'register-modal-en');
      await dialog.locator('button[type="submit"]').click();
      await waitForPath(page, '/login');
      await submitLoginForm(page, account);
      await waitForPath(page, '/');
      await page.locator('header button[aria-haspopup="menu"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
