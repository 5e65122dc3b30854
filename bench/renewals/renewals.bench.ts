// bench/renewals: the renewal job's run over registrations all due at the same moment, each
// reader's card on file at the payments sandbox. The sandbox runs here, each measured run in a
// child process (renewals-child.ts) on a fresh embedded database, so the child's memory and CPU
// are the job's own.
// - Throughput: DUE registrations (default 10,000) with the sandbox answering in 50 ms: the wall
//   time against the ideal DUE × 50 ms / RENEWAL_CONCURRENCY (target ≥ 0.8 of ideal), the
//   charges the sandbox counted (exactly one per registration) and registrations charged twice.
// - Memory: the peak resident set during the run at 1,000, 10,000 and 100,000 due with the
//   sandbox at 1 ms: flat, since due rows are read a keyset page at a time.
// Options: --due N (throughput size), --sizes 1000,10000,100000 (memory sizes; 100,000 takes
// long on a small machine: setting up 100,000 cards at the sandbox alone is 200,000 calls),
// --concurrency N (RENEWAL_CONCURRENCY, default 20), --db pglite,postgres (default both;
// PostgreSQL at RENEWALS_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// a new database per run).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newMerchant, startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import pg from 'pg';
import { ROOT } from '../lib.js';

interface ChildResult {
  due: number;
  latencyMs: number;
  concurrency: number;
  wallMs: number;
  /** The mean time of an Authorize call as the job saw it (the sandbox's latency and more). */
  gatewayMeanMs: number;
  run: { charged: number; declined: number; ended: number; unsettled: number; skipped: number };
  renewed: number;
  successOrders: number;
  rssAtStart: number;
  rssPeak: number;
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/** A server to make each run's database on (--db postgres). */
const PG_ADMIN_URL =
  process.env.RENEWALS_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one run: PGlite in the run's DATA_DIR, or a new PostgreSQL database. */
async function freshDatabase(db: 'pglite' | 'postgres') {
  if (db === 'pglite') return { url: '', drop: async () => {} };
  const name = `hondana_renewals_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function measure(
  sandbox: PaymentsSandbox,
  due: number,
  latencyMs: number,
  concurrency: number,
  db: 'pglite' | 'postgres',
): Promise<ChildResult & { charges: number; chargedTwice: number }> {
  // A merchant of its own: this run's charges are told apart from the others'.
  const merchant = newMerchant();
  sandbox.addMerchant(merchant);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-renewals-'));
  const database = await freshDatabase(db);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          ...(process.env.RENEWALS_CHILD_FLAGS?.split(' ') ?? []),
          '--expose-gc',
          '--import',
          'tsx',
          'bench/renewals/renewals-child.ts',
        ],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATA_DIR: dataDir,
            APP_SECRET: 'renewals-bench-secret-renewals-bench-0123',
            DATABASE_URL: database.url,
            DUE: String(due),
            LATENCY_MS: String(latencyMs),
            RENEWAL_CONCURRENCY: String(concurrency),
            SANDBOX_URL: sandbox.url,
            VERITRANS_BASE_URL: sandbox.url,
            MERCHANT: JSON.stringify(merchant),
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`renewals child exited with ${code}`)),
      );
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as ChildResult;
    const perRegistration = new Map<string, number>();
    for (const charge of sandbox.charges()) {
      if (charge.merchantCcid !== merchant.ccid) continue;
      const registration = charge.orderId.split('-')[1]!;
      perRegistration.set(registration, (perRegistration.get(registration) ?? 0) + 1);
    }
    const charges = [...perRegistration.values()].reduce((sum, count) => sum + count, 0);
    const chargedTwice = [...perRegistration.values()].filter((count) => count > 1).length;
    return { ...result, charges, chargedTwice };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

export async function benchRenewals(): Promise<string[][]> {
  const due = Number(option('due', '10000'));
  const sizes = option('sizes', '1000,10000,100000').split(',').map(Number);
  const concurrency = Number(option('concurrency', '20'));
  const dbs = option('db', 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
  const sandbox = await startPaymentsSandbox();
  try {
    const rows: string[][] = [
      [
        'database',
        'run',
        'due',
        'sandbox',
        'wall',
        'ideal',
        'of ideal',
        'gateway mean',
        'of ideal at that',
        'charges',
        'charged twice',
        'RSS at start',
        'peak RSS',
        'growth',
      ],
    ];
    const row = (db: string, label: string, r: Awaited<ReturnType<typeof measure>>) => {
      const idealMs = (r.due * r.latencyMs) / r.concurrency;
      rows.push([
        db,
        label,
        r.due.toLocaleString('en-US'),
        `${r.latencyMs} ms`,
        `${(r.wallMs / 1000).toFixed(1)} s`,
        `${(idealMs / 1000).toFixed(1)} s`,
        (idealMs / r.wallMs).toFixed(2),
        `${r.gatewayMeanMs.toFixed(1)} ms`,
        // The same ratio with the gateway's time as the job saw it: on a loaded machine the
        // sandbox answers slower than its setting, which is not the job's overhead.
        ((r.due * r.gatewayMeanMs) / r.concurrency / r.wallMs).toFixed(2),
        r.charges.toLocaleString('en-US'),
        String(r.chargedTwice),
        mb(r.rssAtStart),
        mb(r.rssPeak),
        mb(r.rssPeak - r.rssAtStart),
      ]);
      if (r.renewed !== r.due || r.successOrders !== r.due) {
        throw new Error(`renewed ${r.renewed} and ${r.successOrders} orders of ${r.due} due`);
      }
    };
    for (const db of dbs) {
      const throughput = await measure(sandbox, due, 50, concurrency, db);
      row(db, `throughput, concurrency ${concurrency}`, throughput);
      for (const size of sizes) {
        row(
          db,
          `memory, concurrency ${concurrency}`,
          await measure(sandbox, size, 1, concurrency, db),
        );
      }
    }
    return rows;
  } finally {
    await sandbox.close();
  }
}
