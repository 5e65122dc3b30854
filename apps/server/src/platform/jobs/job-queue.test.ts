import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../test/statements.js';
import { defineJob } from './job-definition.js';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../../..');

function createCapturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  );
  return { logger, lines };
}

async function waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let schemaCounter = 0;
/** Each test gets its own pg-boss schema, so tests sharing a database never see each other's jobs. */
function uniqueSchema(): string {
  schemaCounter += 1;
  return `pgboss_t${process.pid}_${schemaCounter}`;
}

/** The behaviour both databases must show. */
type AnyDrizzle = PgDatabase<PgQueryResultHKT>;

function describeJobQueueBehaviour(getConnection: () => JobQueueOptions, getDb: () => AnyDrizzle) {
  const queues: JobQueue[] = [];
  function openQueue(extra: Partial<JobQueueOptions> = {}) {
    const { logger, lines } = createCapturingLogger();
    const queue = createJobQueue(
      {
        ...getConnection(),
        schema: uniqueSchema(),
        pollingIntervalSeconds: 0.5,
        ...extra,
      } as JobQueueOptions,
      logger,
    );
    queues.push(queue);
    return { queue, lines };
  }
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
  });

  it('runs a job with the data it was sent', async () => {
    const seen: { contentId: string; pages: number }[] = [];
    const job = defineJob({
      name: 'content.extract-text',
      schema: z.object({ contentId: z.string().uuid(), pages: z.number().int() }),
      handler: async (data) => void seen.push(data),
    });
    const { queue, lines } = openQueue();
    queue.register([job]);
    await queue.start({ work: true });
    const data = { contentId: '4b0f3c1e-8a43-4b7c-9a52-0c1f1f8c2d10', pages: 12 };
    const id = await queue.send(job, data);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => seen.length === 1, 15_000, 'the job to run');
    expect(seen).toEqual([data]);
    await waitFor(() => lines.join('').includes('job completed'), 5_000, 'the completion log');
  });

  it('retries a failing handler until it succeeds', async () => {
    let attempts = 0;
    const job = defineJob({
      name: 'mail.send',
      schema: z.object({ to: z.string() }),
      retryLimit: 3,
      retryDelaySeconds: 0,
      handler: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`smtp down (attempt ${attempts})`);
      },
    });
    const { queue, lines } = openQueue();
    queue.register([job]);
    await queue.start({ work: true });
    await queue.send(job, { to: 'a@example.com' });
    await waitFor(() => attempts === 3, 20_000, 'three attempts');
    const log = lines.join('');
    expect(log).toContain('smtp down (attempt 1)');
    expect(log).toContain('smtp down (attempt 2)');
    await waitFor(() => lines.join('').includes('job completed'), 5_000, 'the completion log');
  });

  it('stops retrying after retryLimit', async () => {
    let attempts = 0;
    const job = defineJob({
      name: 'always-fails',
      schema: z.object({}),
      retryLimit: 1,
      retryDelaySeconds: 0,
      handler: async () => {
        attempts += 1;
        throw new Error('permanent');
      },
    });
    const { queue } = openQueue();
    queue.register([job]);
    await queue.start({ work: true });
    await queue.send(job, {});
    await waitFor(() => attempts === 2, 20_000, 'two attempts');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(attempts).toBe(2);
  });

  it('aborts the signal of an attempt that runs past its timeout, so its work can stop', async () => {
    let stoppedBy: unknown = null;
    const job = defineJob({
      name: 'content.slow',
      schema: z.object({}),
      retryLimit: 0,
      timeoutSeconds: 1,
      handler: (_data, { signal }) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            stoppedBy = signal.reason ?? 'aborted';
            resolve();
          });
        }),
    });
    const { queue } = openQueue();
    queue.register([job]);
    await queue.start({ work: true });
    await queue.send(job, {});
    await waitFor(() => stoppedBy !== null, 15_000, 'the attempt to be aborted');
  });

  it('validates data on send and refuses unknown jobs', async () => {
    const job = defineJob({
      name: 'thumbnail',
      schema: z.object({ page: z.number().int().min(1) }),
      handler: async () => {},
    });
    const other = defineJob({
      name: 'not-registered',
      schema: z.object({}),
      handler: async () => {},
    });
    const { queue } = openQueue();
    queue.register([job]);
    await expect(queue.send(job, { page: 1 })).rejects.toThrow(/not started/);
    await queue.start({ work: false });
    await expect(queue.send(job, { page: 0 })).rejects.toThrow(/invalid data for job "thumbnail"/);
    await expect(queue.send(job, { page: 'one' } as never)).rejects.toThrow(/page/);
    await expect(queue.send(other, {})).rejects.toThrow(/not registered/);
    expect(() => queue.register([other])).toThrow(/before starting/);
  });

  it('stores a job sent with { tx } only when the transaction commits', async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: 'content.publish',
      schema: z.object({ title: z.string() }),
      handler: async (data) => void ran.push(data.title),
    });
    const { queue } = openQueue();
    queue.register([job]);
    await queue.start({ work: true });
    const db = getDb();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send(job, { title: 'committed' }, { tx });
    });
    await expect(
      db.transaction(async (tx) => {
        await queue.send(job, { title: 'rolled back' }, { tx });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    await waitFor(() => ran.length === 1, 15_000, 'the committed job');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran).toEqual(['committed']);
  });

  it('sends a job with a cron on its schedule, and drops the schedule once the job has none', async () => {
    expect(() =>
      defineJob({
        name: 'needs-data',
        schema: z.object({ id: z.string() }),
        cron: '0 * * * *',
        handler: async () => {},
      }),
    ).toThrow(/must accept \{\}/);
    const schema = uniqueSchema();
    const schedules = async () => {
      return rowsOf(await getDb().execute(sql.raw(`select name, cron from ${schema}.schedule`)));
    };
    const ran: unknown[] = [];
    const scheduled = defineJob({
      name: 'uploads.expire',
      schema: z.object({}),
      cron: '* * * * *',
      handler: async (data) => void ran.push(data),
    });
    // Looked at every second: the first look may come before the schedule is written.
    const { queue } = openQueue({ schema, scheduleIntervalSeconds: 1 });
    queue.register([scheduled]);
    await queue.start({ work: true });
    expect(await schedules()).toEqual([{ name: 'uploads.expire', cron: '* * * * *' }]);
    // Every minute: the first pass at start finds this minute's time due and sends it.
    await waitFor(() => ran.length >= 1, 30_000, 'the scheduled job');
    expect(ran[0]).toEqual({});
    await queue.stop();

    const { queue: next } = openQueue({ schema });
    next.register([{ ...scheduled, cron: undefined }]);
    await next.start({ work: true });
    expect(await schedules()).toEqual([]);
  });

  it('only sends with work: false; a worker elsewhere runs the job', async () => {
    const schema = uniqueSchema();
    const ran: string[] = [];
    const job = defineJob({
      name: 'import.csv',
      schema: z.object({ file: z.string() }),
      handler: async (d) => void ran.push(d.file),
    });
    const { queue: web } = openQueue({ schema });
    web.register([job]);
    await web.start({ work: false });
    await web.send(job, { file: 'users.csv' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran).toEqual([]);
    const { queue: worker } = openQueue({ schema });
    worker.register([job]);
    await worker.start({ work: true });
    await waitFor(() => ran.length === 1, 15_000, 'the worker to run the job');
    expect(ran).toEqual(['users.csv']);
  });
}

