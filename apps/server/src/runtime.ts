import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp, serverModules } from './app.js';
import { ConfigError, type AppConfig } from './config.js';
import { MIGRATIONS_DIR, PGLITE_INITIAL_DUMP } from './db/migrations-dir.js';
import { resealCompanySecrets } from './modules/company/company-secrets.js';
import { ensureBootstrapAdmin } from './modules/user/bootstrap-admin.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './platform/db/database.js';
import { lockDataDir } from './platform/lock/data-dir-lock.js';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.js';
import { createMailerFor } from './platform/mail/create-mailer.js';
import { createQueuedMailer, defineMailDelivery } from './platform/mail/queued-mailer.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import { createStorage } from './platform/storage/storage.js';
import { createAppLogger, flushLogger } from './platform/log/logger.js';
import type { Mailer } from './platform/mail/mailer.js';
import { createPorts, type PortSources } from './ports.js';
import { composeModules, type ComposedModules, type Ports } from './server-module.js';

export interface Runtime {
  log: FastifyBaseLogger;
  app: FastifyInstance | null;
  stop(): Promise<void>;
}

/**
 * Opens everything a process needs: with the embedded database it first takes the DATA_DIR lock;
 * then migrates, seeds and either serves HTTP (running jobs too unless WORKERS=0) or only works.
 */
export async function startRuntime(config: AppConfig, mode: 'server' | 'worker'): Promise<Runtime> {
  if (mode === 'worker' && !config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL: with the embedded database the server process runs the jobs itself.',
    );
  }
  const log = createAppLogger({ level: config.logLevel });
  const { database, releaseLock } = await openConfiguredDatabase(config);
  const { transport, jobs, ports, modules } = await composeConfiguredServer(config, database, log);
  const works = mode === 'worker' || config.runsJobs;
  await jobs.start({ work: works });
  // Page texts stored before full-text search get their tokens in the background.
  if (works) await jobs.send(modules.services.contentJobs.backfillSearchTokens, {});
  // Orders a process that died left PENDING are finished at once, not at the next schedule.
  if (works) await jobs.send(modules.services.paymentReconcile, { olderThanMs: 0 });
  if (config.bootstrapAdmin) await ensureBootstrapAdmin(database.db, config.bootstrapAdmin, log);
  if (config.seedDemo) await modules.services.seedDemo();
  const secrets = await resealCompanySecrets(database.db, ports.secretBox);
  if (secrets.resealed > 0) log.info(secrets, 'company secrets sealed with the current APP_SECRET');
  if (secrets.unreadable.length > 0) {
    log.error(secrets, 'company secrets no configured APP_SECRET opens: set APP_SECRET_PREVIOUS');
  }

  let app: FastifyInstance | null = null;
  if (mode === 'server') {
    app = await buildApp(config, modules, { logger: log });
    await app.listen({ port: config.port, host: config.host });
  }

  return {
    log,
    app,
    async stop() {
      // Fastify stops accepting and waits for requests in flight before its onClose hooks.
      if (app) await app.close();
      await modules.close();
      await jobs.stop();
      await transport.close();
      await database.close();
      if (releaseLock) await releaseLock();
      await flushLogger(log);
    },
  };
}

/**
 * The configured storage, mail transport and job queue of a process (the queue not started),
 * and its modules composed on them.
 */
export async function composeConfiguredServer(
  config: AppConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
) {
  const storage = createStorageFor(config);
  const transport = createMailerFor(config, database.db, log);
  const jobs = createJobQueue(
    database.kind === 'pglite'
      ? { pglite: database.pglite }
      : { connectionString: database.connectionString },
    log,
  );
  const composed = await composeServer({ config, database, storage, transport, queue: jobs, log });
  return { storage, transport, jobs, ...composed };
}

/**
 * The ports and the composed modules of a process, their jobs registered with the queue (every
 * process registers every job: a web process sends them, a worker runs them). Mail goes through
 * the queue (`mail.deliver`) unless `mailer` is given (tests send at once and keep what was sent).
 */
export async function composeServer(
  sources: Omit<PortSources, 'mailer'> & { mailer?: Mailer },
): Promise<{ ports: Ports; modules: ComposedModules }> {
  const queue: JobQueue = sources.queue;
  const mailDelivery = defineMailDelivery(sources.transport);
  const mailer = sources.mailer ?? createQueuedMailer(queue, mailDelivery);
  const ports = createPorts({ ...sources, mailer });
  const modules = await composeModules(serverModules, ports);
  queue.register([mailDelivery, ...modules.jobs]);
  return { ports, modules };
}

/**
 * The configured database, migrated: PostgreSQL at DATABASE_URL, or PGlite in DATA_DIR/db after
 * taking the DATA_DIR lock (one process per embedded database). `releaseLock` is null with
 * PostgreSQL. Also used by `npm run db:migrate` and `npm run seed`.
 */
export async function openConfiguredDatabase(
  config: AppConfig,
): Promise<{ database: DatabaseHandle; releaseLock: (() => Promise<void>) | null }> {
  const releaseLock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDataDir: path.join(config.dataDir, 'db'),
      pgliteInitialDump: PGLITE_INITIAL_DUMP,
      statementTimeoutMs: config.statementTimeoutMs,
    });
    await migrateDatabase(database, MIGRATIONS_DIR);
    return { database, releaseLock };
  } catch (error) {
    if (releaseLock) await releaseLock();
    throw error;
  }
}

/** The configured object storage: DATA_DIR/files or the S3 bucket. */
export function createStorageFor(config: AppConfig): ObjectStorage {
  return createStorage({
    storage: config.storage,
    dataDir: config.dataDir,
    s3Endpoint: config.s3.endpoint,
    s3Region: config.s3.region,
    s3AccessKeyId: config.s3.accessKeyId,
    s3SecretAccessKey: config.s3.secretAccessKey,
  });
}
