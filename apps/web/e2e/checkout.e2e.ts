/**
 * Card payments in the browser against the payments sandbox (issue 20, "Judged by"): a reader
 * buys the demo's ordinal-discount plan with the coupon WELCOME10 and a card that asks for 3-D
 * Secure, passes the sandbox's challenge page, gets the plan and reads the unlocked book; the
 * total shown and charged is priceOf's to the yen, tax included. A declined card, or a refused
 * challenge, shows the refusal and registers nothing. The profile's card section replaces the card on file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { priceOf, type PricedPlan } from '@hondana/contract';
import { demoUrl, launchBrowser, openPage, saveScreenshot, waitForPath } from './support/browser';
import { formatFindings, scanPage } from './support/axe';
import { waitForTransitions } from './support/screens';
import { listMails, type ReceivedMail } from './support/mailbox';
import { createReader, findGatedBook, moveServerClock, signInReader } from './support/subscription';
import type { Reader } from './support/subscription';

const sandboxUrl = process.env.E2E_SANDBOX_URL ?? '';
const cards = {
  threeDSecure: '4000000000003220',
  declined: '4000000000000002',
  approved: '5555555555554444',
};

interface PlanWire {
  id: number;
  name: string;
  price: number;
  discount_price: number | null;
  subscription_discount_type: string;
  discount_ordinals: { ordinal: number; discount_type: string; discount_value: number }[];
  subscription_content_groups: { content_group_id: number }[];
}

const yen = (amount: number) => `¥${amount.toLocaleString('en-US')}`;

async function sandboxCharges(): Promise<number> {
  const response = await fetch(`${sandboxUrl}/_sandbox/state`);
  return ((await response.json()) as { charges: number }).charges;
}

/** The demo's plan with ordinal discounts, as the public detail answers it. */
async function premiumPlan(page: Page): Promise<PlanWire> {
  return page.evaluate(async () => {
    const list = await fetch(
      `/api/v1/subscription-plan/public/user/page?size=100&domain=${location.hostname}`,
    );
    const plans = ((await list.json()) as { results: { content: PlanWire[] } }).results.content;
    const found = plans.find((plan) => plan.name.startsWith('プレミアム月額'));
    if (!found) throw new Error('no プレミアム月額 plan');
    const detail = await fetch(
      `/api/v1/subscription-plan/public/${found.id}?domain=${location.hostname}`,
    );
    return ((await detail.json()) as { results: PlanWire }).results;
  });
}

function pricedPlanOf(plan: PlanWire): PricedPlan {
  return {
    price: plan.price,
    discountPrice: plan.discount_price,
    discountType: plan.subscription_discount_type as PricedPlan['discountType'],
    ordinalDiscounts: plan.discount_ordinals.map((entry) => ({
      ordinal: entry.ordinal,
      kind: entry.discount_type as 'PERCENT' | 'AMOUNT',
      value: entry.discount_value,
    })),
  };
}

/** The registrations of the signed-in reader. */
async function registrationsOf(page: Page): Promise<{ subscription_plan_id: number }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/subscription-plan/user/registered/page?size=100');
    return ((await response.json()) as { results: { content: { subscription_plan_id: number }[] } })
      .results.content;
  });
}

/** CONFIRM_ORDER in either language (the default templates' subjects). */
const isConfirmation = (mail: ReceivedMail) => /ご注文の確認|Your order/.test(mail.subject);

async function fillCard(page: Page, number: string) {
  await page.getByLabel(/カード番号|Card number/).fill(number);
  await page.getByLabel(/有効期限|Expiry/).fill('12/30');
  await page.getByLabel(/セキュリティコード|Security code/).fill('123');
}

