/**
 * Issue 7, "judged by", first half: the company administrator uploads a PDF and a Japanese EPUB
 * through /company/contents, watches both reach "done" without reloading, and puts them in a new
 * content group. One run through the real server, processing job included.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
} from './support/browser';

const demoBook = (name: string) =>
  fileURLToPath(new URL(`../../server/assets/demo-books/${name}`, import.meta.url));
const pdf = demoBook('hondana-user-guide.pdf');
const epub = demoBook('getting-started-with-hondana.epub');
// The titles the books give themselves (PDF Info/XMP, EPUB package metadata; issue 21).
const titles = ['Hondana 利用ガイド', 'Getting Started with Hondana'];

/**
 * The table row of a content by its title: the newest, as the list is sorted by date added and
 * the demo library already holds books of these titles.
 */
const rowOf = (page: Page, title: string) =>
  page
    .locator('main tbody tr')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) })
    .first();

describe('the company administrator publishes books', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a PDF and an EPUB, sees both processed and puts them in a group', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);

      await page.goto(`${demoUrl}/company/contents`);
      await page.getByRole('heading', { name: 'Contents', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload contents' });
      await dialog.waitFor();
      await dialog.locator('input[type="file"]').setInputFiles([pdf, epub]);
      // Each file shows its progress, then follows processing to its end; nothing failed.
      for (const title of titles) {
        await dialog
          .getByText(`Processed. Added as “${title}”.`, { exact: true })
          .waitFor({ timeout: 120_000 });
      }
      expect(await dialog.getByRole('alert').count()).toBe(0);
      await saveScreenshot(page, 'contents-upload-done-en');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The list follows the processing job by itself: no reload from here on.
      for (const title of titles) {
        await rowOf(page, title).getByText('Done', { exact: true }).waitFor({ timeout: 120_000 });
      }
      await saveScreenshot(page, 'contents-processed-en');

      // A new group, then both books into it through their edit dialogs.
      const groupName = `E2E shelf ${Date.now()}`;
      await page.goto(`${demoUrl}/company/contents-group`);
      await page.getByRole('button', { name: 'Add group' }).click();
      const groupDialog = page.getByRole('dialog', { name: 'Add content group' });
      await groupDialog.getByLabel(/^Name(?! in English)/).fill(groupName);
      await groupDialog.getByRole('button', { name: 'Save' }).click();
      await groupDialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: groupName, exact: true }).waitFor();

      await page.goto(`${demoUrl}/company/contents`);
      for (const title of titles) {
        await rowOf(page, title).getByRole('button', { name: title, exact: true }).click();
        const edit = page.getByRole('dialog', { name: title });
        const picker = edit.getByRole('combobox', { name: 'Content groups' });
        await picker.click();
        await picker.fill(groupName);
        await page.getByRole('option', { name: groupName }).click();
        await edit.getByRole('button', { name: 'Save' }).click();
        await edit.waitFor({ state: 'hidden' });
      }

      await page.goto(`${demoUrl}/company/contents-group`);
      const groupRow = page.locator('main tbody tr').filter({ hasText: groupName });
      // The contents column counts both books.
      await expect.poll(() => groupRow.locator('td').nth(2).innerText()).toBe('2');
      await saveScreenshot(page, 'contents-group-en');
    } finally {
      await context.close();
    }
  });
});
