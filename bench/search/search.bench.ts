// Issue 8's search performance: field search and full-text search through HTTP at 16 concurrent
// clients over a corpus of two companies × 10,000 books × 50 pages (bench/search/corpus.ts),
// on PGlite and on PostgreSQL. Target on PostgreSQL: full-text p95 < 50 ms, field p95 < 20 ms.
//
//   npm run bench -- search [--scale 0.01] [--db pglite|postgres|both] [--seconds 15] [--fresh]
//
// The corpus is loaded once per database by load-corpus.ts (not through HTTP uploads) and kept:
// PGlite in SEARCH_BENCH_DATA_DIR (default $TMPDIR/hondana-search-bench), PostgreSQL in the
// database SEARCH_BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/hondana_search_bench, created when missing). A later run of
// the same scale, corpus and tokenizer reuses it; anything else (or --fresh) reloads it. At full
// scale that takes ~20 min on PostgreSQL and ~10 GB of disk per database.
// The candidates of the index (docs/decisions.md) are measured by candidates.ts, run on its own.
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startProcess, stopProcess } from '../lib.js';
import type { LoadReport } from './load-corpus.js';
import { explainFullText } from './explain.js';
import { FIELD_QUERIES, FULL_TEXT_BEYOND_THE_MIX, FULL_TEXT_QUERIES } from './queries.js';
import {
  CONNECTIONS,
  figuresOf,
  measure,
  postJson,
  SEARCH_HOST,
  timeEach,
  type AloneTimes,
  type Figures,
  type Measured,
} from './search-load.js';
import { BENCH_COMPANIES, BOOKS_AT_FULL_SCALE, PAGES_PER_BOOK } from './shape.js';

const ROUNDS = 2;
const HOST = SEARCH_HOST;
const OTHER_COMPANY_PREFIX = `searchbench${BENCH_COMPANIES[1].letter}`;
const FIELD_PATH = '/api/v1/content/public/search?page=1&size=10';
const FULL_TEXT_PATH = '/api/v1/content/public/full-text-search?page=1&size=10';
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/hondana_search_bench';

interface Options {
  scale: number;
  databases: ('pglite' | 'postgres')[];
  seconds: number;
  fresh: boolean;
}

function optionsOf(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const scale = Number(value('scale') ?? process.env.BENCH_SEARCH_SCALE ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
  const db = value('db') ?? 'both';
  if (!['pglite', 'postgres', 'both'].includes(db)) throw new Error('--db pglite|postgres|both');
  return {
    scale,
    databases: db === 'both' ? ['pglite', 'postgres'] : [db as 'pglite' | 'postgres'],
    seconds: Number(value('seconds') ?? process.env.BENCH_SECONDS ?? 15),
    fresh: argv.includes('--fresh'),
  };
}

/** Runs load-corpus.ts against one database; its progress goes to our standard error. */
async function loadCorpus(env: Record<string, string>, options: Options): Promise<LoadReport> {
  const args = ['--import', 'tsx', path.join(ROOT, 'bench/search/load-corpus.ts')];
  args.push('--scale', String(options.scale));
  if (options.fresh) args.push('--fresh');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`load-corpus.ts exited with ${code}`);
  return JSON.parse(output.trim().split('\n').pop()!) as LoadReport;
}

/** Creates the PostgreSQL database of the benchmark when it does not exist. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

interface Paged {
  status: number;
  message: string;
  results: { content: unknown[]; total_elements: number };
}

/**
 * Asks every query twice before the load: each must answer 200, never a book of the other
 * company, and the same books and total both times; the queries together must find something.
 * Returns the total of results per query.
 */
