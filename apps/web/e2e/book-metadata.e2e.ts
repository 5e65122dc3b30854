/**
 * Issue 21, part 4: books describe themselves. An administrator uploads EPUBs whose package
 * metadata names them; the upload dialog follows processing to "done" and says the book's own
 * title, the list finds the book by that title (not "ux-test"), and the edit dialog's cover
 * field replaces the generated cover with an image and goes back.
 */
import { createCanvas } from '@napi-rs/canvas';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
  submitLoginForm,
  waitForPath,
} from './support/browser';

/** A PNG of one colour, as the cover of a book or the image an administrator uploads. */
function png(colour: string, width = 300, height = 450): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** An EPUB 3 with a title, an author, a language, a description and a cover image. */
function epubNamed(title: string, author: string, language: string): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:e2e:${encodeURIComponent(title)}</dc:identifier><dc:title>${title}</dc:title><dc:creator>${author}</dc:creator><dc:language>${language}</dc:language><dc:description>&lt;p&gt;A book made by the e2e test.&lt;/p&gt;</dc:description></metadata><manifest><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/><item id="cover" href="cover.png" media-type="image/png" properties="cover-image"/></manifest><spine><itemref idref="c1"/></spine></package>`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
      'OEBPS/content.opf': strToU8(opf),
      'OEBPS/c1.xhtml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>1</title></head><body><p>${title}</p></body></html>`,
      ),
      'OEBPS/cover.png': png('#1e5aa8'),
    }),
  );
}

async function uploadInDialog(page: Page, upload: string, file: Buffer, dialogName: string) {
  await page.getByRole('button', { name: upload, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  // Named like the newcomer's two uploads: the title must come from the book, not the file.
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ux-test.epub', mimeType: 'application/epub+zip', buffer: file });
  return dialog;
}

describe('books describe themselves', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the upload dialog reaches done with the book’s own title, found by it in the list; the cover field replaces and restores the cover', async () => {
    const stamp = Date.now().toString(36);
    const title = `Lighthouse Letters ${stamp}`;
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page.goto(`${demoUrl}/company/contents`);
      await page.getByRole('heading', { name: 'Contents', level: 1 }).waitFor();
      const dialog = await uploadInDialog(
        page,
        'Upload',
        epubNamed(title, 'Ann Lee', 'en'),
        'Upload contents',
      );
      // Not stuck on "waiting": the row follows processing to its end.
      await dialog
        .getByText(`Processed. Added as “${title}”.`, { exact: true })
        .waitFor({ timeout: 120_000 });
      await saveScreenshot(page, 'book-metadata-upload-done-en');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Found by its own title, with the author the file gave.
      await page
        .getByRole('searchbox', { name: 'Search contents' })
        .or(page.getByRole('textbox', { name: 'Search contents' }))
        .fill(title);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const row = page
        .locator('main tbody tr')
        .filter({ has: page.getByRole('button', { name: title, exact: true }) });
      await row.getByText('Ann Lee', { exact: true }).waitFor();
      expect(await page.locator('main tbody tr').filter({ hasText: 'ux-test' }).count()).toBe(0);

      // The cover field: an uploaded image replaces the generated cover, then goes back.
      await row.getByRole('button', { name: title, exact: true }).click();
      const edit = page.getByRole('dialog', { name: title });
      await edit.getByText('This cover was made from the file.').waitFor();
      const cover = edit.getByRole('img', { name: `Cover of “${title}”` });
      const fileCover = await cover.getAttribute('src');
      expect(await edit.getByLabel('Language').inputValue()).toBe('en');
      await edit
        .locator('input[type="file"][accept*="image"]')
        .setInputFiles({ name: 'new-cover.png', mimeType: 'image/png', buffer: png('#c0392b') });
      await edit.getByText('An uploaded image is the cover.').waitFor();
      await expect.poll(() => cover.getAttribute('src')).not.toBe(fileCover);
      const uploadedCover = await cover.getAttribute('src');
      // What readers get at that address is the new image, not the file's cover.
      // Fetched by the browser: only Chromium resolves *.localhost names by itself.
      const bytesOf = (src: string) =>
        page.evaluate(async (address) => {
          const response = await fetch(address);
          return {
            status: response.status,
            bytes: [...new Uint8Array(await response.arrayBuffer())],
          };
        }, src);
      const fromFile = await bytesOf(fileCover!);
      const fromUpload = await bytesOf(uploadedCover!);
      expect([fromFile.status, fromUpload.status]).toEqual([200, 200]);
      expect(fromUpload.bytes).not.toEqual(fromFile.bytes);
      await saveScreenshot(page, 'book-metadata-cover-uploaded-en');

      await edit.getByRole('button', { name: 'Back to the cover made from the file' }).click();
      await edit.getByText('This cover was made from the file.').waitFor();
      await expect.poll(() => cover.getAttribute('src')).not.toBe(uploadedCover);
      await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
    } finally {
      await context.close();
    }
  });

  it('in Japanese, the dialog says when processing is done and names the book', async () => {
    const title = `灯台守の手紙 ${Date.now().toString(36)}`;
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${demoUrl}/admin-login`);
      await submitLoginForm(page, demoAccounts.companyAdmin);
      await waitForPath(page, '/company/dashboard');
      await page.goto(`${demoUrl}/company/contents`);
      await page.getByRole('heading', { name: 'コンテンツ', level: 1 }).waitFor();
      const dialog = await uploadInDialog(
        page,
        'アップロード',
        epubNamed(title, '山田 花子', 'ja'),
        'コンテンツをアップロード',
      );
      await dialog
        .getByText(`処理が完了しました。「${title}」として登録されています。`, { exact: true })
        .waitFor({ timeout: 120_000 });
      await saveScreenshot(page, 'book-metadata-upload-done-ja');
    } finally {
      await context.close();
    }
  });
});
