/**
 * The branding spec's helpers: putting the demo company's branding back, and photographing the
 * readers' pages as a visitor sees them.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { demoUrl, openPage, saveScreenshot } from './browser';
import { waitForNetworkQuiet } from './network-quiet';
import { callApiOk } from './site-api';

const host = 'demo.localhost';
const widths = [1280, 375] as const;
export const languages = [
  { code: 'ja', locale: 'ja-JP' },
  { code: 'en', locale: 'en-US' },
] as const;

/** The demo company's own texts (page title and sign-in page, each with its English variant). */
export interface CompanyTexts {
  pageTitle: Record<string, unknown>;
  login: Record<string, unknown>;
}

/** Reads the texts resetBranding clears, for restoreCompanyTexts to put back after the spec. */
export async function readCompanyTexts(token: string): Promise<CompanyTexts> {
  const get = (path: string) => callApiOk<Record<string, unknown>>(host, 'GET', path, { token });
  return { pageTitle: await get('/page-title/detail'), login: await get('/custom-login/detail') };
}

/** Puts back what readCompanyTexts read: later specs expect the demo company's own texts. */
export async function restoreCompanyTexts(token: string, texts: CompanyTexts): Promise<void> {
  await callApiOk(host, 'PUT', '/page-title/update', { token, body: texts.pageTitle });
  await callApiOk(host, 'PUT', '/custom-login/update', { token, body: texts.login });
}

/** Every part back to Hondana's defaults (restoreCompanyTexts then puts the demo's texts back). */
export async function resetBranding(token: string): Promise<void> {
  const call = (method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
    callApiOk(host, method, path, { token, body });
  // The logo this spec uploads stays (no call removes a logo), hidden as it was absent before.
  await call('PUT', '/header/update', {
    background_color: null,
    text_color: null,
    title: null,
    show_logo: false,
  });
  const body = await callApiOk<Record<string, unknown>>(host, 'GET', '/body/detail', { token });
  await call(
    'PUT',
    '/body/update',
    Object.fromEntries(Object.keys(body).map((key) => [key, null])),
  );
  await call('PUT', '/input/update', { border_color: '#3d993a', hover_border_color: '#3d993a' });
  const tabs = await callApiOk<{ show_tabs: boolean; all_tab_label: string | null }>(
    host,
    'GET',
    '/tab-setting/detail',
    { token },
  );
  await call('PUT', '/tab-setting/update', {
    show_tabs: tabs.show_tabs,
    all_tab_label: tabs.all_tab_label,
    tab_background_color: null,
    tab_text_color: null,
    active_tab_background_color: null,
    active_tab_text_color: null,
  });
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
  await call('PUT', '/page-title/update', { title_page: 'Hondana Demo' });
}

/** Waits until the page has drawn and the images in view have loaded (covers, logo, banner). */
export async function waitUntilDrawn(page: Page): Promise<void> {
  await page.locator('main h1, main h2, input[name="identity"]').first().waitFor();
  await waitForNetworkQuiet(page);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
}

/**
 * The address of a book's detail page, from the home page as a visitor sees it, once every demo
 * book is there (a job processes them after the server starts; readers see processed books only).
 */
export async function findBookPath(browser: Browser): Promise<string> {
  const demoBookCount = 5;
  const { context, page } = await openPage(browser);
  try {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      await page.goto(`${demoUrl}/`);
      await page.locator('main h1').waitFor();
      await waitForNetworkQuiet(page);
      const books = await page
        .locator('main a')
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => /^\/\d+\/[a-z0-9]{20,64}$/.test(href)),
        );
      if (books.length >= demoBookCount) return books[0]!;
      await page.waitForTimeout(1000);
    }
    throw new Error('the demo books were not all processed within 90 s');
  } finally {
    await context.close();
  }
}

/** The readers' pages the spec photographs; the detail page's address is found at start. */
export type ReaderPage = 'home' | 'search' | 'detail' | 'login';
export const readerPaths: Record<ReaderPage, string> = {
  home: '/',
  search: '/search',
  detail: '',
  login: '/login',
};

/**
 * A visitor's screenshots of `pages` in Japanese and English, 1280 and 375 px wide, named
 * `branding-<look>-<page>-<lang>-<width>.png`.
 */
export async function shootReaders(
  browser: Browser,
  look: string,
  pages: readonly ReaderPage[],
): Promise<void> {
  for (const { code, locale } of languages) {
    const { context, page } = await openPage(browser, { locale });
    try {
      for (const name of pages) {
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${demoUrl}${readerPaths[name]}`);
          await waitUntilDrawn(page);
          await saveScreenshot(page, `branding-${look}-${name}-${code}-${width}`);
        }
      }
    } finally {
      await context.close();
    }
  }
}

export const styleOf = (locator: Locator, property: 'backgroundColor' | 'borderColor' | 'color') =>
  locator.first().evaluate((element, name) => getComputedStyle(element)[name], property);

/** A PNG drawn by the browser itself (a square in `color` with a letter), for the image pickers. */
export async function drawPng(page: Page, color: string, letter: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ color, letter }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 96;
      canvas.height = 96;
      const context = canvas.getContext('2d')!;
      context.fillStyle = color;
      context.fillRect(0, 0, 96, 96);
      context.fillStyle = '#ffffff';
      context.font = 'bold 64px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(letter, 48, 52);
      return canvas.toDataURL('image/png');
    },
    { color, letter },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}
