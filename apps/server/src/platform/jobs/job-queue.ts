import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Job,
  type Queue,
} from 'pg-boss';
import { z } from 'zod';
import { withPgliteOwnParsers } from '../db/pglite-parsers.js';
import type { JobDefinition } from './job-definition.js';

export interface JobQueue {
  /** Declares the jobs this process can send and run; call before start(). */
  register(jobs: JobDefinition<any>[]): void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Validates `data` with the job's schema and stores the job; resolves to the job id.
   * Inside a Drizzle transaction pass `{ tx }`: the job is then stored by that transaction
   * (kept only if it commits). On PGlite this is required, not optional: PGlite has one
   * connection, so a send outside the open transaction waits for it forever.
   */
  send<T>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string>;
  /** `work: false` only enables send() (a web process when WORKERS=0). */
  start(opts: { work: boolean }): Promise<void>;
  /** Waits up to 10 s for running handlers; an unfinished job is retried later, not lost. */
  stop(): Promise<void>;
}

/** What send() needs of a Drizzle transaction (the `tx` of `db.transaction(async (tx) => …)`). */
export interface TransactionExecutor {
  execute(query: SQL): PromiseLike<unknown>;
}

export interface SendOptions {
  tx?: TransactionExecutor;
}

export type JobQueueOptions = ({ pglite: PGlite } | { connectionString: string }) & {
  /** Postgres schema for the queue tables; default `pgboss`. */
  schema?: string;
  /** How often an idle worker looks for new jobs; default 2. */
  pollingIntervalSeconds?: number;
  /**
   * How often expired and abandoned jobs are found and retried. pg-boss defaults to 60 s;
   * lower means a job whose process was killed is picked up again sooner. Default 5.
   */
  superviseIntervalSeconds?: number;
  /**
   * A running job refreshes a heartbeat; one not refreshed for this long (its process died) is
   * failed and retried. At least 10 (pg-boss's minimum); default 30.
   */
  heartbeatSeconds?: number;
  /**
   * How often a process that runs jobs looks for scheduled jobs (`cron`) that came due; pg-boss
   * sends one within a minute of its time whatever this is. 1-45; default 30.
   */
  scheduleIntervalSeconds?: number;
};

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 10;
const MAX_RETRY_DELAY_SECONDS = 600;
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
const STOP_TIMEOUT_MS = 10_000;

