import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import { createMovableClock, systemClock, type Clock } from './platform/clock/clock.js';
import { createSecretBox } from './platform/crypto/secret-box.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { createTransactions } from './platform/db/transactions.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import { createSecurityEvents } from './platform/log/security-events.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { PaymentGateway } from './platform/payments/payment-gateway.js';
import { createVeritransGateway } from './platform/payments/veritrans-gateway.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';
import type { Ports } from './server-module.js';

export interface PortSources {
  config: AppConfig;
  database: DatabaseHandle;
  storage: ObjectStorage;
  mailer: Mailer;
  transport: Mailer;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** Tests hand in a clock they move. */
  clock?: Clock;
  payments?: PaymentGateway;
}

/**
 * The ports every module is given, made once per process: the database handle whose queries
 * join the running transaction, and a queue whose sends do too (on PGlite a send outside the
 * open transaction would wait for it forever).
 */
export function createPorts(sources: PortSources): Ports {
  const transactions = createTransactions(sources.database.db);
  return {
    config: sources.config,
    db: transactions.db,
    withTransaction: transactions.withTransaction,
    database: sources.database,
    storage: sources.storage,
    mailer: sources.mailer,
    transport: sources.transport,
    queue: {
      send: (job, data, options) =>
        sources.queue.send(job, data, { tx: options?.tx ?? transactions.current() ?? undefined }),
    },
    clock: sources.clock ?? (sources.config.clockControl ? createMovableClock() : systemClock),
    payments: sources.payments ?? createVeritransGateway(sources.config.veritrans),
    secretBox: createSecretBox(sources.config.appSecret, sources.config.previousAppSecrets),
    log: sources.log,
    securityEvents: createSecurityEvents(sources.log),
  };
}
