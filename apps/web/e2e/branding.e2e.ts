import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import type { AxeFinding } from './support/axe';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  waitForPath,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { callApiOk, signInDemoCompanyAdmin } from './support/site-api';

const host = 'demo.localhost';
const headerBackground = '#1d3557';
const widths = [1280, 375] as const;
const languages = [
  { code: 'ja', locale: 'ja-JP' },
  { code: 'en', locale: 'en-US' },
] as const;

/** Every part back to Hondana's defaults (the demo company other specs expect). */
async function resetBranding(token: string): Promise<void> {
  const call = (method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callApiOk(host, method, path, { token, body });
  await call('PUT', '/header/update', {
    background_color: null,
    text_color: null,
    title: null,
    show_logo: true,
  });
  const body = await callApiOk<Record<string, unknown>>(host, 'GET', '/body/detail', { token });
  await call(
    'PUT',
    '/body/update',
    Object.fromEntries(Object.keys(body).map((key) => [key, null])),
  );
  await call('PUT', '/input/update', { border_color: '#3d993a', hover_border_color: '#3d993a' });
  const footer = await callApiOk<{ links: { id: number }[] }>(host, 'GET', '/footer/detail', {
    token,
  });
  for (const link of footer.links) await call('DELETE', `/footer/delete/${link.id}`);
  await call('PUT', '/footer/update', {
    background_color: null,
    color: null,
    font_size: null,
    copy_right: null,
  });
  await call('PUT', '/banner/reset-banner');
  await call('PUT', '/custom-login/update', {
    background_color: null,
    text_color: null,
    title: null,
    description: null,
    title_of_email_field: null,
    title_of_password_field: null,
  });
  await call('PUT', '/layout-setting/reset-layout-setting');
}

/** The home page as a visitor sees it, at each width and language, with screenshots. */
async function shootHome(browser: Browser, stage: 'before' | 'after'): Promise<void> {
  for (const { code, locale } of languages) {
    const { context, page } = await openPage(browser, { locale });
    try {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${demoUrl}/`);
        await page.locator('main h1, main h2').first().waitFor();
        await saveScreenshot(page, `branding-${stage}-home-${code}-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${demoUrl}/login`);
      await page.locator('input[name="identity"]').waitFor();
      await saveScreenshot(page, `branding-${stage}-login-${code}`);
    } finally {
      await context.close();
    }
  }
}

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/**
 * The company administrator changes the header, body and sidebar, banner, footer and sign-in
 * page on /company/customize-template, watching the live preview; readers see every change on
 * their next page load, in both languages and at desktop and phone widths, and the pages still
 * pass axe.
 */
describe('branding: customise every part with a live preview; readers see it at once', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    token = await signInDemoCompanyAdmin(host);
    await resetBranding(token);
  });
  afterAll(async () => {
    await resetBranding(await signInDemoCompanyAdmin(host));
    await browser?.close();
  });

  it('shows the demo company before any customisation', async () => {
    await shootHome(browser, 'before');
  });

  it('saves each part from the form while the preview follows the unsaved values', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await signInCompanyAdminInEnglish(page);
      await page.getByRole('link', { name: 'Customize template' }).first().click();
      await waitForPath(page, '/company/customize-template');
      const preview = page.locator('figure');
      const form = page.locator('main form');
      const save = async () => {
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await page.getByText('Saved. Readers’ pages show it now.').last().waitFor();
      };

      // Header: the preview's header changes before anything is saved.
      await form.getByLabel('Background colour', { exact: true }).fill(headerBackground);
      await form.getByLabel('Text colour', { exact: true }).fill('#ffffff');
      await form.getByLabel(/^Title/).fill('Hondana Books');
      expect(await backgroundOf(page, 'figure header')).toBe('rgb(29, 53, 87)');
      await expect.poll(() => preview.locator('header').textContent()).toContain('Hondana Books');
      await saveScreenshot(page, 'branding-admin-header-en');
      await save();

      // Body and sidebar: a pair under 4.5:1 is warned about, then fixed.
      await page.getByRole('tab', { name: 'Body, sidebar, buttons' }).click();
      await form.getByLabel('Sidebar background', { exact: true }).fill('#f1faee');
      await form.getByLabel('Sidebar text', { exact: true }).fill('#cccccc');
      await form.getByText(/has a contrast ratio of/).waitFor();
      await form.getByLabel('Sidebar text', { exact: true }).fill('#1d3557');
      await form.getByLabel('Sidebar selected background', { exact: true }).fill('#a8dadc');
      await form.getByLabel('Sidebar selected text', { exact: true }).fill('#1d3557');
      await form.getByLabel('Sidebar heading bar background', { exact: true }).fill('#457b9d');
      await form.getByLabel('Sidebar heading bar text', { exact: true }).fill('#ffffff');
      await form.getByLabel('Button colour', { exact: true }).fill('#1d3557');
      await form.getByLabel('Button text colour', { exact: true }).fill('#ffffff');
      await form.getByText('Every colour pair meets WCAG AA contrast.').waitFor();
      expect(await backgroundOf(page, 'figure nav .MuiPaper-root')).toBe('rgb(241, 250, 238)');
      await save();

      // Banner: a notice with its own colours.
      await page.getByRole('tab', { name: 'Banner' }).click();
      await form.getByLabel('Show the banner').check();
      await form.getByLabel(/^Message/).fill('Spring reading week: every book free');
      await form.getByLabel('Background colour', { exact: true }).fill('#c1121f');
      await form.getByLabel('Text colour', { exact: true }).fill('#ffffff');
      await form.getByLabel(/^Link/).fill('/home-search');
      await preview.getByText('Spring reading week: every book free').waitFor();
      await form.getByText('Every colour pair meets WCAG AA contrast.').waitFor();
      await save();

      // Footer: colours and copyright saved with the form, a link saved from its dialog.
      await page.getByRole('tab', { name: 'Footer' }).click();
      await form.getByLabel('Background colour', { exact: true }).fill('#1d3557');
      await form.getByLabel('Text colour', { exact: true }).fill('#f1faee');
      await form.getByLabel(/^Copyright line/).fill('© Hondana Books');
      await save();
      await form.getByRole('button', { name: 'Add a link' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Label/).fill('Find a book');
      await dialog.getByLabel(/^Address/).fill('search');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('A path starting with / (e.g. /search)').waitFor();
      await dialog.getByLabel(/^Address/).fill('/home-search');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await form.getByText('Find a book').waitFor();
      await preview.locator('footer').getByText('Find a book').waitFor();

      // Sign-in page: its texts and backdrop, previewed as the sign-in card.
      await page.getByRole('tab', { name: 'Sign-in page' }).click();
      await form.getByLabel('Background colour', { exact: true }).fill('#f1faee');
      await form.getByLabel(/^Title/).fill('Welcome to Hondana Books');
      await form.getByLabel(/^Description/).fill('Sign in with the e-mail address you registered.');
      await preview.getByText('Welcome to Hondana Books').waitFor();
      await save();

      // The phone preview, then the administrator's own pages keep the default look.
      await page.getByRole('button', { name: 'Phone (375 px)' }).click();
      await saveScreenshot(page, 'branding-admin-login-phone-en');
      const adminHeader = await backgroundOf(page, 'body > div header');
      expect(adminHeader).toBe('rgb(245, 245, 245)');
    } finally {
      await context.close();
    }
  });

  it('shows every change to readers on their next load, ja and en, 1280 and 375 px', async () => {
    await shootHome(browser, 'after');
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/`);
      await page.getByText('Spring reading week: every book free').waitFor();
      expect(await backgroundOf(page, 'header')).toBe('rgb(29, 53, 87)');
      await expect.poll(() => page.locator('header').textContent()).toContain('Hondana Books');
      await page.locator('footer').getByRole('link', { name: 'Find a book' }).waitFor();
      await page.locator('footer').getByText('© Hondana Books').waitFor();
      await page.goto(`${demoUrl}/login`);
      await page.getByRole('heading', { name: 'Welcome to Hondana Books' }).waitFor();
      await page.getByText('Sign in with the e-mail address you registered.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps home, search, detail and login free of serious axe findings with the branding', async () => {
    const findings: AxeFinding[] = [];
    for (const { locale } of languages) {
      const { context, page } = await openPage(browser, { locale });
      try {
        for (const path of ['/', '/home-search', '/login']) {
          await page.goto(`${demoUrl}${path}`);
          await page.locator('main').waitFor();
          await page.waitForLoadState('networkidle');
          findings.push(...(await scanPage(page, `${locale} ${path}`)));
        }
        await page.goto(`${demoUrl}/`);
        await page.locator('main a[href*="/"]').nth(3).waitFor();
        const book = await page
          .locator('main a')
          .evaluateAll((links) =>
            links
              .map((link) => link.getAttribute('href') ?? '')
              .find((href) => /^\/\d+\/[a-z0-9]{20,64}$/.test(href)),
          );
        if (book) {
          await page.goto(`${demoUrl}${book}`);
          await page.locator('main h1').waitFor();
          findings.push(...(await scanPage(page, `${locale} ${book}`)));
        }
      } finally {
        await context.close();
      }
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