/** A durable job queue in the application's database (pg-boss on PGlite or PostgreSQL). */
export function createJobQueue(opts: JobQueueOptions, logger: FastifyBaseLogger): JobQueue {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const superviseIntervalSeconds = opts.superviseIntervalSeconds ?? 5;
  const heartbeatSeconds = opts.heartbeatSeconds ?? 30;
  let boss: PgBoss | null = null;
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  function buildBoss(work: boolean): PgBoss {
    const common: ConstructorOptions = {
      schema: opts.schema,
      // Only processes that run jobs do maintenance and send scheduled jobs; a send-only web
      // process stays light.
      supervise: work,
      schedule: work,
      cronMonitorIntervalSeconds: opts.scheduleIntervalSeconds ?? 30,
      superviseIntervalSeconds,
      monitorIntervalSeconds: superviseIntervalSeconds,
    };
    const instance =
      'pglite' in opts
        ? new PgBoss({
            ...common,
            db: fromPglite(withPgliteOwnParsers(opts.pglite)),
            backend: 'pglite',
          })
        : new PgBoss({ ...common, connectionString: opts.connectionString, max: 4 });
    // An 'error' event without a listener would crash the process; these are transient (lost connection).
    instance.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    instance.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
    return instance;
  }

  function toQueueOptions(def: JobDefinition<unknown>): Omit<Queue, 'name'> {
    const retryDelay = def.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS;
    return {
      retryLimit: def.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay,
      retryBackoff: retryDelay > 0,
      ...(retryDelay > 0 ? { retryDelayMax: Math.max(MAX_RETRY_DELAY_SECONDS, retryDelay) } : {}),
      expireInSeconds: def.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      heartbeatSeconds,
      ...(def.deadLetter ? { deadLetter: def.deadLetter } : {}),
    };
  }

  async function runJob(def: JobDefinition<unknown>, job: Job<unknown>): Promise<void> {
    const startedAt = Date.now();
    const context = { job: def.name, jobId: job.id, attempt: job.retryCount + 1 };
    try {
      const parsed = def.schema.safeParse(job.data);
      if (!parsed.success) {
        throw new Error(
          `stored data does not match the job schema: ${z.prettifyError(parsed.error)}`,
        );
      }
      await def.handler(parsed.data, { signal: job.signal });
      logger.info({ ...context, ms: Date.now() - startedAt }, 'job completed');
    } catch (error) {
      logger.error({ ...context, ms: Date.now() - startedAt, err: error }, 'job attempt failed');
      throw error; // pg-boss records the failure and schedules the retry
    }
  }

  return {
    register(jobs) {
      if (state !== 'new') throw new Error('register jobs before starting the job queue');
      for (const def of jobs) {
        const existing = definitions.get(def.name);
        if (existing && existing !== def)
          throw new Error(`two jobs are registered as "${def.name}"`);
        definitions.set(def.name, def as JobDefinition<unknown>);
      }
    },

    async send(job, data, options) {
      if (state !== 'started' || !boss)
        throw new Error(`cannot send job "${job.name}": the job queue is not started`);
      if (definitions.get(job.name) !== job) {
        throw new Error(`cannot send job "${job.name}": it is not registered with this job queue`);
      }
      const parsed = job.schema.safeParse(data);
      if (!parsed.success) {
        throw new Error(`invalid data for job "${job.name}": ${z.prettifyError(parsed.error)}`);
      }
      const payload = parsed.data;
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
        throw new Error(`job "${job.name}" data must be an object`);
      }
      const id = await boss.send(
        job.name,
        payload,
        options?.tx ? { db: fromDrizzle(options.tx as DrizzleTransactionLike, sql) } : {},
      );
      // Only singleton or throttled sends return null, and this queue uses neither.
      if (!id) throw new Error(`job "${job.name}" was not stored`);
      return id;
    },

    async start({ work }) {
      if (state !== 'new')
        throw new Error(`the job queue cannot be started twice (it is ${state})`);
      state = 'starting';
      const instance = buildBoss(work);
      try {
        await instance.start();
        for (const def of definitions.values()) {
          if (def.deadLetter && !definitions.has(def.deadLetter)) {
            throw new Error(
              `job "${def.name}": its dead-letter job "${def.deadLetter}" is not registered`,
            );
          }
        }
        // A queue's dead-letter queue must exist before it (a foreign key in pg-boss).
        const ordered = [...definitions.values()].sort(
          (a, b) => Number(Boolean(a.deadLetter)) - Number(Boolean(b.deadLetter)),
        );
        for (const def of ordered) {
          const queueOptions = toQueueOptions(def);
          // createQueue leaves an existing queue's options alone; updateQueue applies changed ones.
          await instance.createQueue(def.name, queueOptions);
          await instance.updateQueue(def.name, queueOptions);
          // Both calls above drop the queue from pg-boss's cache; a send({ tx }) that found it
          // missing would look it up outside the transaction, which on PGlite never returns.
          await instance.getJobById(def.name, '00000000-0000-0000-0000-000000000000');
        }
        if (work) {
          for (const def of definitions.values()) {
            // Schedules live in the database: each start writes this code version's (or removes
            // one the job no longer has), so every process that runs jobs agrees.
            if (def.cron) {
              await instance.schedule(def.name, def.cron, {}, { tz: 'UTC', missed: 'once' });
            } else {
              await instance.unschedule(def.name);
            }
            await instance.work(
              def.name,
              { pollingIntervalSeconds, batchSize: 1 },
              async (jobs) => {
                for (const job of jobs) await runJob(def, job);
              },
            );
          }
        }
      } catch (error) {
        state = 'stopped';
        await instance.stop({ graceful: false, close: true }).catch(() => undefined);
        throw error;
      }
      boss = instance;
      state = 'started';
      logger.info({ jobs: [...definitions.keys()], work }, 'job queue started');
    },

    async stop() {
      if (state !== 'started' || !boss) {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      const instance = boss;
      boss = null;
      // pg-boss leaves a PGlite it was handed open (its owner closes it) and closes its own pool.
      await instance.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}
