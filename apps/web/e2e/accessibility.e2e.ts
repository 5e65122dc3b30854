/**
 * axe-core on every screen of app/routes.ts, signed out and as each role whose screens differ,
 * in Japanese and in English: a serious or critical violation fails the suite (issue 6, part 17).
 * One browser; one context per role and language, each page scanned once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import { findDemoBooks } from './support/reader';
import {
  findCompanyDetailPath,
  findFavoritesPath,
  findFirstBookPath,
  findFirstGroupPath,
  findFirstSearchDetailPath,
  findFirstUserDetailPath,
  findUntranslatedKeys,
  waitForScreen,
  waitForTransitions,
} from './support/screens';
import type { AxeFinding } from './support/axe';
import {
  adminUrl,
  demoAccounts,
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';

/** The demo's trial plan (free days, then paid). */
async function findTrialPlanId(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const response = await fetch(
      `/api/v1/subscription-plan/public/user/page?size=100&domain=${location.hostname}`,
    );
    const body = (await response.json()) as {
      results?: { content: { id: number; number_free_term: number }[] };
    };
    return body.results?.content.find((plan) => plan.number_free_term > 0)?.id ?? null;
  });
  if (id === null) throw new Error('no demo plan with free days');
  return id;
}

const languages = [
  { code: 'ja', locale: 'ja-JP' },
  { code: 'en', locale: 'en-US' },
] as const;

/** A screen to scan: its address, and what to do on it first (open a dialog, a menu). */
interface Visit {
  path: string | ((page: Page) => Promise<string>);
  name?: string;
  prepare?: (page: Page) => Promise<void>;
  screenshot?: boolean;
}

interface Session {
  role: string;
  site: string;
  signIn?: { path: string; account: { identity: string; password: string }; landing: string };
  visits: Visit[];
}

