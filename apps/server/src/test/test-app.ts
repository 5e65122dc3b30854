import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/database.js';
import { createMailerFor } from '../platform/mail/create-mailer.js';
import type { Mail, Mailer } from '../platform/mail/mailer.js';
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
  close(): Promise<void>;
}

/**
 * A fresh database per call: PGlite cloned from the migrated template, or, when TEST_DATABASE_URL
 * is set, a new PostgreSQL database made from the template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `hondana_t${randomBytes(4).toString('hex')}_${postgres.name.split('_').pop()}`;
    await withAdminClient(postgres.adminUrl, (client) =>
      client.query(`create database ${name} template ${postgres.name}`),
    );
    const handle = await openDatabase({ databaseUrl: withDatabase(postgres.adminUrl, name) });
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
    ...env,
  });
}

export async function createTestApp(
  options: BuildAppOptions & {
    env?: Record<string, string>;
    /** Sends through this mailer (e.g. a real SMTP mailer) instead of the outbox; still recorded in sentMails. */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  const { env, mailer: transport, ...buildOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-app-'));
  const config = testConfig(dataDir, env);
  const database = await openTestDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'files'));
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
  const app = await buildApp(
    config,
    { database, storage, mailer },
    { webDistDir: null, ...buildOptions },
  );
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    sentMails,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
