import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import type { AxeFinding } from './support/axe';
import type { CompanyTexts } from './support/branding';
import {
  drawPng,
  findBookPath,
  languages,
  readerPaths,
  readCompanyTexts,
  resetBranding,
  restoreCompanyTexts,
  shootReaders,
  styleOf,
  waitUntilDrawn,
} from './support/branding';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  waitForPath,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { signInDemoCompanyAdmin } from './support/site-api';

const host = 'demo.localhost';
const navy = { hex: '#1d3557', rgb: 'rgb(29, 53, 87)' };
const adminDefaultBorder = 'rgb(61, 153, 58)';

/**
 * The company administrator changes each part on /company/customize-template, watching the live
 * preview; readers see each change on their next page load. The readers' pages are photographed
 * as a visitor sees them, once before any change and after each part's change (the next part's
 * "before"), in both languages, 1280 and 375 px wide (apps/web/e2e/artifacts/branding-*), and
 * the branded pages still pass axe.
 */
describe('branding: customise every part with a live preview; readers see it at once', () => {
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;
  let demoTexts: CompanyTexts | undefined;
  const form = () => admin.locator('main form');
  const preview = () => admin.locator('figure');
  const openPart = async (name: string) => {
    await admin.getByRole('tab', { name, exact: true }).click();
    await form().getByRole('heading', { name, exact: true }).waitFor();
  };
  const save = async () => {
    await form().getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Saved. Readers’ pages show it now.').last().waitFor();
  };
  const fillColor = (label: string, value: string) =>
    form().getByLabel(label, { exact: true }).fill(value);

  /** Runs `check` on a visitor's fresh page on `path` (English), drawn; closes it after. */
  async function asVisitor(path: string, check: (page: Page) => Promise<void>): Promise<void> {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}${path}`);
      await waitUntilDrawn(page);
      await check(page);
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const token = await signInDemoCompanyAdmin(host);
    demoTexts = await readCompanyTexts(token);
    await resetBranding(token);
    readerPaths.detail = await findBookPath(browser);
    await shootReaders(browser, 'default', ['home', 'detail', 'search', 'login']);
    ({ context: adminContext, page: admin } = await openPage(browser, { locale: 'en-US' }));
    await signInCompanyAdminInEnglish(admin);
    await admin.getByRole('link', { name: 'Customize template' }).first().click();
    await waitForPath(admin, '/company/customize-template');
    await form().getByRole('heading', { name: 'Header' }).waitFor();
  }, 150_000);
  afterAll(async () => {
    await adminContext?.close();
    const token = await signInDemoCompanyAdmin(host);
    await resetBranding(token);
    if (demoTexts) await restoreCompanyTexts(token, demoTexts);
    await browser?.close();
  });

  it('header: logo, colours and title, previewed before saving', async () => {
    const chooser = admin.waitForEvent('filechooser');
    await form().getByRole('button', { name: 'Choose an image (Logo)' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await drawPng(admin, navy.hex, 'H'),
    });
    await admin.getByText('The Logo was replaced.').waitFor();
    await fillColor('Background colour', navy.hex);
    await fillColor('Text colour', '#ffffff');
    await form()
      .getByLabel(/^Title(?!.* in English)/)
      .fill('Hondana Books');
    await form().getByLabel('Show the logo').check();
    // The preview's header changes before anything is saved.
    expect(await styleOf(preview().locator('header'), 'backgroundColor')).toBe(navy.rgb);
    await expect.poll(() => preview().locator('header').textContent()).toContain('Hondana Books');
    // The menu toggle takes the header's text colour, not a dark grey on the navy (issue 21, 12).
    const toggle = preview().locator('header button[aria-controls="preview-drawer"]');
    await expect.poll(() => styleOf(toggle, 'color')).toBe('rgb(255, 255, 255)');
    // The desktop preview is drawn large enough to read: at least 70 % of its 1,280 px.
    expect((await preview().boundingBox())?.width ?? 0).toBeGreaterThan(0.7 * 1280);
    await saveScreenshot(admin, 'branding-admin-header-en');
    await save();
    await shootReaders(browser, 'header', ['home']);

    await asVisitor('/', async (page) => {
      expect(await styleOf(page.locator('header'), 'backgroundColor')).toBe(navy.rgb);
      await expect.poll(() => page.locator('header').textContent()).toContain('Hondana Books');
      // The welcome line names the site as its header does.
      await page.getByRole('heading', { level: 1, name: 'Welcome to Hondana Books' }).waitFor();
      const logo = page.locator('header img').first();
      expect(await logo.getAttribute('src')).toMatch(/\/company\/public\/image\/logo\//);
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
    });
  });

  it('body, sidebar and buttons: a pair under 4.5:1 is warned about, then fixed', async () => {
    await openPart('Body, sidebar, buttons');
    await fillColor('Sidebar background', '#f1faee');
    await fillColor('Sidebar text', '#cccccc');
    await form()
      .getByText(/has a contrast ratio of/)
      .waitFor();
    // The warning is said under the field it is about, as that field's description.
    const description = await form()
      .getByLabel('Sidebar text', { exact: true })
      .evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(description).toMatch(/^Sidebar text on Sidebar background has a contrast ratio of/);
    await form()
      .getByText(/below WCAG AA contrast: see the notes? under/)
      .waitFor();
    await fillColor('Sidebar text', navy.hex);
    await fillColor('Sidebar selected background', '#a8dadc');
    await fillColor('Sidebar selected text', navy.hex);
    await fillColor('Sidebar heading bar background', '#457b9d');
    await fillColor('Sidebar heading bar text', '#ffffff');
    await fillColor('Button colour', navy.hex);
    await fillColor('Button text colour', '#ffffff');
    await fillColor('“Show more” button text', '#c1121f');
    await form().getByText('Every colour pair meets WCAG AA contrast.').waitFor();
    expect(await styleOf(preview().locator('nav .MuiPaper-root'), 'backgroundColor')).toBe(
      'rgb(241, 250, 238)',
    );
    await save();
    await shootReaders(browser, 'body', ['home', 'detail']);

    await asVisitor('/', async (page) => {
      expect(await styleOf(page.locator('nav .MuiPaper-root'), 'backgroundColor')).toBe(
        'rgb(241, 250, 238)',
      );
    });
  });

  it('inputs: readers get the border colour, the administrator keeps the default', async () => {
    await openPart('Inputs');
    await fillColor('Border colour', '#7b2cbf');
    await fillColor('Border colour under the mouse', '#3c096c');
    await save();
    await shootReaders(browser, 'input', ['search']);

    await asVisitor('/search', async (page) => {
      const outline = page.locator('main .MuiOutlinedInput-notchedOutline');
      expect(await styleOf(outline, 'borderColor')).toBe('rgb(123, 44, 191)');
    });
    // product.md §6: administrators always see the default input styling.
    const adminOutline = form().locator('.MuiOutlinedInput-notchedOutline');
    expect(await styleOf(adminOutline, 'borderColor')).toBe(adminDefaultBorder);
  });

  it('tabs: the tab bar and the selected tab in the company colours', async () => {
    await openPart('Tabs');
    await fillColor('Tab bar background', '#f1faee');
    await fillColor('Tab text', navy.hex);
    await fillColor('Selected tab background', navy.hex);
    await fillColor('Selected tab text', '#ffffff');
    await form().getByText('Every colour pair meets WCAG AA contrast.').waitFor();
    await save();
    await shootReaders(browser, 'tabs', ['search']);

    await asVisitor('/search', async (page) => {
      expect(await styleOf(page.locator('main .MuiTabs-root'), 'backgroundColor')).toBe(
        'rgb(241, 250, 238)',
      );
      expect(await styleOf(page.locator('main .MuiTab-root.Mui-selected'), 'color')).toBe(
        'rgb(255, 255, 255)',
      );
    });
  });

  it('banner: a notice with its own colours and link', async () => {
    await openPart('Banner');
    await form().getByLabel('Show the banner').check();
    await form()
      .getByLabel(/^Message(?!.* in English)/)
      .fill('Spring reading week: every book free');
    await fillColor('Background colour', '#c1121f');
    await fillColor('Text colour', '#ffffff');
    await form()
      .getByLabel(/^Link(?!.* in English)/)
      .fill('/home-search');
    await preview().getByText('Spring reading week: every book free').waitFor();
    await form().getByText('Every colour pair meets WCAG AA contrast.').waitFor();
    await save();
    await shootReaders(browser, 'banner', ['home']);

    await asVisitor('/', async (page) => {
      const banner = page.getByRole('link', { name: 'Spring reading week: every book free' });
      expect(await banner.getAttribute('href')).toBe('/home-search');
    });
  });

  it('footer: colours and copyright with the form, a link from its dialog', async () => {
    await openPart('Footer');
    await fillColor('Background colour', navy.hex);
    await fillColor('Text colour', '#f1faee');
    await form()
      .getByLabel(/^Copyright line(?!.* in English)/)
      .fill('© Hondana Books');
    await save();
    await form().getByRole('button', { name: 'Add a link' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(/^Label(?!.* in English)/).fill('Find a book');
    await dialog.getByLabel(/^Address(?!.* in English)/).fill('search');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A path starting with / (e.g. /search)').waitFor();
    await dialog.getByLabel(/^Address(?!.* in English)/).fill('/home-search');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await form().getByText('Find a book').waitFor();
    await preview().locator('footer').getByText('Find a book').waitFor();
    await shootReaders(browser, 'footer', ['home']);

    await asVisitor('/', async (page) => {
      await page.locator('footer').getByRole('link', { name: 'Find a book' }).waitFor();
      await page.locator('footer').getByText('© Hondana Books').waitFor();
      expect(await styleOf(page.locator('footer'), 'backgroundColor')).toBe(navy.rgb);
    });
  });

  it('sign-in page: its texts, field label and backdrop, previewed as the sign-in card', async () => {
    await openPart('Sign-in page');
    await fillColor('Background colour', '#f1faee');
    await form()
      .getByLabel(/^Title(?!.* in English)/)
      .fill('Welcome to Hondana Books');
    await form()
      .getByLabel(/^Description(?!.* in English)/)
      .fill('Sign in with the e-mail address you registered.');
    await form()
      .getByLabel(/^Label of the ID field(?!.* in English)/)
      .fill('Member ID or e-mail');
    await preview().getByText('Welcome to Hondana Books').waitFor();
    await admin.getByRole('button', { name: 'Phone (375 px)' }).click();
    await saveScreenshot(admin, 'branding-admin-login-phone-en');
    await admin.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await save();
    await shootReaders(browser, 'login', ['login']);

    await asVisitor('/login', async (page) => {
      await page.getByRole('heading', { name: 'Welcome to Hondana Books' }).waitFor();
      await page.getByText('Sign in with the e-mail address you registered.').waitFor();
      await page.getByLabel(/^Member ID or e-mail(?!.* in English)/).waitFor();
    });
  });

  it('page title: the browser tab of readers’ pages, in each language', async () => {
    await openPart('Page title');
    await form()
      .getByLabel(/^Page title(?!.* in English)/)
      .fill('Hondana 書店 — どこでも読める');
    await form()
      .getByLabel(/^Page title in English/)
      .fill('Hondana Books — read anywhere');
    // The administrator works in English, so the preview line names the English title.
    await form().getByText('Shown on the browser tab: Hondana Books — read anywhere').waitFor();
    await save();
    await asVisitor('/', async (page) => {
      await expect.poll(() => page.title()).toBe('Hondana Books — read anywhere');
    });
    const { context, page } = await openPage(browser, { locale: 'ja-JP' });
    try {
      await page.goto(`${demoUrl}/`);
      await expect.poll(() => page.title()).toBe('Hondana 書店 — どこでも読める');
    } finally {
      await context.close();
    }
  });

  it('layout: the search page for readers, then reset to the home page', async () => {
    await openPart('Layout');
    await form().getByLabel('Layout of readers’ pages').click();
    await admin.getByRole('option', { name: 'Search page' }).click();
    await save();
    // Administrators keep their own layout whatever the readers get.
    await admin.getByRole('heading', { name: 'Customize template' }).waitFor();
    await shootReaders(browser, 'layout', ['home']);
    await asVisitor('/', async (page) => {
      await waitForPath(page, '/search');
    });

    await form().getByRole('button', { name: 'Reset to default' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await admin.getByText('Reset to the default.').last().waitFor();
    await asVisitor('/', async (page) => {
      await page.locator('nav').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  it('keeps home, search, detail and login free of serious axe findings with the branding', async () => {
    const findings: AxeFinding[] = [];
    for (const { locale } of languages) {
      const { context, page } = await openPage(browser, { locale });
      try {
        for (const path of Object.values(readerPaths)) {
          await page.goto(`${demoUrl}${path}`);
          await waitUntilDrawn(page);
          findings.push(...(await scanPage(page, `${locale} ${path}`)));
        }
      } finally {
        await context.close();
      }
    }
    expect(findings, formatFindings(findings)).toEqual([]);
  });
});