const sessions: Session[] = [
  {
    role: 'signed out',
    site: demoUrl,
    visits: [
      { path: '/', screenshot: true },
      {
        path: '/',
        name: '/ (register dialog open)',
        prepare: async (page) => {
          await page
            .locator('header')
            .getByRole('button', { name: /登録|Register/ })
            .click();
          await page.getByRole('dialog').locator('input[name="password"]').waitFor();
        },
      },
      { path: '/login', screenshot: true },
      { path: '/admin-login' },
      { path: '/register' },
      { path: '/forget-password' },
      { path: '/forget-password/reset?token=e2e-unknown-token' },
      { path: '/confirm-email?token=e2e-unknown-token' },
      { path: '/404' },
      { path: '/no-such-page' },
      { path: '/home-search' },
      // A visitor of a company with sign-in is asked to sign in.
      { path: '/documents' },
      { path: findFirstGroupPath, name: '/:contentGroupId' },
      { path: findFirstBookPath, name: '/:contentGroupId/:contentId', screenshot: true },
      {
        path: findFirstBookPath,
        name: '/:contentGroupId/:contentId (sign-in prompt open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /本を読む|View book/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
    ],
  },
  // The search pages in sessions of their own: each test stays well inside its time limit.
  {
    role: 'signed out, search pages',
    site: demoUrl,
    visits: [
      { path: '/search', screenshot: true },
      { path: findFirstSearchDetailPath, name: '/search/:contentId', screenshot: true },
      // A sort chosen: the library gives way to the results.
      { path: '/home-search?sort_by=1&sort=asc', name: '/home-search (results)' },
    ],
  },
  { role: 'signed out (admin site)', site: adminUrl, visits: [{ path: '/admin-login' }] },
  {
    role: 'reader, search pages',
    site: demoUrl,
    signIn: { path: '/login', account: demoAccounts.reader, landing: '/' },
    visits: [
      { path: '/search' },
      {
        path: '/search?q=%E7%81%AF%E5%8F%B0',
        name: '/search?q= (full-text results)',
        screenshot: true,
      },
      { path: '/home-search?sort_by=1&sort=asc', name: '/home-search (results)', screenshot: true },
    ],
  },
  {
    role: 'reader',
    site: demoUrl,
    signIn: { path: '/login', account: demoAccounts.reader, landing: '/' },
    visits: [
      { path: '/' },
      {
        path: '/',
        name: '/ (account menu open)',
        prepare: async (page) => {
          await page.locator('button[aria-haspopup="menu"]').first().click();
          await page.getByRole('menu').waitFor();
        },
      },
      { path: '/profile', screenshot: true },
      { path: '/documents' },
      {
        path: async (page) => `/view-online/${(await findDemoBooks(page)).pdf.id}`,
        name: '/view-online/:id (PDF reader)',
        prepare: async (page) => {
          await page.locator('[data-first-page-rendered]').waitFor({ timeout: 30_000 });
        },
        screenshot: true,
      },
      {
        path: async (page) => `/view-online/${(await findDemoBooks(page)).epub.id}`,
        name: '/view-online/:id (EPUB reader)',
        prepare: async (page) => {
          await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
        },
        screenshot: true,
      },
      { path: `/view-online/${'x'.repeat(24)}`, name: '/view-online/:id (not allowed)' },
      { path: findFirstBookPath, name: '/:contentGroupId/:contentId' },
      { path: findFavoritesPath, name: '/:contentGroupId (favourites)' },
      // Checkout (issue 20): the trial's order (free days first, so no card: checkout.e2e.ts
      // scans the card fields).
      {
        path: async (page) => `/order-entry/${await findTrialPlanId(page)}`,
        name: '/order-entry/:subscriptionId',
        prepare: async (page) => {
          await page.locator('[data-order-line="total"]').waitFor();
        },
        screenshot: true,
      },
      {
        path: async (page) => `/thank-you?subscriptionId=${await findTrialPlanId(page)}`,
        name: '/thank-you',
        prepare: async (page) => {
          await page.locator('[data-testid="thank-you-plan"]').waitFor();
        },
        screenshot: true,
      },
      {
        path: '/veritrans-payment/confirm',
        name: '/veritrans-payment/confirm (no order)',
        screenshot: true,
      },
    ],
  },
  {
    role: 'company administrator',
    site: demoUrl,
    signIn: {
      path: '/admin-login',
      account: demoAccounts.companyAdmin,
      landing: '/company/dashboard',
    },
    visits: [
      { path: '/company/dashboard', screenshot: true },
      { path: '/company/profile' },
      { path: '/company/contents-import', screenshot: true },
      { path: '/company/uploaded-files' },
      { path: '/company/contents', screenshot: true },
      {
        path: '/company/contents',
        name: '/company/contents (upload dialog open)',
        prepare: async (page) => {
          await page
            .getByRole('button', { name: /アップロード|Upload/ })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
        },
      },
      {
        path: '/company/contents',
        name: '/company/contents (edit dialog open)',
        screenshot: true,
        prepare: async (page) => {
          await page.locator('main tbody tr').first().getByRole('button').first().click();
          await page.getByRole('dialog').locator('input[name="title"]').waitFor();
        },
      },
      { path: '/company/contents-group', screenshot: true },
      {
        path: '/company/contents-group',
        name: '/company/contents-group (add dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /グループを追加|Add group/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { path: '/company/watermark', screenshot: true },
      { path: '/company/search-settings', screenshot: true },
      {
        path: '/company/search-settings',
        name: '/company/search-settings (search box dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /検索ボックスを追加|Add search box/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { path: '/company/search-results', screenshot: true },
      { path: '/company/hashtags', screenshot: true },
      {
        path: '/company/hashtags',
        name: '/company/hashtags (add dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /ハッシュタグを追加|Add a hashtag/ }).click();
          await page.getByRole('dialog').waitFor();
        },
      },
      { path: '/company/search-terms', screenshot: true },
    ],
  },
  // The people screens in a session of their own: one session for every admin screen ran close
  // to the test's time limit on a loaded machine.
  {
    role: 'company administrator (people)',
    site: demoUrl,
    signIn: {
      path: '/admin-login',
      account: demoAccounts.companyAdmin,
      landing: '/company/dashboard',
    },
    visits: [
      { path: '/company/user', screenshot: true },
      {
        path: '/company/user',
        name: '/company/user (add dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /ユーザーを追加|Add user/ }).click();
          await page.getByRole('dialog').waitFor();
        },
        screenshot: true,
      },
      { path: findFirstUserDetailPath, name: '/company/user/:id', screenshot: true },
      { path: '/company/user-group', screenshot: true },
      {
        path: '/company/user-group',
        name: '/company/user-group (add dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /グループを追加|Add group/ }).click();
          await page.getByRole('dialog').waitFor();
        },
        screenshot: true,
      },
      { path: '/company/user-import', screenshot: true },
      { path: '/company/exceeded-sessions', screenshot: true },
      { path: '/company/messages', screenshot: true },
      { path: '/company/customize-template', screenshot: true },
      { path: '/company/customize-template?part=body', screenshot: true },
      {
        path: '/company/customize-template?part=footer',
        name: '/company/customize-template?part=footer (link dialog open)',
        prepare: async (page) => {
          await page.getByRole('button', { name: /リンクを追加|Add a link/ }).click();
          await page.getByRole('dialog').waitFor();
        },
        screenshot: true,
      },
      { path: '/company/customize-template?part=login', screenshot: true },
      { path: '/company/customize-template?part=input' },
      { path: '/company/customize-template?part=tabs' },
      { path: '/company/customize-template?part=banner' },
      { path: '/company/customize-template?part=layout' },
      { path: '/company/customize-template?part=pageTitle' },
    ],
  },
  {
    role: 'system administrator',
    site: adminUrl,
    signIn: {
      path: '/admin-login',
      account: demoAccounts.systemAdmin,
      landing: '/admin/companies',
    },
    visits: [
      { path: '/admin/companies', screenshot: true },
      { path: '/create' },
      { path: '/admin/profile' },
      { path: findCompanyDetailPath, name: '/admin/:id' },
    ],
  },
];

