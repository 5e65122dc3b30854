import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { demoUrl, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { findCompanyId, signInSystemAdmin, updateCompany } from './support/site-api';

/** The local provider the runner started in Google's place (support/oidc-provider.fixture.mjs). */
function readProviderSettings() {
  const { E2E_OIDC_ISSUER, E2E_OIDC_CLIENT_ID, E2E_OIDC_CLIENT_SECRET } = process.env;
  if (!E2E_OIDC_ISSUER || !E2E_OIDC_CLIENT_ID || !E2E_OIDC_CLIENT_SECRET) {
    throw new Error('E2E_OIDC_* is not set: run the specs through apps/web/e2e/run.mjs');
  }
  return { issuer: E2E_OIDC_ISSUER, clientId: E2E_OIDC_CLIENT_ID, secret: E2E_OIDC_CLIENT_SECRET };
}

const socialLoginCall = '**/api/v1/auth/social-login';

/**
 * Opens a Google return address and checks that the server refused the exchange for the flow
 * (its reason, in the envelope) and that the login page shows the error (the catalogue's text).
 */
async function expectRefusedReturn(page: Page, address: string): Promise<void> {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/auth/social-login'),
  );
  await page.goto(address);
  const envelope = (await (await answer).json()) as { status: number; message: string };
  expect(envelope.status).toBe(400);
  expect(envelope.message).toMatch(/not started here or has expired/);
  await page.getByRole('alert').filter({ hasText: 'Google sign-in did not complete.' }).waitFor();
}

/** Clicks the Google button of the open login page and signs in at the provider's own pages. */
async function signInAtProvider(
  page: Page,
  issuer: string,
  login: string,
  screenshotName?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL((url) => url.origin === issuer, { timeout: 20_000 });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  if (screenshotName) await saveScreenshot(page, screenshotName);
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks once per account and client to share the profile with the site.
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('Google sign-in against the local OpenID Connect provider', () => {
  const provider = readProviderSettings();
  let browser: Browser;
  let adminToken: string;
  let demoCompanyId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await signInSystemAdmin();
    demoCompanyId = await findCompanyId(adminToken, 'demo.localhost');
    await updateCompany(adminToken, demoCompanyId, {
      google_option: 'LOGIN_REGISTER',
      google_client_id: provider.clientId,
      google_client_secret: provider.secret,
    });
  });
  afterAll(async () => {
    // Other specs expect the demo company without a Google button.
    if (adminToken && demoCompanyId) {
      await updateCompany(adminToken, demoCompanyId, {
        google_option: 'NONE',
        google_client_id: null,
        google_client_secret: null,
      });
    }
    await browser?.close();
  });

  it('signs a new reader in with Google from /login and lands signed in on /', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    const login = `e2e.google.${randomBytes(4).toString('hex')}@gmail.test`;
    try {
      let returnAddress: URL | null = null;
      // The moment the browser is back on /login/?code=…: record the address and the screen.
      await page.route(socialLoginCall, async (route) => {
        returnAddress = new URL(page.url());
        await saveScreenshot(page, 'google-login-return-en');
        await route.continue();
      });
      await page.goto(`${demoUrl}/login`);
      await signInAtProvider(page, provider.issuer, login, 'google-provider-login');

      await waitForPath(page, '/');
      const returned = returnAddress as URL | null;
      expect(returned?.origin).toBe(demoUrl);
      expect(returned?.pathname).toBe('/login/');
      expect(returned?.searchParams.get('code')).toBeTruthy();
      expect(returned?.searchParams.get('state')).toBeTruthy();
      await page.locator('header button[aria-haspopup="menu"]').waitFor();
      await saveScreenshot(page, 'google-login-home-en');

      // The session belongs to the new Google account, which has no password to change.
      await page.goto(`${demoUrl}/profile`);
      await page.getByRole('heading', { name: 'Account settings' }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
        login,
      );
      await page
        .getByText('You sign in with Google, so the password cannot be changed here.')
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a return address whose state this browser did not start, and opens no session', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      // A made-up return address: no flow was started here.
      await expectRefusedReturn(page, `${demoUrl}/login/?code=x&state=forged`);

      // A real code from the provider, but the state in the return address tampered with: hold
      // the genuine exchange back, then open the address with another state.
      let genuine: URL | null = null;
      await page.route(socialLoginCall, async (route) => {
        genuine = new URL(page.url());
        await route.abort();
      });
      await page.goto(`${demoUrl}/login`);
      await signInAtProvider(page, provider.issuer, `e2e.forged.${randomBytes(4).toString('hex')}`);
      await expect.poll(() => genuine, { timeout: 20_000 }).not.toBeNull();
      await page.unroute(socialLoginCall);
      const tampered = new URL((genuine as URL | null)!.href);
      expect(tampered.searchParams.get('code')).toBeTruthy();
      tampered.searchParams.set('state', 'forged');

      await expectRefusedReturn(page, tampered.href);
      await saveScreenshot(page, 'google-login-bad-state-en');
      expect(new URL(page.url()).pathname).toBe('/login/');

      // No session: a reader's page still sends the visitor to the login.
      await page.goto(`${demoUrl}/profile`);
      await waitForPath(page, '/login');
    } finally {
      await context.close();
    }
  });
});
