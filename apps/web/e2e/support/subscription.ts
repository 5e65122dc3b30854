/**
 * The subscription specs' helpers: readers of their own (registrations are per reader, and a
 * retried test must meet the gate again; the site allows 5 sign-ups a minute from one address), the demo book behind a plan as a reader sees it, and its plans.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { demoUrl, submitLoginForm, waitForPath } from './browser';
import { callApiOk, registerReader } from './site-api';

export interface Reader {
  name: string;
  email: string;
  password: string;
}

/** Registers a reader of its own on the demo site. */
export async function createReader(tag: string): Promise<Reader> {
  const reader = {
    name: `e2e_${tag}`,
    email: `e2e.${tag}.${randomBytes(4).toString('hex')}@demo.localhost`,
    password: 'Subscribe42x',
  };
  await registerReader('demo.localhost', reader);
  return reader;
}

/** Signs `reader` in on `page` (the demo site's login form). */
export async function signInReader(page: Page, reader: Reader): Promise<void> {
  await page.goto(`${demoUrl}/login`);
  await submitLoginForm(page, { identity: reader.email, password: reader.password });
  await waitForPath(page, '/');
}

export interface GatedBook {
  id: string;
  title: string;
  groupId: number;
  isRegistered: boolean;
}

/**
 * The first processed book of the signed-in reader's shelves that a plan locks. The demo books
 * are processed by a job after the server starts: this waits up to 90 s for one to be listed.
 */
export async function findGatedBook(page: Page): Promise<GatedBook> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const book = await page.evaluate(async () => {
      const response = await fetch('/api/v1/content-group/content-group-list');
      const body = (await response.json()) as {
        results?: {
          id: number;
          contents: {
            id: string;
            title: string;
            is_subscription_plan: boolean;
            is_registered: boolean;
          }[];
        }[];
      };
      for (const shelf of body.results ?? []) {
        const found = shelf.contents.find((content) => content.is_subscription_plan);
        if (found) {
          return {
            id: found.id,
            title: found.title,
            groupId: shelf.id,
            isRegistered: found.is_registered,
          };
        }
      }
      return null;
    });
    if (book) return book;
    await page.waitForTimeout(1000);
  }
  throw new Error('no book behind a plan was listed within 90 s');
}

export interface ListedPlan {
  id: number;
  name: string;
  price: number;
  number_free_term: number;
  subscription_discount_type: string;
  content_group_ids: number[];
}

/** The demo plans as the public list answers them (all, or those unlocking `groupId`). */
export function listPlans(page: Page, groupId?: number): Promise<ListedPlan[]> {
  return page.evaluate(async (group) => {
    const query = group === null ? '' : `&content_group_id=${group}`;
    const response = await fetch(
      `/api/v1/subscription-plan/public/user/page?size=100&domain=${location.hostname}${query}`,
    );
    const body = (await response.json()) as { results?: { content: ListedPlan[] } };
    return body.results?.content ?? [];
  }, groupId ?? null);
}

/**
 * Moves the server's clock `hours` ahead (the e2e server runs with CLOCK_CONTROL=1), or back to
 * the system time with `reset`. A spec that moves it must put it back: later specs share it.
 */
export async function moveServerClock(change: {
  hours?: number;
  reset?: boolean;
  /** Runs the renewals due at the moved time at once (the job's next minute otherwise). */
  renew?: boolean;
}): Promise<void> {
  await callApiOk('demo.localhost', 'POST', '/clock/advance', { body: change });
}