describe('accessibility: axe-core finds no serious or critical violation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const session of sessions) {
    for (const language of languages) {
      it(`${session.role}, ${language.code}`, async () => {
        const { context, page } = await openPage(browser, { locale: language.locale });
        const findings: AxeFinding[] = [];
        const untranslated: string[] = [];
        try {
          if (session.signIn) {
            await page.goto(`${session.site}${session.signIn.path}`);
            await submitLoginForm(page, session.signIn.account);
            await waitForPath(page, session.signIn.landing);
            // Signing in applies the account's own language (ja for the demo accounts); the
            // header's switch then sets this run's, and the choice lasts across page loads.
            const toggle = new RegExp(`^${language.code.toUpperCase()} \\(`);
            await page.locator('header').getByRole('button', { name: toggle }).click();
            await page.waitForFunction(
              (code) => document.documentElement.lang === code,
              language.code,
            );
          }
          for (const visit of session.visits) {
            const path = typeof visit.path === 'string' ? visit.path : await visit.path(page);
            const name = visit.name ?? path;
            await page.goto(`${session.site}${path}`);
            await waitForScreen(page);
            expect(await page.evaluate(() => document.documentElement.lang), path).toBe(
              language.code,
            );
            await visit.prepare?.(page);
            await waitForTransitions(page);
            const label = `${session.role} ${language.code} ${name}`;
            findings.push(...(await scanPage(page, label)));
            untranslated.push(
              ...(await findUntranslatedKeys(page)).map((key) => `${label}: ${key}`),
            );
            if (visit.screenshot) {
              const slug = `${session.role}-${name}`
                .replace(/[^a-z0-9]+/gi, '-')
                .replace(/-+$/, '')
                .toLowerCase();
              await saveScreenshot(page, `a11y-${slug}-${language.code}`);
            }
          }
        } finally {
          await context.close();
        }
        expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
        // Texts that load with their screens (addScreenTexts) must be there before they show.
        expect(untranslated).toEqual([]);
      });
    }
  }
});
