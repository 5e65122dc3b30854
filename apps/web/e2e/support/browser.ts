/**
 * Shared set-up of the end-to-end specs: one Chromium per spec file, a fresh context (cookies,
 * storage, locale) per test, addresses of the demo and admin sites, and screenshots.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { trackRequests } from './network-quiet';
import { watchForRefusals } from './refusals';

const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('E2E_PORT is not set: run the specs through apps/web/e2e/run.mjs');
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

/** The port the runner started the server on (for addresses of other *.localhost sites). */
export const e2ePort = port;

/** Chromium resolves every *.localhost name to the loopback address by itself. */
export const demoUrl = `http://demo.localhost:${port}`;
export const adminUrl = `http://admin.localhost:${port}`;

/** The address of any company site of this run, by its domain (e.g. 'open-x.localhost'). */
export function getSiteUrl(domain: string): string {
  return `http://${domain}:${port}`;
}

export const demoAccounts = {
  reader: { identity: 'reader@demo.localhost', password: 'DemoReader1' },
  companyAdmin: { identity: 'admin@demo.localhost', password: 'DemoAdmin1' },
  systemAdmin: { identity: 'sysadmin@admin.localhost', password: 'DemoSystem1' },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser profile with the given language (ja-JP by default, as the product's), on a
 * desktop screen unless a device (a phone's viewport, touch) is given.
 */
export async function openPage(
  browser: Browser,
  options: { locale?: string } & Pick<
    BrowserContextOptions,
    'viewport' | 'hasTouch' | 'isMobile'
  > = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { locale = 'ja-JP', viewport = { width: 1280, height: 860 }, ...device } = options;
  const context = await browser.newContext({
    locale,
    extraHTTPHeaders: { 'Accept-Language': locale },
    viewport,
    ...device,
  });
  watchForRefusals(context);
  trackRequests(context);
  const page = await context.newPage();
  return { context, page };
}

/** The path part of the page's address, once it equals `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === expected, { timeout: 20_000 });
}

/** Signs in through the form of the login page that is open. */
export async function submitLoginForm(
  page: Page,
  account: { identity: string; password: string },
): Promise<void> {
  await page.locator('input[name="identity"]').fill(account.identity);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
}

/** Saves a full-page PNG under apps/web/e2e/artifacts/ (gitignored). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs in on `site`'s /admin-login as a company administrator (the demo company's by default). */
export async function signInCompanyAdmin(
  page: Page,
  options: { site?: string; account?: { identity: string; password: string } } = {},
): Promise<void> {
  await page.goto(`${options.site ?? demoUrl}/admin-login`);
  await submitLoginForm(page, options.account ?? demoAccounts.companyAdmin);
  await waitForPath(page, '/company/dashboard');
}

/**
 * signInCompanyAdmin, then the screens in English through the header's switcher (the account's
 * own language is Japanese).
 */
export async function signInCompanyAdminInEnglish(
  page: Page,
  options: Parameters<typeof signInCompanyAdmin>[1] = {},
): Promise<void> {
  await signInCompanyAdmin(page, options);
  await page
    .locator('header')
    .getByRole('button', { name: /^EN \(/ })
    .click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}
