import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { demoUrl, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { findCompanyId, signInSystemAdmin, updateCompany } from './support/site-api';

/**
 * The demo company has a user group for 127.0.0.1/32 (this computer). With IP login turned on,
 * a visitor is signed in automatically as that group's GROUP_USER and lands on /.
 */
describe('IP address login as a group user', () => {
  let browser: Browser;
  let adminToken: string;
  let demoCompanyId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInSystemAdmin();
    demoCompanyId = await findCompanyId(adminToken, 'demo.localhost');
    await updateCompany(adminToken, demoCompanyId, { allow_login_by_ip_address: true });
  });

  afterAll(async () => {
    await updateCompany(adminToken, demoCompanyId, { allow_login_by_ip_address: false });
    await browser.close();
  });

  it('signs a visitor from the group range in automatically, with no profile item', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/`);
      await waitForPath(page, '/');
      const accountButton = page.getByRole('button', { name: /Library terminals/ });
      await accountButton.waitFor({ timeout: 15_000 });
      await accountButton.click();
      await page.getByRole('menuitem', { name: /Log out|ログアウト/ }).waitFor();
      await expect(
        page.getByRole('menuitem', { name: /Profile|プロフィール/ }).count(),
      ).resolves.toBe(0);
      // The group account's language (Japanese) is applied after sign-in.
      await saveScreenshot(page, 'ip-login-group-user');
    } finally {
      await context.close();
    }
  });
});
