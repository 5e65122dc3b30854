/**
 * Requests the server refused with 429 (its per-address rate limits). Every browser and set-up
 * call of the suite comes from 127.0.0.1, so a limit meant for one visitor is shared by the whole
 * run; a refused script chunk or API call leaves a page half-loaded and a spec times out somewhere
 * else, a different one each run. Refusals are appended to E2E_REFUSALS_FILE and run.mjs fails
 * the run naming them, so such a run says why instead of timing out.
 */
import { appendFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

export function recordRefusal(method: string, url: string): void {
  const file = process.env.E2E_REFUSALS_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ method, url: url.split('?')[0], at: Date.now() })}\n`);
}

/** Records every 429 answer any page of `context` receives. */
export function watchForRefusals(context: BrowserContext): void {
  context.on('response', (response) => {
    if (response.status() === 429) recordRefusal(response.request().method(), response.url());
  });
}
