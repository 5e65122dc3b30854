/**
 * The demo books as the signed-in reader of `page` sees them, for specs that open the reader.
 * The demo books are processed by a job after the server starts: this waits until both a PDF and
 * an EPUB are listed (readers only see processed books).
 */
import type { Page } from 'playwright-core';

export interface DemoBook {
  id: string;
  title: string;
}

export async function findDemoBooks(page: Page): Promise<{ pdf: DemoBook; epub: DemoBook }> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const books = await page.evaluate(async () => {
      const response = await fetch('/api/v1/content-group/content-group-list');
      const body = (await response.json()) as {
        results?: {
          contents: {
            id: string;
            title: string;
            file_type: string;
            is_subscription_plan: boolean;
          }[];
        }[];
      };
      return (body.results ?? []).flatMap((shelf) => shelf.contents);
    });
    // The demo's premium book needs a plan (the subscription spec reads it): not these.
    const free = books.filter((book) => !book.is_subscription_plan);
    const pdf = free.find((book) => book.file_type === 'pdf');
    const epub = free.find((book) => book.file_type === 'epub');
    if (pdf && epub) return { pdf, epub };
    await page.waitForTimeout(1000);
  }
  throw new Error('the demo books were not processed within 90 s');
}