async function checkAnswers(
  base: string,
  route: string,
  bodies: unknown[],
  idsOf: (item: unknown) => string,
): Promise<number[]> {
  const totals: number[] = [];
  const ask = async (body: unknown) => {
    const answer = await postJson(`${base}${route}`, body);
    const envelope = answer.body as Paged;
    if (answer.statusCode !== 200 || envelope.status !== 200) {
      throw new Error(
        `${route} ${JSON.stringify(body)} answered ${answer.statusCode}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    }
    const ids = envelope.results.content.map(idsOf);
    if (ids.some((id) => id.startsWith(OTHER_COMPANY_PREFIX))) {
      throw new Error(`${route} ${JSON.stringify(body)} answered another company's book`);
    }
    return { ids, total: envelope.results.total_elements };
  };
  for (const body of bodies) {
    const first = await ask(body);
    // Computed twice (every search computed), a search past its count bound once counted other
    // pages each time (parallel workers): the same question must get the same answer.
    const again = await ask(body);
    if (JSON.stringify(again) !== JSON.stringify(first)) {
      throw new Error(
        `${route} ${JSON.stringify(body)} answered differently when asked again: ${JSON.stringify(first)} then ${JSON.stringify(again)}`,
      );
    }
    totals.push(first.total);
  }
  // A rare combination may find nothing in a small corpus; nothing at all means a broken search.
  if (totals.every((total) => total === 0)) throw new Error(`${route} found nothing at all`);
  return totals;
}

/** One server's figures over the corpus. */
interface Served {
  /** How the server was run: the default configuration, or every search computed. */
  mode: 'default' | 'computed';
  field: Figures;
  fullText: Figures;
  /** Each query alone (20 runs): what a request costs without waiting behind others. */
  fieldAlone: AloneTimes[];
  fullTextAlone: AloneTimes[];
  /** FULL_TEXT_BEYOND_THE_MIX alone, every search computed only (none when answers are kept). */
  beyondTheMixAlone: AloneTimes[];
  /** The machine's 1-minute load average when the measurement began (2 cores, shared). */
  loadAverage: number;
  fieldTotals: number[];
  fullTextTotals: number[];
}

interface DatabaseRun {
  database: 'pglite' | 'postgres';
  load: LoadReport;
  served: Served[];
  /** PostgreSQL: EXPLAIN ANALYZE of the slowest full-text query alone, every search computed. */
  plan: { query: string; lines: string[] } | null;
}

/**
 * Measures both ways the product answers: as users run it (visitors' answers kept for
 * SEARCH_CACHE_SECONDS, so a repeated search is answered from memory), and with every search
 * computed (SEARCH_CACHE_SECONDS=0), the cost of a search nobody asked in the last 30 s.
 */
async function runOn(database: 'pglite' | 'postgres', options: Options): Promise<DatabaseRun> {
  const env: Record<string, string> = {};
  if (database === 'postgres') {
    const url = process.env.SEARCH_BENCH_DATABASE_URL ?? DEFAULT_PG_URL;
    await ensurePostgresDatabase(url);
    env.DATABASE_URL = url;
  } else {
    env.DATA_DIR = process.env.SEARCH_BENCH_DATA_DIR ?? path.join(tmpdir(), 'hondana-search-bench');
    await mkdir(env.DATA_DIR, { recursive: true });
  }
  console.error(`search bench: corpus on ${database} (scale ${options.scale})`);
  const load = await loadCorpus(env, options);
  const served: Served[] = [];
  for (const mode of ['default', 'computed'] as const) {
    console.error(`search bench: measuring on ${database}, ${mode}`);
    served.push(await serveAndMeasure(env, mode, options));
  }
  let plan: DatabaseRun['plan'] = null;
  const computed = served.find((run) => run.mode === 'computed');
  if (env.DATABASE_URL && computed) {
    const times = computed.fullTextAlone.map((alone) => alone.p95);
    const query = FULL_TEXT_QUERIES[times.indexOf(Math.max(...times))]!;
    plan = { query, lines: await explainFullText(env.DATABASE_URL, HOST, query) };
  }
  return { database, load, served, plan };
}

async function serveAndMeasure(
  env: Record<string, string>,
  mode: Served['mode'],
  options: Options,
): Promise<Served> {
  const logDir = path.join(tmpdir(), `hondana-search-bench-log-${process.pid}`);
  await mkdir(logDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    {
      ...env,
      // PGlite's DATA_DIR needs a data directory of its own for files too; none are read here.
      DATA_DIR: env.DATA_DIR ?? logDir,
      PORT: String(port),
      // One load client is one address: the per-address limit would answer 794 instead.
      RATE_LIMIT_PER_MINUTE: '100000000',
      // No demo company: its books' processing would run during the measurement.
      SEED_DEMO: '0',
      ...(mode === 'computed' ? { SEARCH_CACHE_SECONDS: '0' } : {}),
    },
    `${base}/api/v1/company/public/view-settings?domain=${HOST}`,
    { host: HOST },
    300_000,
    path.join(logDir, 'server.log'),
  );
  try {
    const idOfContent = (item: unknown) => (item as { id: string }).id;
    const idOfHit = (item: unknown) => (item as { content: { id: string } }).content.id;
    const fullTextBodies = FULL_TEXT_QUERIES.map((query) => ({ query }));
    const fieldTotals = await checkAnswers(base, FIELD_PATH, FIELD_QUERIES, idOfContent);
    const fullTextTotals = await checkAnswers(base, FULL_TEXT_PATH, fullTextBodies, idOfHit);

    const field: Measured = { latencies: [], seconds: 0, errors: 0, non2xx: 0 };
    const fullText: Measured = { latencies: [], seconds: 0, errors: 0, non2xx: 0 };
    const warmUp: Measured = { latencies: [], seconds: 0, errors: 0, non2xx: 0 };
    const loadAverage = loadavg()[0]!;
    await measure(`${base}${FIELD_PATH}`, FIELD_QUERIES, 3, warmUp);
    await measure(`${base}${FULL_TEXT_PATH}`, fullTextBodies, 3, warmUp);
    // Alternating rounds: a noisy neighbour on the shared machine hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      await measure(`${base}${FIELD_PATH}`, FIELD_QUERIES, options.seconds, field);
      await measure(`${base}${FULL_TEXT_PATH}`, fullTextBodies, options.seconds, fullText);
    }
    return {
      mode,
      fieldAlone: await timeEach(`${base}${FIELD_PATH}`, FIELD_QUERIES),
      fullTextAlone: await timeEach(`${base}${FULL_TEXT_PATH}`, fullTextBodies),
      beyondTheMixAlone:
        mode === 'computed'
          ? await timeEach(
              `${base}${FULL_TEXT_PATH}`,
              FULL_TEXT_BEYOND_THE_MIX.map((query) => ({ query })),
            )
          : [],
      loadAverage,
      field: figuresOf(field),
      fullText: figuresOf(fullText),
      fieldTotals,
      fullTextTotals,
    };
  } finally {
    await stopProcess(server.child);
    await rm(logDir, { recursive: true, force: true });
  }
}

