/**
 * The accessibility spec's helpers: the addresses of screens found on the demo sites (a book, a
 * group, a user, a company), and the waits before a screen is scanned.
 */
import type { Page } from 'playwright-core';
import { adminUrl, demoUrl } from './browser';
import { waitForNetworkQuiet } from './network-quiet';

/** The first user of the demo company's user list: their detail address. */
export async function findFirstUserDetailPath(page: Page): Promise<string> {
  await page.goto(`${demoUrl}/company/user`);
  const link = page.locator('main table tbody a').first();
  await link.waitFor({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the user list shows no user');
  return href;
}

/** The demo site's first book on the home page: its detail address. */
export async function findFirstBookPath(page: Page): Promise<string> {
  await page.goto(`${demoUrl}/`);
  // A reader's continue-reading shelf comes first; its cards open the reader, not the detail.
  const card = page.locator('main section ul li a:not([href^="/view-online"])').first();
  await card.waitFor();
  const href = await card.getAttribute('href');
  if (!href) throw new Error('the home page shows no book');
  return href;
}

/** The first result of the search page: its /search/{contentId} address. */
export async function findFirstSearchDetailPath(page: Page): Promise<string> {
  await page.goto(`${demoUrl}/search`);
  const link = page.locator('main section ul li h3 a').first();
  await link.waitFor({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the search page shows no result');
  return href;
}

/** The first content group's own page, from its heading on the home page. */
export async function findFirstGroupPath(page: Page): Promise<string> {
  await page.goto(`${demoUrl}/`);
  const heading = page.locator('main section h2 a').first();
  await heading.waitFor();
  const href = await heading.getAttribute('href');
  if (!href) throw new Error('the home page shows no content group');
  return href;
}

/** A reader's favourites page, from the side menu's entry (before Recently read, the last). */
export async function findFavoritesPath(page: Page): Promise<string> {
  await page.goto(`${demoUrl}/`);
  const entry = page.locator('nav a[href^="/"]:not([href="/recently-read"])').last();
  await page.locator('main section ul li a').first().waitFor();
  const href = await entry.getAttribute('href');
  if (!href) throw new Error('the side menu has no favourites entry');
  return href;
}

/** The first company's detail address, read from the company list. */
export async function findCompanyDetailPath(page: Page): Promise<string> {
  await page.goto(`${adminUrl}/admin/companies`);
  const link = page.locator('main table a[href^="/admin/"]').first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the company list shows no company');
  return href;
}

/** i18n keys shown as they are (`admin.accountTypes.ALL`): a text missing in this language. */
export async function findUntranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const keys = text.match(
    /\b(?:app|common|routes|nav|auth|account|admin|companyAdmin|contentAdmin|contentImport|reader|api|validation|language|home|library|search|fullText|searchAdmin|searchDisplayAdmin|hashtagAdmin|people|userImport|messages|branding|subscription|subscriptionAdmin)(?:\.[A-Za-z_]+){2,}\b/g,
  );
  return [...new Set(keys ?? [])];
}

/** Waits until the screen has loaded its code and data and shows its heading. */
export async function waitForScreen(page: Page): Promise<void> {
  await waitForNetworkQuiet(page);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0);
}

/**
 * Waits until no CSS transition or animation runs: a dialog or menu fading in is measured by
 * axe against its half-drawn backdrop (a blended colour), a contrast failure that is not there.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (a spinner) never finish; only those that end can be waited for.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}
