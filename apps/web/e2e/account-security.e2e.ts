import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { waitForMail, type ReceivedMail } from './support/mailbox';
import { callApiOk, hashPassword, registerReader } from './support/site-api';

/** Signing in switches the UI to the account's language: make it English, as the texts below. */
async function preferEnglish(account: { name: string; email: string; password: string }) {
  const domain = 'demo.localhost';
  const login = await callApiOk<{ id: number; access_token: string }>(
    domain,
    'POST',
    '/auth/login',
    {
      body: { email: account.email, password_hash: hashPassword(account.password), domain },
    },
  );
  await callApiOk(domain, 'PUT', `/user/update/${login.id}`, {
    body: { full_name: account.name, lang: 'en' },
    token: login.access_token,
  });
  await callApiOk(domain, 'GET', '/auth/logout', { token: login.access_token });
}

function findConfirmLink(mail: ReceivedMail): URL | null {
  const match = /(https?:\/\/\S+\/confirm-email\?token=[^\s"<>]+)/.exec(mail.text);
  return match?.[1] ? new URL(match[1]) : null;
}

describe('account security on the profile: confirmed addresses, my sessions, e-mail change', () => {
  let browser: Browser;
  // A reader of its own: ending sessions and moving the address must not disturb other specs.
  const account = {
    name: 'e2e_secure',
    email: `e2e.secure.${randomBytes(4).toString('hex')}@demo.localhost`,
    password: 'Secure42x',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerReader('demo.localhost', account);
    await preferEnglish(account);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('confirms the address with the link of the registration mail', async () => {
    const mail = await waitForMail(account.email, (received) => findConfirmLink(received) !== null);
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(findConfirmLink(mail)!.href);
      await page.getByText('Your email address is confirmed.').waitFor();
      await saveScreenshot(page, 'confirm-email-en');
      await page.reload();
      await page.getByText('This confirmation link has already been used.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('lists the signed-in devices and signs the other ones out', async () => {
    const other = await openPage(browser, { locale: 'en-US' });
    const mine = await openPage(browser, { locale: 'en-US' });
    try {
      await other.page.goto(`${demoUrl}/login`);
      await submitLoginForm(other.page, { identity: account.email, password: account.password });
      await waitForPath(other.page, '/');

      await mine.page.goto(`${demoUrl}/login`);
      await submitLoginForm(mine.page, { identity: account.email, password: account.password });
      await waitForPath(mine.page, '/');
      await mine.page.goto(`${demoUrl}/profile`);
      const section = mine.page.getByRole('region', { name: 'Signed-in devices' });
      const devices = section.getByRole('list', { name: 'Signed-in devices' });
      await devices.getByRole('listitem').nth(1).waitFor();
      // Two browsers are signed in (more if a retry left earlier ones).
      expect(await devices.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await section.getByText('This device').waitFor();
      await saveScreenshot(mine.page, 'profile-sessions-en');

      await section.getByRole('button', { name: 'Sign out all other devices' }).click();
      const dialog = mine.page.getByRole('alertdialog', { name: 'Sign out?' });
      await dialog.getByRole('button', { name: 'Sign out all other devices' }).click();
      await mine.page.getByText(/Signed out \d+ other session\(s\)\./).waitFor();
      // The page behind the dialog is hidden from the accessibility tree until it closes.
      await dialog.waitFor({ state: 'hidden' });
      expect(await devices.getByRole('listitem').count()).toBe(1);

      // The other browser's session is gone: a protected page sends it to the login.
      await other.page.goto(`${demoUrl}/profile`);
      await waitForPath(other.page, '/login');
    } finally {
      await other.context.close();
      await mine.context.close();
    }
  });

  it('changes the address only with the current password and mails a confirmation link', async () => {
    const newEmail = `e2e.moved.${randomBytes(4).toString('hex')}@demo.localhost`;
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, { identity: account.email, password: account.password });
      await waitForPath(page, '/');
      await page.goto(`${demoUrl}/profile`);
      await page.getByRole('button', { name: /Email: Change/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Change email' });
      await dialog.locator('input[name="email"]').fill(newEmail);
      await dialog.getByRole('button', { name: 'Change' }).click();
      // The current password is required before anything is sent.
      await dialog
        .getByText(/required/i)
        .first()
        .waitFor();
      await dialog.locator('input[name="password"]').fill(account.password);
      await saveScreenshot(page, 'profile-change-email-en');
      await dialog.getByRole('button', { name: 'Change' }).click();
      await page
        .getByText(`We sent a confirmation email to ${newEmail}.`, { exact: false })
        .waitFor();

      const notice = await waitForMail(account.email, (mail) => mail.text.includes(newEmail));
      expect(notice.subject).toBe('[Hondana デモ書店] Your e-mail address was changed');
      const confirmation = await waitForMail(newEmail, (mail) => findConfirmLink(mail) !== null);
      expect(findConfirmLink(confirmation)?.pathname).toBe('/confirm-email');
    } finally {
      await context.close();
    }
  });
});
