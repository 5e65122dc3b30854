import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  signInCompanyAdminInEnglish,
} from './support/browser';
import { findFreePort, spawnServer, stopServer, waitForHealth } from './support/server-process.mjs';

// Two copies of the server behind one PostgreSQL database, as production runs them behind a load
// balancer (the embedded database allows one process only). Each copy caches a company's row,
// branding included, for 5 seconds; a change on one copy must reach the other's next request at
// once, through the database's NOTIFY, not when that cache runs out.
const adminUrl =
  process.env.E2E_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const hostCacheTtlMs = 5_000;
// Two looks, so a retry after a half-done attempt still makes a change.
const looks = [
  { hex: '#6a040f', rgb: 'rgb(106, 4, 15)', title: 'Two servers, one look' },
  { hex: '#03045e', rgb: 'rgb(3, 4, 94)', title: 'Two servers, another look' },
] as const;

async function runSql(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `this spec needs PostgreSQL at ${adminUrl} (E2E_DATABASE_URL): ${(error as Error).message}`,
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startCopy(
  label: string,
  env: Record<string, string>,
): Promise<{ server: ChildProcess; url: string }> {
  const port = await findFreePort();
  const server = spawnServer({ label, env: { ...env, PORT: String(port) } });
  await waitForHealth(port, server);
  return { server, url: `http://demo.localhost:${port}` };
}

const headerBackground = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

describe('branding on two server copies: a change on one shows on the other at the next reload', () => {
  const database = `hondana_e2e_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hondana-e2e-two-'));
  const copies: ChildProcess[] = [];
  let first: string;
  let second: string;
  let browser: Browser;

  beforeAll(async () => {
    await runSql(`CREATE DATABASE ${database}`);
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    // One database and one file area (as an S3 bucket would be), so covers load on both copies
    // and both sign with the secret generated into the shared DATA_DIR.
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      STORAGE: '',
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: process.env.E2E_RATE_LIMIT_PER_MINUTE ?? '1000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: process.env.E2E_RATE_LIMIT_PER_MINUTE ?? '1000000',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    };
    // The first copy migrates and seeds the demo company; the second finds both done.
    const a = await startCopy('server A', { ...env, SEED_DEMO: '1' });
    copies.push(a.server);
    const b = await startCopy('server B', { ...env, SEED_DEMO: '0' });
    copies.push(b.server);
    first = a.url;
    second = b.url;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(copies.map(stopServer));
    await runSql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('saves the header on server A; a reader reloading on server B sees it within the cache time', async () => {
    const admin = await openPage(browser, { locale: 'en-US' });
    const reader = await openPage(browser, { locale: 'ja-JP' });
    try {
      const firstLoad = Date.now();
      await reader.page.goto(`${second}/`);
      await reader.page.locator('main h1, main h2').first().waitFor();
      const before = await headerBackground(reader.page);
      const newHeader = before === looks[0].rgb ? looks[1] : looks[0];
      await saveScreenshot(reader.page, 'branding-two-servers-before-b');

      await signInCompanyAdminInEnglish(admin.page, { site: first });
      await admin.page.goto(`${first}/company/customize-template?part=header`);
      const form = admin.page.locator('main form');
      await form.getByLabel('Background colour', { exact: true }).fill(newHeader.hex);
      await form.getByLabel('Text colour', { exact: true }).fill('#ffffff');
      await form.getByLabel(/^Title/).fill(newHeader.title);

      // Server B caches the company anew just before the save (a cached row is kept from its
      // first request on, so the first load's entry must have run out first): without the
      // invalidation B would answer the old header for the next five seconds.
      const expired = firstLoad + hostCacheTtlMs + 500 - Date.now();
      if (expired > 0) await reader.page.waitForTimeout(expired);
      const cachedAt = Date.now();
      await reader.page.reload();
      await reader.page.locator('main h1, main h2').first().waitFor();
      expect(await headerBackground(reader.page)).toBe(before);

      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await admin.page.getByText('Saved. Readers’ pages show it now.').last().waitFor();
      await reader.page.reload();
      await reader.page.locator('main h1, main h2').first().waitFor();
      const after = await headerBackground(reader.page);
      const elapsed = Date.now() - cachedAt;
      expect(after).toBe(newHeader.rgb);
      await expect
        .poll(() => reader.page.locator('header').textContent())
        .toContain(newHeader.title);
      // Within the cache's lifetime, so the change came through the database's message.
      expect(elapsed, `the check ran ${elapsed} ms after server B cached the company`).toBeLessThan(
        hostCacheTtlMs,
      );
      await saveScreenshot(reader.page, 'branding-two-servers-after-b');
    } finally {
      await admin.context.close();
      await reader.context.close();
    }
  });
});