describe('job queue on PGlite', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  });
  afterAll(async () => {
    await pglite.close();
  });
  describeJobQueueBehaviour(
    () => ({ pglite }),
    () => drizzlePglite(pglite) as unknown as AnyDrizzle,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('job queue on PostgreSQL', () => {
  const connectionString = process.env.TEST_DATABASE_URL ?? '';
  const pool = new pg.Pool({ connectionString, max: 2 });
  afterAll(async () => {
    await pool.end();
    // Drop the schemas this file created so the shared test database stays clean.
    const client = new pg.Client({ connectionString });
    await client.connect();
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like $1`,
      [`pgboss_t${process.pid}_%`],
    );
    for (const row of rows) await client.query(`drop schema "${row.nspname}" cascade`);
    await client.end();
  });
  describeJobQueueBehaviour(
    () => ({ connectionString }),
    () => drizzleNodePg(pool) as unknown as AnyDrizzle,
  );
});

describe('job queue durability (PGlite data dir, process killed with SIGKILL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-jobs-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs the fixture until it prints `marker`, then kills it with SIGKILL. */
  async function runFixtureAndKill(
    mode: 'send' | 'hang',
    jobName: string,
    marker: string,
  ): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'durability.fixture.ts'), dataDir, mode, jobName],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    try {
      await waitFor(
        () => stdout.includes(marker) || child.exitCode !== null,
        45_000,
        `fixture output "${marker}"`,
      );
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}; stderr: ${stderr}`);
    }
    if (!stdout.includes(marker)) throw new Error(`fixture exited early: ${stderr}`);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
  }

  async function runQueueUntil(jobName: string, count: number): Promise<string[]> {
    const pglite = await PGlite.create({ dataDir });
    const ran: string[] = [];
    const job = defineJob({
      name: jobName,
      schema: z.object({ bookId: z.string() }),
      retryDelaySeconds: 0,
      handler: async (data) => void ran.push(data.bookId),
    });
    const { logger } = createCapturingLogger();
    const queue = createJobQueue(
      { pglite, heartbeatSeconds: 10, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 },
      logger,
    );
    queue.register([job]);
    try {
      await queue.start({ work: true });
      await waitFor(() => ran.length >= count, 45_000, `${jobName} to run again`);
    } finally {
      await queue.stop();
      await pglite.close();
    }
    return ran;
  }

  it('runs a job that was stored by a process killed before working it', async () => {
    await runFixtureAndKill('send', 'durable.sent', 'SENT ');
    expect(await runQueueUntil('durable.sent', 1)).toEqual(['book-1']);
  }, 120_000);

  it('retries a job whose process was killed while running it', async () => {
    await runFixtureAndKill('hang', 'durable.running', 'STARTED book-1');
    // The dead worker's heartbeat goes stale after 10 s; the job is then failed and retried here.
    expect(await runQueueUntil('durable.running', 1)).toEqual(['book-1']);
  }, 120_000);
});