/**
 * Issue 22's targets: on PostgreSQL at 1,000,000 pages (scale 1) absolute figures; on PGlite at
 * 100,000 pages (scale 0.1) five times its full-text throughput then (29/s) and its p95 cut as
 * much as PostgreSQL's (2,268 → 250 ms, so 670 → 74 ms). Field search on PGlite had no figure.
 */
interface Targets {
  rps: number;
  p95: number;
  aloneP95: number;
}
const targets: Record<'pglite' | 'postgres', { field?: Targets; fullText: Targets }> = {
  postgres: {
    field: { rps: 475, p95: 60, aloneP95: 10 },
    fullText: { rps: 110, p95: 250, aloneP95: 50 },
  },
  pglite: { fullText: { rps: 145, p95: 74, aloneP95: 50 } },
};
const targetScale = { postgres: 1, pglite: 0.1 } as const;

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'unanswered');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : 'n/a');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function benchSearch(argv: string[] = process.argv): Promise<string[][]> {
  const options = optionsOf(argv);
  const runs: DatabaseRun[] = [];
  for (const database of options.databases) runs.push(await runOn(database, options));

  const books = Math.max(1, Math.round(BOOKS_AT_FULL_SCALE * options.scale));
  const rows: string[][] = [
    [
      `search, scale ${options.scale} (${BENCH_COMPANIES.length} companies × ${books} books × ${PAGES_PER_BOOK} pages; ${CONNECTIONS} connections, ${ROUNDS}×${options.seconds} s; default config, rate limit lifted, no demo seed)`,
      'p50',
      'p95',
      'p99',
      'req/s',
      'requests',
      'failures',
      'target',
    ],
  ];
  for (const run of runs) {
    for (const served of run.served) {
      const server = `${run.database}, ${served.mode === 'default' ? 'default (visitors’ answers kept)' : 'every search computed (SEARCH_CACHE_SECONDS=0)'}`;
      const atScale = options.scale === targetScale[run.database];
      const verdict = (target: Targets | undefined, f: Figures, alone: AloneTimes[]) => {
        if (!target) return '';
        const worstAlone = Math.max(...alone.map((a) => a.p95));
        const met = f.rps >= target.rps && f.p95 <= target.p95 && worstAlone <= target.aloneP95;
        const goal = `≥ ${target.rps}/s, p95 ≤ ${target.p95} ms, alone p95 ≤ ${target.aloneP95} ms`;
        if (!atScale) return `${goal} (at scale ${targetScale[run.database]})`;
        return `${goal}: ${met ? 'met' : 'NOT met'}`;
      };
      const row = (name: string, f: Figures, target: string) => [
        `${server}: ${name}`,
        ms(f.p50),
        ms(f.p95),
        ms(f.p99),
        f.rps.toFixed(1),
        String(f.requests),
        String(f.failures),
        target,
      ];
      const goals = targets[run.database];
      rows.push(
        row(
          `field search (${FIELD_QUERIES.length} queries)`,
          served.field,
          verdict(goals.field, served.field, served.fieldAlone),
        ),
      );
      rows.push(
        row(
          `full-text (${FULL_TEXT_QUERIES.length} queries)`,
          served.fullText,
          verdict(goals.fullText, served.fullText, served.fullTextAlone),
        ),
      );
      rows.push([
        `${server}: ratio full-text / field`,
        ratio(served.fullText.p50, served.field.p50),
        ratio(served.fullText.p95, served.field.p95),
        ratio(served.fullText.p99, served.field.p99),
        ratio(served.fullText.rps, served.field.rps),
        '',
        '',
        '',
      ]);
      const alone = (
        name: string,
        labels: string[],
        times: AloneTimes[],
        note = 'worst p95 alone',
      ) => {
        const each = times.map((t, index) => `${labels[index]} ${t.p95.toFixed(0)}`).join(', ');
        const worst = Math.max(...times.map((t) => t.p95));
        return [
          `${server}: ${name}, each query alone, p95 of 20 runs (ms): ${each}`,
          '',
          ms(worst),
          '',
          '',
          '',
          '',
          note,
        ];
      };
      rows.push(
        alone(
          'field search',
          FIELD_QUERIES.map((_, index) => `#${index + 1}`),
          served.fieldAlone,
        ),
      );
      rows.push(alone('full-text', FULL_TEXT_QUERIES, served.fullTextAlone));
      if (served.beyondTheMixAlone.length > 0) {
        rows.push(
          alone(
            'full-text beyond the mix',
            FULL_TEXT_BEYOND_THE_MIX,
            served.beyondTheMixAlone,
            'worst p95 alone, not in the target',
          ),
        );
      }
    }
    const load = run.load;
    rows.push([
      `${run.database}: corpus ${load.reused ? 'kept from an earlier run' : 'loaded'} (${load.pages} pages); load average ${run.served[0]!.loadAverage.toFixed(1)} at the start`,
      load.reused
        ? ''
        : `load ${load.pagesSeconds.toFixed(0)} s (${(load.pages / load.pagesSeconds).toFixed(0)} pages/s)`,
      load.reused ? '' : `index ${load.indexSeconds.toFixed(0)} s`,
      `table ${mb(load.tableBytes)}`,
      `GIN ${mb(load.searchIndexBytes)}`,
      '',
      '',
      '',
    ]);
    rows.push([
      `${run.database}: results per query: field ${run.served[0]!.fieldTotals.join(' ')}; full-text ${run.served[0]!.fullTextTotals.join(' ')}`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    if (run.plan) {
      const blank = ['', '', '', '', '', '', ''];
      rows.push([
        `${run.database}: EXPLAIN (ANALYZE, BUFFERS) of the slowest query alone, "${run.plan.query}" (its matching contents, counted and ranked):`,
        ...blank,
      ]);
      for (const line of run.plan.lines) rows.push([`    ${line}`, ...blank]);
    }
  }
  return rows;
}
