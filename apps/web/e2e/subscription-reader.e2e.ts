/**
 * A reader and the plan gate (issue 19, parts 6-7): View Book on a book behind a plan opens the
 * plans, Detail leads to registering the free trial, the book then opens; cancelled, it still
 * opens until the plan expires (the server's clock moved past it), then the gate is back. Then the coupon on the paid plan, and axe on the subscription
 * screens in both languages. The registering test signs in a reader of its own (a retried test
 * must meet the gate again); the others share one that never registers a plan, as the site
 * allows 5 sign-ups a minute from one address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatFindings, scanPage } from './support/axe';
import type { AxeFinding } from './support/axe';
import {
  demoUrl,
  launchBrowser,
  openPage,
  saveScreenshot,
  submitLoginForm,
  waitForPath,
} from './support/browser';
import { findUntranslatedKeys, waitForScreen, waitForTransitions } from './support/screens';
import {
  createReader,
  findGatedBook,
  listPlans,
  moveServerClock,
  signInReader,
} from './support/subscription';
import type { GatedBook, ListedPlan, Reader } from './support/subscription';

const viewBook = /本を読む|View book/;

/** The demo's free trial: free days and no price to pay for them. */
function findTrialPlan(plans: ListedPlan[]): ListedPlan {
  const plan = plans.find((candidate) => candidate.number_free_term > 0);
  if (!plan) throw new Error(`no plan with free days among ${plans.map((p) => p.name).join(', ')}`);
  return plan;
}

/** The demo's paid plan with ordinal discounts (its first month at half price). */
function findPaidPlan(plans: ListedPlan[]): ListedPlan {
  const plan = plans.find(
    (candidate) => candidate.price > 0 && candidate.subscription_discount_type === 'ORDINAL',
  );
  if (!plan) throw new Error(`no paid plan with ordinal discounts among ${plans.length} plans`);
  return plan;
}

const bookPath = (book: GatedBook) => `/${book.groupId}/${book.id}`;

const hoursPerDay = 24;

/**
 * Signs `reader` in afresh: a jump of the server's clock may outlast the company's session
 * length, and the spec is about plans, not sessions.
 */
async function signInAgain(page: Page, reader: Reader) {
  await page.context().clearCookies();
  await signInReader(page, reader);
}

/** The viewer of a book the reader may open, from the detail's View Book link. */
async function readBook(page: Page, book: GatedBook): Promise<void> {
  await page.goto(`${demoUrl}${bookPath(book)}`);
  const link = page.getByRole('link', { name: viewBook });
  await link.waitFor();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/view-online\//);
  await page.goto(`${demoUrl}${href}`);
  await page
    .locator('[data-first-page-rendered], [data-ready="true"]')
    .first()
    .waitFor({ timeout: 30_000 });
}

