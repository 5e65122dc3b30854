import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Clock } from '../platform/clock/clock.js';
import { composeServer } from '../runtime.js';
import type { ComposedModules, Ports } from '../server-module.js';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { createJobQueue, type JobQueue } from '../platform/jobs/job-queue.js';
import { createMailerFor } from '../platform/mail/create-mailer.js';
import type { Mail, Mailer } from '../platform/mail/mailer.js';
import { createAppLogger } from '../platform/log/logger.js';
import { createLocalStorage } from '../platform/storage/local-storage.js';
import type { ObjectStorage } from '../platform/storage/object-storage.js';
import { withAdminClient, withDatabase } from './global-setup.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** Every mail the app sent, in order (they also land in the outbox table). */
  sentMails: Mail[];
  /** The app's real job queue on the test database (mail is sent directly, not as a job). */
  jobs: JobQueue;
  /** What the modules were given (the transaction-aware db, the clock, …). */
  ports: Ports;
  /** The modules' services, as the routes use them. */
  services: ComposedModules['services'];
  close(): Promise<void>;
}

/** pg-boss only looks for new jobs this often; low so tests wait little for a queued job. */
const TEST_POLLING_INTERVAL_SECONDS = 0.5;

/**
 * A fresh database per call: PGlite cloned from the migrated template, or, when TEST_DATABASE_URL
 * is set, a new PostgreSQL database made from the template database. `statementTimeoutMs` as
 * STATEMENT_TIMEOUT_MS sets it (PostgreSQL only).
 */
export async function openTestDatabase(
  options: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `hondana_t${randomBytes(4).toString('hex')}_${postgres.name.split('_').pop()}`;
    await withAdminClient(postgres.adminUrl, (client) =>
      client.query(`create database ${name} template ${postgres.name}`),
    );
    const handle = await openDatabase({
      databaseUrl: withDatabase(postgres.adminUrl, name),
      statementTimeoutMs: options.statementTimeoutMs,
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        await withAdminClient(postgres.adminUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplateFile'));
  return openDatabase({ pgliteLoadDataDir: new Blob([dump]) });
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    SEED_DEMO: '0',
    // Links in mails as a site served on the standard port has them.
    PUBLIC_URL: 'http://{domain}',
    // Tests write rows straight to the database, which no kept answer hears of; the cache's own
    // tests (company-answers.int.test.ts) turn it on.
    SEARCH_CACHE_SECONDS: '0',
    ...env,
  });
}

export async function createTestApp(
  options: BuildAppOptions & {
    env?: Record<string, string>;
    /** Sends through this mailer (e.g. a real SMTP mailer) instead of the outbox; still recorded in sentMails. */
    mailer?: Mailer;
    /** false: jobs are stored but never run (to look at what a request queued). Default true. */
    workJobs?: boolean;
    /** A second server copy on this app's database and storage (left open by its close). */
    copyOf?: TestApp;
    /** The modules' clock (createTestClock() to move time). */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const { env, mailer: transport, workJobs = true, copyOf, clock, ...buildOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-app-'));
  const config = testConfig(dataDir, env);
  const database =
    copyOf?.database ?? (await openTestDatabase({ statementTimeoutMs: config.statementTimeoutMs }));
  const storage = copyOf?.storage ?? createLocalStorage(path.join(dataDir, 'files'));
  const sentMails: Mail[] = [];
  const outbox =
    transport ??
    createMailerFor(
      { smtpUrl: undefined, mailFrom: config.mailFrom },
      database.db,
      pino({ level: 'silent' }),
    );
  const mailer: Mailer = {
    async send(mail) {
      sentMails.push(mail);
      await outbox.send(mail);
    },
    close: () => outbox.close(),
  };
  const jobs = createJobQueue(
    database.kind === 'pglite'
      ? { pglite: database.pglite, pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS }
      : {
          connectionString: database.connectionString,
          pollingIntervalSeconds: TEST_POLLING_INTERVAL_SECONDS,
        },
    pino({ level: 'silent' }),
  );
  const { ports, modules } = await composeServer({
    config,
    database,
    storage,
    transport: mailer,
    mailer,
    queue: jobs,
    // The modules log (security events) where the app does: a test's capture, else nowhere.
    log: buildOptions.logger ?? pino({ level: 'silent' }),
    clock,
  });
  await jobs.start({ work: workJobs && !copyOf });
  const app = await buildApp(config, modules, { webDistDir: null, ...buildOptions });
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    sentMails,
    jobs,
    ports,
    services: modules.services,
    async close() {
      await app.close();
      await modules.close();
      await jobs.stop();
      if (!copyOf) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A logger like the running app's (same serializers) that keeps its lines for a test to read. */
export function createLogCapture(): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const logger = createAppLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { logger, lines };
}

/** Jobs run in the background: waits for the first mail sent (so far or soon) that matches. */
export async function waitForMail(
  t: TestApp,
  predicate: (mail: Mail) => boolean,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = t.sentMails.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Jobs in the test database's queue (pg-boss keeps finished ones too) that match `where`. */
export async function countJobs(t: TestApp, where: SQL = sql`true`): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sql`pgboss.job`)
    .where(where);
  return row?.count ?? 0;
}

/** Waits until no job is waiting or running (e.g. before asserting that nothing was mailed). */
export async function waitForIdleJobs(t: TestApp, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await countJobs(t, sql`state in ('created', 'retry', 'active')`)) > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still open after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
