/**
 * Uploaded files as a company administrator keeps them and readers read them (issue 23, part 1):
 * a disclosure PDF and a patient CSV for one year, the CSV imported with a refused row, the
 * readers' /documents page showing both; then the files are deleted, which leaves the demo as
 * it was (deleting a patient CSV deletes the table imported from it).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import {
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdmin,
  submitLoginForm,
  waitForPath,
} from './support/browser';

const pdf = readFileSync(
  fileURLToPath(new URL('../../server/assets/demo-books/hondana-user-guide.pdf', import.meta.url)),
);
// A year no other spec uses, so the demo's readers' page is empty again after the delete.
const year = '1999';
const csv = [
  '外来患者数',
  '年,診療科,患者数',
  `${year},内科,1200`,
  `${year},外科,800`,
  `1998,小児科,300`,
].join('\r\n');

async function axeClean(page: Page, label: string) {
  const findings = await scanPage(page, label);
  expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const yearField = page.getByRole('textbox', { name: '年' });
  await yearField.fill(year);
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await page.getByRole('button', { name: 'アップロード', exact: true }).click();
  await page.getByRole('row').filter({ hasText: name }).waitFor();
}

describe('uploaded files', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a disclosure PDF and imports a patient CSV that readers then read on /documents', async () => {
    const admin = await openPage(browser);
    const reader = await openPage(browser);
    // Unique names, so a rerun never meets a file an earlier run left.
    const tag = randomBytes(4).toString('hex');
    const pdfName = `disclosure-${tag}.pdf`;
    const csvName = `patients-${tag}.csv`;
    try {
      const page = admin.page;
      await signInCompanyAdmin(page);
      await page.getByRole('link', { name: 'アップロード', exact: true }).first().click();
      await waitForPath(page, '/company/uploaded-files');
      await page.getByRole('heading', { name: 'アップロードファイル', level: 1 }).waitFor();

      await upload(page, pdfName, 'application/pdf', pdf);
      await page.getByRole('tab', { name: '患者数データ（CSV）' }).click();
      await upload(page, csvName, 'text/csv', Buffer.from(csv));
      const row = page.getByRole('row').filter({ hasText: csvName });
      await row
        .getByRole('button', { name: `「${csvName}」を ${year} 年の患者数データとして取り込む` })
        .click();
      await row.getByText('完了').waitFor({ timeout: 30_000 });
      await row.getByText('3 / 3 行（エラー 1 行）').waitFor();
      await row.getByRole('link', { name: new RegExp(`「${csvName}」のエラー行`) }).waitFor();
      await axeClean(page, '/company/uploaded-files (a patient CSV imported)');
      await saveScreenshot(page, 'uploaded-files-ja');

      // The reader's page: the PDF by year, and the table with the rows that passed.
      const readerPage = reader.page;
      await readerPage.goto(`${demoUrl}/login`);
      await submitLoginForm(readerPage, demoAccounts.reader);
      await waitForPath(readerPage, '/');
      await readerPage.goto(`${demoUrl}/documents`);
      await readerPage.getByRole('heading', { name: '情報公開', level: 1 }).waitFor();
      const pdfLink = readerPage.getByRole('link', { name: new RegExp(pdfName) });
      await pdfLink.waitFor();
      const href = (await pdfLink.getAttribute('href'))!;
      const opened = await readerPage.evaluate(async (url) => {
        const response = await fetch(url);
        return {
          type: response.headers.get('content-type'),
          size: (await response.arrayBuffer()).byteLength,
        };
      }, href);
      expect(opened).toEqual({ type: 'application/pdf', size: pdf.length });
      const table = readerPage.getByRole('table', { name: `外来患者数 (${year})` });
      await table.waitFor();
      expect(await table.getByRole('row').allInnerTexts()).toEqual([
        '年\t診療科\t患者数',
        `${year}\t内科\t1200`,
        `${year}\t外科\t800`,
      ]);
      await axeClean(readerPage, '/documents (reader)');
      await saveScreenshot(readerPage, 'documents-ja');

      // Both files deleted: the reader's page is empty again.
      for (const [tab, name] of [
        ['患者数データ（CSV）', csvName],
        ['情報公開（PDF）', pdfName],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('button', { name: `「${name}」を削除` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: '削除' }).click();
        await page.getByRole('row').filter({ hasText: name }).waitFor({ state: 'detached' });
      }
      await readerPage.reload();
      await readerPage.getByText('公開している資料はまだありません。').waitFor();
      await readerPage.getByText('患者数データはまだありません。').waitFor();
    } finally {
      await admin.context.close();
      await reader.context.close();
    }
  });
});
