import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  e2ePort,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { findResetLink, waitForMail } from './support/mailbox';
import { registerReader } from './support/site-api';

describe('password reset through the mail the local SMTP server received', () => {
  let browser: Browser;
  // A reader of its own, so the demo reader's password stays what other specs sign in with.
  const account = {
    name: 'e2e_reset',
    email: `e2e.reset.${randomBytes(4).toString('hex')}@demo.localhost`,
    password: 'Before42',
  };
  const newPassword = 'After42x';

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerReader('demo.localhost', account);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests a reset on the login page, follows the mailed link, sets a password and signs in with it', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await waitForPath(page, '/forget-password');
      await page.locator('input[name="email"]').fill(account.email);
      await page.locator('form button[type="submit"]').click();
      await page.getByRole('heading', { name: 'Email sent' }).waitFor();

      const mail = await waitForMail(account.email, (received) => findResetLink(received) !== null);
      expect(mail.from).toBe('no-reply@hondana.localhost');
      const link = findResetLink(mail);
      // The link points back at the site the request came from, port included.
      expect(link?.host).toBe(`demo.localhost:${e2ePort}`);
      expect(link?.pathname).toBe('/forget-password/reset');

      await page.goto(link!.href);
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await page.locator('input[name="newPassword"]').fill(newPassword);
      await page.locator('input[name="confirmPassword"]').fill(newPassword);
      await saveScreenshot(page, 'reset-password-en');
      await page.getByRole('button', { name: 'Set password' }).click();

      await waitForPath(page, '/login');
      await page
        .getByText('Your password was reset. Please log in with the new password.')
        .waitFor();
      await saveScreenshot(page, 'reset-password-done-en');

      // The link is good once: a second use is refused with its reason.
      await page.goto(link!.href);
      await page.locator('input[name="newPassword"]').fill('Again42x');
      await page.locator('input[name="confirmPassword"]').fill('Again42x');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'This link has already been used.' })
        .waitFor();

      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, { identity: account.email, password: newPassword });
      await waitForPath(page, '/');
      await page.locator('header button[aria-haspopup="menu"]').waitFor();
    } finally {
      await context.close();
    }
  });
});
