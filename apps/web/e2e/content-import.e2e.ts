/**
 * Content CSV import as a company administrator would do it: template, upload, start, watch the
 * progress, read the history and the error file (issue 7, part 8). In Japanese, the demo
 * administrator's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import {
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';

const columns =
  'id,title,author,keywords,toc,description,distributor_name,param1,param2,param3,param4,param5,view,print,type,content_group_ids,action';

describe('content CSV import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('imports a CSV into contents and offers the rows it refused with their reasons', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${demoUrl}/admin-login`);
      await submitLoginForm(page, demoAccounts.companyAdmin);
      await waitForPath(page, '/company/dashboard');
      await page.getByRole('link', { name: 'CSV インポート' }).first().click();
      await waitForPath(page, '/company/contents-import');
      await page.getByRole('heading', { name: 'コンテンツ CSV インポート', level: 1 }).waitFor();

      // Fetched by the page (with its session cookie), as the download links do.
      const download = (path: string) =>
        page.evaluate(async (url) => {
          const response = await fetch(url);
          return Array.from(new Uint8Array(await response.arrayBuffer()));
        }, path);
      const templateBytes = Buffer.from(
        await download('/api/v1/import-csv-file/download-template'),
      );
      expect([...templateBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(templateBytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(columns);

      const tag = Date.now().toString(36);
      const csv = [
        columns,
        `,E2E import ${tag} A,Author,,,,,,,,,,2,1,new,,0`,
        `,E2E import ${tag} B,,,,,,,,,,,,,,,0`,
        `,,,,,,,,,,,,,,,,0`,
      ].join('\r\n');
      await page.locator('input[type="file"]').setInputFiles({
        name: `e2e-${tag}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: 'アップロード', exact: true }).click();
      await page.getByText(`「e2e-${tag}.csv」をアップロードしました（3 行）。`).waitFor();
      await page.getByRole('button', { name: 'インポート開始' }).click();

      const row = page.getByRole('row').filter({ hasText: `e2e-${tag}.csv` });
      await row.getByText('完了').waitFor({ timeout: 30_000 });
      await expect(row.getByRole('cell').nth(3).innerText()).resolves.toBe('3 / 3');
      await saveScreenshot(page, 'content-import-ja');
      // The accessibility sweep sees the screen empty; here it has a finished import listed.
      const findings = await scanPage(page, '/company/contents-import (history)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);

      const errorLink = row.getByRole('link', { name: /エラー行をダウンロード/ });
      const href = await errorLink.getAttribute('href');
      const errorFile = Buffer.from(await download(href ?? '')).toString('utf8');
      const lines = errorFile.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(`${columns},reason`);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/title/);
    } finally {
      await context.close();
    }
  });
});
