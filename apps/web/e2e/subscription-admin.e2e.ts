/**
 * Issue 19, part 7, the administrator's subscription screens: with subscriptions on, the company
 * administrator adds a plan with a content group and an image, gives its first period a discount,
 * adds a coupon, and sees them listed; axe finds no serious or critical violation on
 * /company/subscription and /company/coupon in Japanese and English; the payments tab searches
 * every reader's payments and downloads their CSV (issue 20, part 7). The demo company's
 * subscriptions are switched off again and what the spec made is deleted at the end (other specs
 * read the demo company's menus).
 */
import { readFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import type { AxeFinding } from './support/axe';
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
import { findUntranslatedKeys, waitForScreen, waitForTransitions } from './support/screens';
import { callApi, callApiOk, signInDemoCompanyAdmin } from './support/site-api';

const demoHost = 'demo.localhost';

/** A real 2×2 PNG (the server judges an image by its bytes). */
function makePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = [0, 200, 60, 40, 40, 90, 200];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks a value of one of the dialog's MUI selects by their labels. */
async function choose(page: Page, field: string, option: string): Promise<void> {
  // A select's name is its label and its value ("Discount type None").
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: new RegExp(`^${field}`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the company administrator manages subscription plans and coupons', () => {
  let browser: Browser;
  let adminToken: string;
  let groupName: string;
  const stamp = Date.now();
  const planName = `E2E plan ${stamp}`;
  const couponCode = `e2e-${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // The demo company sells subscriptions (seeded with show_subscription_status on).
    adminToken = await signInDemoCompanyAdmin(demoHost);
    const groups = await callApiOk<{ name: string; type: string }[]>(
      demoHost,
      'GET',
      '/content-group/all',
      { token: adminToken },
    );
    const group = groups.find((candidate) => candidate.type === 'NORMAL');
    if (!group) throw new Error('the demo company has no content group');
    groupName = group.name;
  });

  afterAll(async () => {
    await browser?.close();
    const list = <T>(path: string) =>
      callApiOk<{ content: T[] }>(demoHost, 'GET', path, { token: adminToken });
    const plans = await list<{ id: number; name: string }>(
      `/subscription-plan/page?size=100&search_key=${encodeURIComponent(planName)}`,
    );
    for (const plan of plans.content.filter((row) => row.name === planName))
      await callApi(demoHost, 'DELETE', `/subscription-plan/${plan.id}`, { token: adminToken });
    const coupons = await list<{ id: number; coupon_code: string }>(
      `/manage-coupon/page?size=100&search_key=${encodeURIComponent(couponCode)}`,
    );
    for (const coupon of coupons.content)
      await callApi(demoHost, 'DELETE', `/manage-coupon/${coupon.id}`, { token: adminToken });
  });

  it('adds a plan with a group, an image and a discount by period, and a coupon', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Plans', exact: true })
        .click();
      await waitForPath(page, '/company/subscription');
      await page.getByRole('heading', { name: 'Subscription plans', level: 1 }).waitFor();

      // ---- the plan ----
      await page.getByRole('button', { name: 'Add plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a plan' });
      await dialog.getByLabel(/^Plan name/).fill(planName);
      await dialog.getByLabel(/^Price \(yen/).fill('1000');
      await dialog.getByLabel(/^Discount price \(yen/).fill('800');
      await dialog.getByLabel(/^Duration/).fill('1');
      await choose(page, 'Discount type', 'Discounts by period');
      await dialog.getByRole('combobox', { name: /^Content groups/ }).fill(groupName);
      await page.getByRole('option', { name: groupName, exact: true }).click();
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: makePng() });
      await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
      await saveScreenshot(page, 'subscription-admin-plan-dialog-en');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      const row = page.getByRole('row').filter({ hasText: planName });
      await row.waitFor();
      await expect(row.innerText()).resolves.toMatch(/List price\s*¥1,000\s*Discount price\s*¥800/);
      await expect(row.innerText()).resolves.toContain(groupName);
      const thumbnail = row.getByRole('img', { name: `Image of “${planName}”` });
      await thumbnail.waitFor();
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await thumbnail.elementHandle(),
      );

      // ---- its first period at half price ----
      await row.getByRole('button', { name: `Discounts by period of “${planName}”` }).click();
      const ordinals = page.getByRole('dialog', { name: `Discounts by period: ${planName}` });
      await ordinals.getByRole('button', { name: 'Add discount' }).click();
      const ordinalDialog = page.getByRole('dialog', { name: 'Add a discount' });
      await expect(ordinalDialog.getByLabel(/^Period \(1 = the first/).inputValue()).resolves.toBe(
        '1',
      );
      await ordinalDialog.getByLabel(/^Discount\s*\*?$/).fill('50');
      await ordinalDialog.getByRole('button', { name: 'Save' }).click();
      await ordinalDialog.waitFor({ state: 'detached' });
      // 800 yen, half off: 400 yen before tax, through priceOf.
      const entry = ordinals.getByRole('row').filter({ hasText: 'Period 1' });
      await entry.waitFor();
      await expect(entry.innerText()).resolves.toMatch(/50%\s*¥400 \(\+tax\)/);
      await saveScreenshot(page, 'subscription-admin-ordinals-en');
      await ordinals.getByRole('button', { name: 'Close' }).click();

      // ---- the coupon ----
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Coupons' })
        .click();
      await waitForPath(page, '/company/coupon');
      await page.getByRole('button', { name: 'Add coupon' }).click();
      const couponDialog = page.getByRole('dialog', { name: 'Add a coupon' });
      await couponDialog.getByLabel(/^Coupon code/).fill(couponCode);
      await couponDialog.getByLabel(/^Name/).fill('E2E coupon');
      await choose(page, 'Discount by', 'Amount (yen)');
      await couponDialog.getByLabel(/^Discount\s*\*?$/).fill('500');
      await couponDialog.getByLabel(/^Number of uses/).fill('5');
      await couponDialog.getByLabel(/^Expiry date/).fill('2099-12-31');
      await couponDialog.getByRole('button', { name: 'Save' }).click();
      await couponDialog.waitFor({ state: 'detached' });
      const couponRow = page.getByRole('row').filter({ hasText: couponCode.toUpperCase() });
      await couponRow.waitFor();
      await expect(couponRow.innerText()).resolves.toMatch(
        /E2E coupon\s*¥500\s*2099\/12\/31\s*0 \/ 5/,
      );
      await saveScreenshot(page, 'subscription-admin-coupons-en');
    } finally {
      await context.close();
    }
  });

  it('shows every reader’s payments on the payments tab, searches them and downloads the CSV', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page.goto(`${demoUrl}/company/subscription`);
      await page.getByRole('tab', { name: 'Payment history' }).click();
      await waitForPath(page, '/company/subscription');
      await page.getByRole('heading', { name: 'Payment history', level: 1 }).waitFor();
      // The demo's readers may or may not have paid by now (other specs): the list or its
      // empty state, then a search nothing matches.
      await page.locator('main table tbody tr, main [role="status"]').first().waitFor();
      const search = page.getByRole('search');
      await search.getByLabel('Plan, order number or reader').fill(`none-${stamp}`);
      await search.getByRole('button', { name: 'Search' }).click();
      await page.getByText('No payment matches.').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('payments.csv');
      const file = await download.path();
      const text = readFileSync(file, 'utf8');
      // A byte-order mark and the header row; the search matched nothing, so nothing else.
      expect(text.startsWith('\uFEFForder_id,created_date,status,')).toBe(true);
      expect(text.trim().split('\r\n')).toHaveLength(1);

      for (const locale of ['en', 'ja'] as const) {
        if (locale === 'ja') {
          await page
            .locator('header')
            .getByRole('button', { name: /^JA \(/ })
            .click();
          await page.waitForFunction(() => document.documentElement.lang === 'ja');
        }
        await page.goto(`${demoUrl}/company/subscription?tab=payments`);
        await waitForScreen(page);
        await page.locator('main table tbody tr, main [role="status"]').first().waitFor();
        await waitForTransitions(page);
        const findings = await scanPage(page, `/company/subscription?tab=payments (${locale})`);
        expect(findings, formatFindings(findings)).toEqual([]);
        expect(await findUntranslatedKeys(page)).toEqual([]);
        await saveScreenshot(page, `subscription-admin-payments-${locale}`);
      }
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical axe violation on the plans and coupons, in ja and en', async () => {
    const findings: AxeFinding[] = [];
    const untranslated: string[] = [];
    for (const locale of ['ja-JP', 'en-US']) {
      const { context, page } = await openPage(browser, { locale });
      try {
        if (locale === 'en-US') await signInCompanyAdminInEnglish(page);
        else {
          await page.goto(`${demoUrl}/admin-login`);
          await submitLoginForm(page, demoAccounts.companyAdmin);
          await waitForPath(page, '/company/dashboard');
        }
        const language = locale.slice(0, 2);
        for (const path of ['/company/subscription', '/company/coupon']) {
          await page.goto(`${demoUrl}${path}`);
          await waitForScreen(page);
          await page.locator('main table tbody tr').first().waitFor();
          findings.push(...(await scanPage(page, `${path} (${language})`)));
          untranslated.push(...(await findUntranslatedKeys(page)));
          await saveScreenshot(page, `subscription-admin${path.replaceAll('/', '-')}-${language}`);
          // The add dialog too: its fields, selects and the image picker.
          await page
            .locator('main')
            .getByRole('button', { name: /を追加$|^Add / })
            .first()
            .click();
          await page.getByRole('dialog').locator('input').first().waitFor();
          await waitForTransitions(page);
          findings.push(...(await scanPage(page, `${path} add dialog (${language})`)));
          await saveScreenshot(
            page,
            `subscription-admin${path.replaceAll('/', '-')}-dialog-${language}`,
          );
          await page.keyboard.press('Escape');
        }
      } finally {
        await context.close();
      }
    }
    expect(untranslated).toEqual([]);
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
