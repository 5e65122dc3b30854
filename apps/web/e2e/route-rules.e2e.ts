import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  adminUrl,
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  getSiteUrl,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { waitForNetworkQuiet } from './support/network-quiet';
import { createCompany, signInSystemAdmin } from './support/site-api';

/** Opens `from` and waits until the route rules have settled on the path `to`. */
async function expectRoute(page: Page, from: string, to: string): Promise<void> {
  await page.goto(from);
  if (new URL(from).pathname.replace(/(.)\/$/, '$1') === to) {
    // Staying put looks the same as a redirect not made yet: wait until the page has loaded the
    // session and settings the guard decides by, then check that it did not move.
    await waitForNetworkQuiet(page);
    expect(new URL(page.url()).pathname).toBe(to);
    return;
  }
  await waitForPath(page, to);
}

async function expectNotFoundPage(page: Page, address: string): Promise<void> {
  await page.goto(address);
  // A signed-in reader sees the account's language (Japanese for the demo reader).
  await page
    .getByRole('heading', {
      name: /^(SO SORRY, PAGE NOT FOUND|申し訳ありません。ページが見つかりません)$/,
    })
    .waitFor();
  // The 404 page shows in place: the address stays as typed.
  expect(page.url()).toBe(address);
}

describe('route rules per role (product.md §2 Route rules, §6 landing pages)', () => {
  let browser: Browser;
  let adminToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInSystemAdmin();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends an anonymous visitor to the login of the route: admin routes to /admin-login, reader routes to /login', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await expectRoute(page, `${demoUrl}/company/dashboard`, '/admin-login');
      await expectRoute(page, `${demoUrl}/admin/companies`, '/admin-login');
      await expectRoute(page, `${demoUrl}/profile`, '/login');
      await expectRoute(page, `${demoUrl}/`, '/');
      // The system administrators' site shows anonymous visitors only its login.
      await expectRoute(page, `${adminUrl}/`, '/admin-login');
      await expectRoute(page, `${adminUrl}/admin/companies`, '/admin-login');
      await expectNotFoundPage(page, `${demoUrl}/no/such/page`);
      // A book id no book can have (a broken link) says so instead of showing the home page.
      for (const address of [`${demoUrl}/1/999999`, `${demoUrl}/search/999999`]) {
        await expectRoute(page, address, '/404');
        await page.getByRole('heading', { name: 'SO SORRY, PAGE NOT FOUND' }).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it('keeps a reader on reader routes and sends them to / from every administrator route', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${demoUrl}/login`);
      await submitLoginForm(page, demoAccounts.reader);
      await waitForPath(page, '/');
      await expectRoute(page, `${demoUrl}/company/dashboard`, '/');
      await expectRoute(page, `${demoUrl}/company/profile`, '/');
      await expectRoute(page, `${demoUrl}/admin/companies`, '/');
      await expectRoute(page, `${demoUrl}/admin/profile`, '/');
      await expectRoute(page, `${demoUrl}/profile`, '/profile');
      // Signed in, the login pages send the reader home too.
      await expectRoute(page, `${demoUrl}/login`, '/');
      await expectNotFoundPage(page, `${demoUrl}/no/such/page`);
    } finally {
      await context.close();
    }
  });

  it('returns a company administrator to the cached route after login, and to the dashboard from end-user and system routes', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await expectRoute(page, `${demoUrl}/company/profile`, '/admin-login');
      await submitLoginForm(page, demoAccounts.companyAdmin);
      await waitForPath(page, '/company/profile');
      await expectRoute(page, `${demoUrl}/`, '/company/dashboard');
      await expectRoute(page, `${demoUrl}/profile`, '/company/dashboard');
      await expectRoute(page, `${demoUrl}/admin/companies`, '/company/dashboard');
      await expectRoute(page, `${demoUrl}/admin/profile`, '/company/dashboard');
      await expectRoute(page, `${demoUrl}/company/dashboard`, '/company/dashboard');
    } finally {
      await context.close();
    }
  });

  it('returns the system administrator to the cached route after login and keeps them on the admin routes', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await expectRoute(page, `${adminUrl}/admin/profile`, '/admin-login');
      await submitLoginForm(page, demoAccounts.systemAdmin);
      await waitForPath(page, '/admin/profile');
      await expectRoute(page, `${adminUrl}/admin/companies`, '/admin/companies');
      await expectRoute(page, `${adminUrl}/admin/profile`, '/admin/profile');
      await expectRoute(page, `${adminUrl}/`, '/admin/companies');
      await expectRoute(page, `${adminUrl}/company/dashboard`, '/admin/companies');
    } finally {
      await context.close();
    }
  });

  it('shows an open-type company without Login and Register, and sends /login and /register to /', async () => {
    const domain = `open-${randomBytes(3).toString('hex')}.localhost`;
    await createCompany(adminToken, {
      name: 'Open Shelf',
      email: `admin@${domain}`,
      domain,
      password: 'OpenAdmin1',
      account_type: 'OPEN_TYPE',
      show_link_register_user: true,
    });
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(getSiteUrl(domain));
      await page.getByRole('heading', { name: 'Welcome to Open Shelf' }).waitFor();
      const header = page.locator('header');
      await header.getByRole('button', { name: 'English' }).waitFor();
      expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);
      expect(await header.getByRole('button', { name: 'Register' }).count()).toBe(0);
      await saveScreenshot(page, 'open-type-home-en');

      await expectRoute(page, `${getSiteUrl(domain)}/login`, '/');
      await expectRoute(page, `${getSiteUrl(domain)}/register`, '/');
      // Administrators still have their own login on an open site.
      await expectRoute(page, `${getSiteUrl(domain)}/admin-login`, '/admin-login');
      await expectNotFoundPage(page, `${getSiteUrl(domain)}/no/such/page`);
    } finally {
      await context.close();
    }
  });
});