describe('a reader subscribes to read a book behind a plan', () => {
  let browser: Browser;
  /** Browses and checks coupons, never registers: every test but the registering one. */
  let browsing: Reader;
  beforeAll(async () => {
    browser = await launchBrowser();
    browsing = await createReader('browse');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('meets the gate, registers the free trial, reads, cancels, reads until it expires', async () => {
    const { context, page } = await openPage(browser);
    try {
      const reader = await createReader('trial');
      await signInReader(page, reader);
      const book = await findGatedBook(page);
      expect(book.isRegistered).toBe(false);
      const trial = findTrialPlan(await listPlans(page, book.groupId));

      // The gate: the mark says so, and View Book offers the plans of the book's group.
      await page.goto(`${demoUrl}${bookPath(book)}`);
      await page.locator('[data-access-tick="subscription"]').waitFor();
      await saveScreenshot(page, 'subscription-book-gated-ja');
      await page.getByRole('button', { name: viewBook }).click();
      const modal = page.getByRole('dialog', { name: 'サブスクリプションのご案内' });
      await modal.waitFor();
      await modal.getByRole('heading', { name: trial.name }).waitFor();
      await waitForTransitions(page);
      await saveScreenshot(page, 'subscription-modal-ja');

      await modal.getByRole('link', { name: `「${trial.name}」の詳細` }).click();
      await waitForPath(page, `/subscription/${trial.id}`);
      await page.getByRole('heading', { level: 1, name: trial.name }).waitFor();
      await page.getByText(`${trial.number_free_term} 日間が無料です`).first().waitFor();
      await saveScreenshot(page, 'subscription-plan-trial-ja');

      await page.getByRole('button', { name: '登録する' }).click();
      await waitForPath(page, '/subscription');
      const row = page.locator('main tbody tr', { hasText: trial.name });
      await row.getByText('有効').waitFor();
      await saveScreenshot(page, 'subscription-registered-ja');

      // Registered: the tick, and the book opens.
      await page.goto(`${demoUrl}${bookPath(book)}`);
      await page.locator('[data-access-tick="subscribed"]').waitFor();
      await saveScreenshot(page, 'subscription-book-subscribed-ja');
      await readBook(page, book);

      // Cancelled: no next billing, the expiry stays, and the book still opens until then.
      // The account menu leads to the reader's plans while the company shows subscriptions.
      await page.goto(`${demoUrl}/`);
      await page.locator('header button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: 'サブスクリプション' }).click();
      await waitForPath(page, '/subscription');
      await row.getByRole('button', { name: `「${trial.name}」を解約` }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: '解約する' }).click();
      await row.getByText('解約済み').waitFor();
      await confirm.waitFor({ state: 'hidden' });
      const cells = await row.locator('td').allInnerTexts();
      expect(cells[4]).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(cells[5]).toBe('なし');
      expect(await row.getByRole('button').count()).toBe(0);
      await saveScreenshot(page, 'subscription-cancelled-ja');
      await readBook(page, book);

      // The trial's free days are its current period: a day before their end the book opens, a
      // day after it the gate is back.
      const freeHours = trial.number_free_term * hoursPerDay;
      await moveServerClock({ hours: freeHours - hoursPerDay });
      await signInAgain(page, reader);
      await readBook(page, book);
      await moveServerClock({ hours: 2 * hoursPerDay });
      await signInAgain(page, reader);
      await page.goto(`${demoUrl}${bookPath(book)}`);
      await page.locator('[data-access-tick="subscription"]').waitFor();
      await page.getByRole('button', { name: viewBook }).click();
      await page.getByRole('dialog', { name: 'サブスクリプションのご案内' }).waitFor();
      await waitForTransitions(page);
      await saveScreenshot(page, 'subscription-expired-gate-ja');
    } finally {
      await moveServerClock({ reset: true });
      await context.close();
    }
  });

  it('offers a visitor the plans, and the plans again once signed in without one', async () => {
    const reader = browsing;
    const { context, page } = await openPage(browser);
    try {
      // A visitor's shelves: the public list carries the same flags.
      await page.goto(`${demoUrl}/`);
      const book = await page.evaluate(async () => {
        const response = await fetch(
          `/api/v1/content-group/public/list?domain=${location.hostname}`,
        );
        const body = (await response.json()) as {
          results?: { id: number; contents: { id: string; is_subscription_plan: boolean }[] }[];
        };
        const pathOf = (gated: boolean) => {
          for (const shelf of body.results ?? []) {
            const found = shelf.contents.find((content) => content.is_subscription_plan === gated);
            if (found) return `/${shelf.id}/${found.id}`;
          }
          return null;
        };
        return { gated: pathOf(true), free: pathOf(false) };
      });
      // A book in no plan is ticked free, for visitors too.
      expect(book.free).not.toBeNull();
      await page.goto(`${demoUrl}${book.free}`);
      await page.locator('[data-access-tick="free"]').waitFor();
      expect(book.gated).not.toBeNull();
      const path = book.gated!;
      await page.goto(`${demoUrl}${path}`);
      await page.getByRole('button', { name: viewBook }).click();
      const modal = page.getByRole('dialog', { name: 'サブスクリプションのご案内' });
      await modal.getByRole('article').first().waitFor();
      await modal.getByRole('button', { name: 'ログイン' }).click();
      await waitForPath(page, '/login');
      await submitLoginForm(page, { identity: reader.email, password: reader.password });
      await waitForPath(page, path);
      // Back on the book: its plans, not the offer to open a book the reader may not open.
      await page.getByRole('dialog', { name: 'サブスクリプションのご案内' }).waitFor();
      expect(await page.getByRole('dialog', { name: '本を開きますか？' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('checks a coupon against the paid plan and shows the order with it', async () => {
    const { context, page } = await openPage(browser);
    try {
      await signInReader(page, browsing);
      const paid = findPaidPlan(await listPlans(page));
      await page.goto(`${demoUrl}/subscription/${paid.id}`);
      await page.getByRole('heading', { level: 1, name: paid.name }).waitFor();
      // ¥1,280 at half price by the first period's ordinal discount: 640 + 64 tax.
      const total = page.locator('[data-order-line="total"] td');
      expect(await total.innerText()).toBe('¥704');
      await page.locator('[data-order-line="ordinalDiscount"]').waitFor();

      const field = page.getByLabel('クーポンコード');
      await field.fill('NO-SUCH-COUPON');
      await page.getByRole('button', { name: '適用' }).click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');

      await field.fill('welcome10');
      await page.getByRole('button', { name: '適用' }).click();
      await page.getByText(/クーポン「.+」を適用しました。/).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('false');
      // 10 % off the 640 left: 576 + 58 tax (57.6 rounded half up).
      await expect.poll(() => total.innerText()).toBe('¥634');
      await saveScreenshot(page, 'subscription-plan-coupon-ja');

      await page.goto(`${demoUrl}/subscription?tab=2`);
      await page.getByText('支払い履歴はまだありません。').waitFor();
    } finally {
      await context.close();
    }
  });

  for (const language of [
    { code: 'ja', locale: 'ja-JP' },
    { code: 'en', locale: 'en-US' },
  ] as const) {
    it(`has no serious or critical axe finding on the subscription screens, ${language.code}`, async () => {
      const { context, page } = await openPage(browser, { locale: language.locale });
      const findings: AxeFinding[] = [];
      const untranslated: string[] = [];
      try {
        await signInReader(page, browsing);
        // Signing in applies the account's language (ja); the header's switch sets this run's.
        const toggle = new RegExp(`^${language.code.toUpperCase()} \\(`);
        await page.locator('header').getByRole('button', { name: toggle }).click();
        await page.waitForFunction((code) => document.documentElement.lang === code, language.code);
        const book = await findGatedBook(page);
        const plans = await listPlans(page);
        const visits: { path: string; name: string; prepare?: () => Promise<void> }[] = [
          {
            path: bookPath(book),
            name: 'book-plans-modal',
            prepare: async () => {
              await page.getByRole('button', { name: viewBook }).click();
              await page.getByRole('dialog').getByRole('article').first().waitFor();
            },
          },
          { path: '/subscription', name: 'subscription' },
          { path: '/subscription?view=available', name: 'subscription-available' },
          { path: '/subscription?tab=2', name: 'subscription-payments' },
          { path: `/subscription/${findTrialPlan(plans).id}`, name: 'plan-trial' },
          { path: `/subscription/${findPaidPlan(plans).id}`, name: 'plan-paid' },
        ];
        for (const visit of visits) {
          await page.goto(`${demoUrl}${visit.path}`);
          await waitForScreen(page);
          await visit.prepare?.();
          await waitForTransitions(page);
          const label = `reader ${language.code} ${visit.path}`;
          findings.push(...(await scanPage(page, label)));
          untranslated.push(...(await findUntranslatedKeys(page)).map((key) => `${label}: ${key}`));
          await saveScreenshot(page, `a11y-subscription-${visit.name}-${language.code}`);
        }
      } finally {
        await context.close();
      }
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      expect(untranslated).toEqual([]);
    });
  }
});