describe('a reader pays a plan by card through the sandbox', () => {
  let browser: Browser;
  /** The reader who bought the plan: the card section test uses their card on file. */
  let buyer: Reader | null = null;

  beforeAll(async () => {
    expect(sandboxUrl, 'run.mjs starts the payments sandbox').not.toBe('');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys プレミアム月額 with WELCOME10 and a 3-D Secure card, then reads the unlocked book', async () => {
    const { context, page } = await openPage(browser);
    try {
      const reader = await createReader('checkout3ds');
      await signInReader(page, reader);
      const plan = await premiumPlan(page);
      const expected = priceOf({
        plan: pricedPlanOf(plan),
        period: 1,
        coupon: { kind: 'PERCENT', value: 10 },
      });
      expect(expected.ordinalDiscount).toBeGreaterThan(0);
      expect(expected.couponDiscount).toBeGreaterThan(0);

      // From the plan's page: the coupon applied there comes along to the checkout.
      await page.goto(`${demoUrl}/subscription/${plan.id}`);
      await page.getByLabel('クーポンコード').fill('WELCOME10');
      await page.getByRole('button', { name: '適用' }).click();
      await page.getByText(/クーポン「.+」を適用しました。/).waitFor();
      await page.getByRole('button', { name: '登録する' }).click();
      await waitForPath(page, `/order-entry/${plan.id}`);
      // The plan's page stays on screen until the checkout's code has loaded: wait for the latter.
      await page.getByLabel('カード番号').waitFor();
      await page.getByText(/クーポン「.+」を適用しました。/).waitFor();
      // No side menu on the checkout (product.md §2).
      expect(await page.locator('#side-drawer').count()).toBe(0);

      const total = page.locator('[data-order-line="total"] td');
      await expect.poll(() => total.innerText()).toBe(yen(expected.total));
      expect(await page.locator('[data-order-line="couponDiscount"] td').innerText()).toBe(
        yen(-expected.couponDiscount).replace('¥-', '-¥'),
      );
      expect(await page.locator('[data-order-line="tax"] td').innerText()).toBe(yen(expected.tax));

      await fillCard(page, cards.threeDSecure);
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-order-entry-ja');
      const findings = await scanPage(page, 'ja /order-entry/:id (card fields)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      const chargesBefore = await sandboxCharges();
      const pay = page.getByRole('button', { name: `${yen(expected.total)}を支払う` });
      // A double click sends one order: the button is disabled while it is under way.
      await pay.dblclick();

      // The sandbox's issuer asks; the amount it shows is the server's.
      await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/3ds/`), {
        timeout: 20_000,
      });
      await page.getByText(`¥${expected.total}`).waitFor();
      await saveScreenshot(page, 'checkout-3ds-challenge');
      await page.getByRole('button', { name: 'Authenticate' }).click();

      await waitForPath(page, '/thank-you');
      await page.getByText(`「${plan.name}」に登録しました。`).waitFor();
      expect(await page.locator('#side-drawer').count()).toBe(0);
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-thank-you-ja');
      expect(await sandboxCharges()).toBe(chargesBefore + 1);
      expect((await registrationsOf(page)).map((r) => r.subscription_plan_id)).toEqual([plan.id]);

      // The book behind the plan opens now.
      const book = await findGatedBook(page);
      expect(book.isRegistered).toBe(true);
      await page.goto(`${demoUrl}/${book.groupId}/${book.id}`);
      await page.locator('[data-access-tick="subscribed"]').waitFor();
      const link = page.getByRole('link', { name: /本を読む|View book/ });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/view-online\//);
      await page.goto(`${demoUrl}${href}`);
      await page
        .locator('[data-first-page-rendered], [data-ready="true"]')
        .first()
        .waitFor({ timeout: 30_000 });
      buyer = reader;
    } finally {
      await context.close();
    }
  });

  it('shows a declined card’s refusal and registers nothing', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      const reader = await createReader('checkoutdecline');
      await signInReader(page, reader);
      await page
        .locator('header')
        .getByRole('button', { name: /^EN \(/ })
        .click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const plan = await premiumPlan(page);
      await page.goto(`${demoUrl}/order-entry/${plan.id}`);
      await fillCard(page, cards.declined);
      const chargesBefore = await sandboxCharges();
      await page.getByRole('button', { name: /^Pay ¥/ }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
      await alert.waitFor();
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-declined-en');
      const findings = await scanPage(page, 'en /order-entry/:id (declined)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      expect(page.url()).toContain(`/order-entry/${plan.id}`);
      expect(await sandboxCharges()).toBe(chargesBefore);
      expect(await registrationsOf(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('comes back from a refused 3-D Secure challenge to the refusal and the way back', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    try {
      const reader = await createReader('checkoutrefuse');
      await signInReader(page, reader);
      await page
        .locator('header')
        .getByRole('button', { name: /^EN \(/ })
        .click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const plan = await premiumPlan(page);
      await page.goto(`${demoUrl}/order-entry/${plan.id}`);
      await fillCard(page, cards.threeDSecure);
      await page.getByRole('button', { name: /^Pay ¥/ }).click();
      await page.waitForURL((url) => url.href.startsWith(`${sandboxUrl}/3ds/`), {
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Refuse' }).click();

      await waitForPath(page, '/veritrans-payment/confirm');
      const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
      await alert.waitFor();
      expect(await page.locator('#side-drawer').count()).toBe(0);
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-confirm-refused-en');
      const findings = await scanPage(page, 'en /veritrans-payment/confirm (refused)');
      expect(findings, `\n${formatFindings(findings)}\n`).toEqual([]);
      expect(await registrationsOf(page)).toEqual([]);

      await alert.getByRole('link', { name: 'Back to checkout' }).click();
      await waitForPath(page, `/order-entry/${plan.id}`);
      await page.getByRole('button', { name: /^Pay ¥/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('replaces the card on file from the profile', async () => {
    expect(buyer, 'the 3-D Secure purchase ran first').not.toBeNull();
    const { context, page } = await openPage(browser);
    try {
      await signInReader(page, buyer!);
      await page.goto(`${demoUrl}/profile`);
      const section = page.getByRole('region', { name: 'クレジットカード' });
      // The 3-D Secure purchase saved its card, masked to the first 6 and last 4 digits.
      await section.getByText('400000******3220').waitFor();
      await section.getByRole('button', { name: '更新' }).click();
      // Update opens empty fields; Cancel goes back to the masked card.
      expect(await section.getByLabel(/カード番号/).inputValue()).toBe('');
      await section.getByRole('button', { name: 'キャンセル' }).click();
      await section.getByRole('button', { name: '更新' }).click();
      await fillCard(page, cards.approved);
      await section.getByRole('button', { name: 'カードを更新' }).click();
      await page.getByText('カードを更新しました。').waitFor();
      await section.getByText('555555******4444').waitFor();
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-profile-card-ja');
    } finally {
      await context.close();
    }
  });

  it('renews the plan on its day: the card on file is charged once and CONFIRM_ORDER mailed', async () => {
    expect(buyer, 'the 3-D Secure purchase ran first').not.toBeNull();
    const { context, page } = await openPage(browser);
    try {
      await signInReader(page, buyer!);
      const plan = await premiumPlan(page);
      // The second month: ordinal 2's discount, no coupon (it priced the first paid period only).
      const expected = priceOf({ plan: pricedPlanOf(plan), period: 2 });
      const chargesBefore = await sandboxCharges();
      const confirmations = () =>
        listMails().filter((m) => m.to.includes(buyer!.email.toLowerCase()) && isConfirmation(m));
      const mailsBefore = confirmations().length;

      // A month and a bit later the renewal job charges the card on file; running it again is a no-op.
      await moveServerClock({ hours: 24 * 32, renew: true });
      await moveServerClock({ hours: 0, renew: true });
      expect(await sandboxCharges()).toBe(chargesBefore + 1);
      await expect.poll(() => confirmations().length, { timeout: 20_000 }).toBe(mailsBefore + 1);

      await signInReader(page, buyer!);
      await page.goto(`${demoUrl}/subscription?tab=2`);
      const renewal = page
        .getByRole('row')
        .filter({ hasText: `¥${expected.total.toLocaleString('en-US')}` });
      await renewal.first().waitFor();
      await waitForTransitions(page);
      await saveScreenshot(page, 'checkout-renewal-history-ja');
    } finally {
      await moveServerClock({ reset: true });
      await context.close();
    }
  });
});
