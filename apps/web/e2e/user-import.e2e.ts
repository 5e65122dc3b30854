import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { callApiOk, signInDemoCompanyAdmin } from './support/site-api';

const host = 'demo.localhost';
const columns =
  'email,username,full_name,password,lang,role_level,user_group_id,content_group_ids,param01,param02,param03,param04,param05,is_account_status';

/**
 * A user CSV with good rows, a bad row and a formula cell, imported on /company/user-import: the
 * good rows become users, the bad one is in the error file with its reason, and the export gives
 * the formula back escaped.
 */
describe('user CSV import in Chromium', () => {
  let browser: Browser;
  const tag = Date.now().toString(36);
  const emails = [`imp-a-${tag}@demo.localhost`, `imp-b-${tag}@demo.localhost`];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const token = await signInDemoCompanyAdmin(host);
    const page = await callApiOk<{ content: { id: number; email: string | null }[] }>(
      host,
      'GET',
      `/user/page?size=100&search_key=${tag}`,
      { token },
    );
    for (const user of page.content) {
      await callApiOk(host, 'DELETE', `/user/delete/${user.id}`, { token });
    }
    await browser?.close();
  });

  it('imports good rows, lists the bad one and exports formulas escaped', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page.goto(`${demoUrl}/company/user-import`);
      await page.getByRole('heading', { name: 'User CSV import', level: 1 }).waitFor();

      const csv = [
        columns,
        `${emails[0]},,Import A ${tag},Passw0rd,en,3,,,Tokyo,,,,,0`,
        `${emails[1]},,"=HYPERLINK(""http://x"") ${tag}",,ja,3,,,,,,,,0`,
        `not-an-address,,Bad ${tag},,,,,,,,,,,0`,
      ].join('\r\n');
      await page.locator('input[type="file"]').setInputFiles({
        name: `users-${tag}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText(`“users-${tag}.csv” was uploaded (3 rows).`).waitFor();
      await page.getByRole('button', { name: 'Start the import' }).click();
      const row = page.getByRole('row').filter({ hasText: `users-${tag}.csv` });
      await row.getByText('Done').waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'user-import-done-en');

      const download = (path: string) =>
        page.evaluate(async (url) => (await fetch(url)).text(), path);
      const errorLink = row.getByRole('link', { name: /error/i });
      const errors = await download((await errorLink.getAttribute('href')) ?? '');
      expect(errors).toContain('not-an-address');
      expect(errors).toContain('The value of email is not valid.');
      expect(errors).not.toContain(emails[0]!);

      // text() drops a byte-order mark: look at the bytes for it.
      const head = await page.evaluate(async () =>
        Array.from(
          new Uint8Array(await (await fetch('/api/v1/user/export-csv')).arrayBuffer()).slice(0, 3),
        ),
      );
      expect(head).toEqual([0xef, 0xbb, 0xbf]);
      const exported = await download('/api/v1/user/export-csv');
      expect(exported).toContain(`"'=HYPERLINK(""http://x"") ${tag}"`);
      expect(exported).toContain(`Import A ${tag}`);
      expect(exported).not.toContain('Passw0rd');
    } finally {
      await context.close();
    }
  });
});
