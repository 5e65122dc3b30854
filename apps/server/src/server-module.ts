import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Clock } from './platform/clock/clock.js';
import type { SecretBox } from './platform/crypto/secret-box.js';
import type { Database, DatabaseHandle } from './platform/db/database.js';
import type { WithTransaction } from './platform/db/transactions.js';
import type { JobDefinition } from './platform/jobs/job-definition.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { SecurityEvents } from './platform/log/security-events.js';
import type { PaymentGateway } from './platform/payments/payment-gateway.js';
import type { ObjectStorage } from './platform/storage/object-storage.js';

/** What every module is given: the configuration and the platform's ports. */
export interface Ports {
  config: AppConfig;
  /** Repositories' handle: inside `withTransaction` (or `db.transaction`) it is the transaction. */
  db: Database;
  withTransaction: WithTransaction;
  /** The connection itself, for what needs more than queries (LISTEN/NOTIFY, health). */
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** Queued mail: delivered by a job, with retries. */
  mailer: Mailer;
  /**
   * The mail transport, sending at once: for jobs, which are themselves retried, and for mails
   * whose links carry a token (a queued mail would keep the token in a job row).
   */
  transport: Mailer;
  /** Sends made inside a transaction are stored by it (kept only if it commits). */
  queue: Pick<JobQueue, 'send'>;
  clock: Clock;
  payments: PaymentGateway;
  secretBox: SecretBox;
  log: FastifyBaseLogger;
  /** Sign-ins, lockouts, password and address changes, roles, suspensions, companies. */
  securityEvents: SecurityEvents;
}

/**
 * The services modules offer to the modules above them. Each module adds what it provides to
 * this interface (declaration merging, as Fastify's decorators do) in its `<area>.module.ts`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** What a module adds to the server. */
export interface ModuleManifest {
  /** Its HTTP routes, registered under /api/v1. */
  routes?: FastifyPluginAsyncZod[];
  /** Its background jobs; every process registers them (a web process sends, a worker runs). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs?: JobDefinition<any>[];
  /** What it offers to the modules listed after it. */
  services?: Partial<Services>;
  /** Runs when the process stops, after HTTP has stopped. */
  close?: () => Promise<void>;
}

/**
 * A service of a module listed later, looked up when called: for the few places where a lower
 * module needs a fact only a higher one has (the hashtag list's content counts, the address a
 * test mail goes to). The lower module declares the interface it needs and its key in
 * `Services`; the higher one provides it. A key no module provides stops the server at start.
 */
export type Later = <K extends keyof Services>(key: K) => () => Services[K];

/** A business module: one folder, one `<area>.module.ts`, one line in app.ts's module list. */
export interface ServerModule {
  name: string;
  create(ports: Ports, services: Services, later: Later): ModuleManifest | Promise<ModuleManifest>;
}

export interface ComposedModules {
  routes: FastifyPluginAsyncZod[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs: JobDefinition<any>[];
  services: Services;
  close(): Promise<void>;
}

/**
 * Builds the modules in floor order. A module may use the services of the modules before it;
 * asking for one that no earlier module provides stops the server at start, naming both.
 */
export async function composeModules(
  modules: readonly ServerModule[],
  ports: Ports,
): Promise<ComposedModules> {
  const provided: Record<string, unknown> = {};
  const composed: ComposedModules = {
    routes: [],
    jobs: [],
    services: provided as unknown as Services,
    close: async () => {},
  };
  const closers: (() => Promise<void>)[] = [];
  const wantedLater = new Map<string, string>();
  const later: Later = (key) => () => provided[key as string] as never;
  for (const module of modules) {
    const laterOfModule: Later = (key) => {
      wantedLater.set(key as string, module.name);
      return later(key);
    };
    const services = new Proxy(provided, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new Error(
            `module '${module.name}' uses the service '${key}', which no module listed before it provides`,
          );
        }
        return target[key as string];
      },
    }) as unknown as Services;
    const manifest = await module.create(ports, services, laterOfModule);
    for (const [key, service] of Object.entries(manifest.services ?? {})) {
      if (key in provided) throw new Error(`module '${module.name}' provides '${key}' again`);
      provided[key] = service;
    }
    composed.routes.push(...(manifest.routes ?? []));
    composed.jobs.push(...(manifest.jobs ?? []));
    if (manifest.close) closers.push(manifest.close);
  }
  for (const [key, wantedBy] of wantedLater) {
    if (!(key in provided)) {
      throw new Error(`module '${wantedBy}' uses the service '${key}', which no module provides`);
    }
  }
  composed.close = async () => {
    for (const close of closers.reverse()) await close();
  };
  return composed;
}
