import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { waitForMail } from './support/mailbox';
import { callApiOk, registerReader, signInDemoCompanyAdmin } from './support/site-api';

const host = 'demo.localhost';

/**
 * The company administrator rewrites the Japanese password-reset mail on /company/messages; a
 * Japanese reader who asks for a reset receives that text from the local SMTP server.
 */
describe('messages: the company’s mail texts reach the readers', () => {
  let browser: Browser;
  const reader = {
    name: 'e2e_messages',
    email: `e2e.messages.${randomBytes(4).toString('hex')}@demo.localhost`,
    password: 'Reader42x',
  };
  const marker = `E2E-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await registerReader(host, reader);
  });
  afterAll(async () => {
    const token = await signInDemoCompanyAdmin(host);
    await callApiOk(host, 'PUT', '/custom-sent-email/reset', {
      token,
      body: { sent_email_type: 'FORGOT_PASSWORD', lang: 'ja' },
    });
    await browser?.close();
  });

  it('saves the Japanese password-reset text and the reader receives it', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page.goto(`${demoUrl}/company/messages`);
      await page.getByLabel('Kind of mail').click();
      await page.getByRole('option', { name: 'Password reset' }).click();
      await page.getByLabel('Subject').waitFor();

      await page.getByLabel('Subject').fill(`【{{company_name}}】${marker} パスワードの再設定`);
      const body = page.getByRole('textbox', { name: /^Text( \*)?$/ });
      await body.fill(`{{full_name}} 様\n${marker}: 次のリンクから設定してください。\n`);
      await page.getByRole('button', { name: 'Insert {{reset_url}} into the text' }).click();
      await body.press('End');
      await body.pressSequentially('\n{{company_name}}');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('Preview (sample data)').waitFor();
      await saveScreenshot(page, 'messages-preview-en');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The mail text is saved.').waitFor();
    } finally {
      await context.close();
    }

    await callApiOk(
      host,
      'PUT',
      `/auth/forgot-password?email=${encodeURIComponent(reader.email)}&domain=${host}`,
    );
    const mail = await waitForMail(reader.email, (received) => received.subject.includes(marker));
    expect(mail.subject).toMatch(new RegExp(`^【.+】${marker} パスワードの再設定$`));
    expect(mail.text).toContain(`${marker}: 次のリンクから設定してください。`);
    expect(mail.text).toMatch(/\/forget-password\/reset\?token=/);
  });
});
