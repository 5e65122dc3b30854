/**
 * "The page has made its calls": no request of the page in flight for a short while. Playwright's
 * 'networkidle' waits for half a second without a request, which the accessibility scan paid on
 * each of its 142 page visits: 141 s of its 311 s went to that wait (a visit's own requests took
 * about 0.45 s of each second). A page of the app chains its calls within milliseconds of the last
 * answer, so a shorter quiet time after the last request ends says the same.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';

const pendingByPage = new WeakMap<Page, Set<Request>>();

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 150;
const TIMEOUT_MS = 30_000;
const POLL_MS = 25;

/** Keeps count of each page's requests in flight, for every page `context` opens. */
export function trackRequests(context: BrowserContext): void {
  context.on('page', (page) => {
    const pending = new Set<Request>();
    pendingByPage.set(page, pending);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
  });
}

/**
 * Waits for the page's load event, then until none of its requests has been in flight for
 * QUIET_MS. A page of a context that trackRequests does not watch waits for 'networkidle'.
 */
export async function waitForNetworkQuiet(page: Page): Promise<void> {
  const pending = pendingByPage.get(page);
  if (!pending) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('load');
  const deadline = Date.now() + TIMEOUT_MS;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline) {
      const urls = [...pending].map((request) => request.url()).join(', ');
      throw new Error(`requests still in flight after ${TIMEOUT_MS} ms: ${urls}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (pending.size > 0) quietSince = Date.now();
  }
}
