// bench/import-users: 100,000 users imported from one CSV through the real calls and job
// (upload, import-csv, check-import-progress), on PGlite and on PostgreSQL, one fresh database
// each. Reports the time from the start call until the job is done, rows per second, and the
// server's peak resident memory (VmHWM) against its memory before the import: the job streams
// the file, so the peak should not grow with the file. The server runs as users run it (request
// logging on); only the per-address rate limit is lifted (one client is one address) and the
// demo company is off (its book processing would run during the measurement).
// Rows carry no password: argon2id costs ~50 ms of CPU per password by design, so a second,
// small run (PASSWORD_ROWS rows with passwords) reports that rate separately.
// Options: --rows N (default 100000), --db pglite|postgres|both (default both).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, ROOT, startProcess, stopProcess } from '../lib.js';

const ADMIN_HOST = 'admin.localhost';
const COMPANY_HOST = 'importbench.localhost';
const ADMIN = { email: 'bench-admin@importbench.localhost', password: 'BenchAdmin1' };
const PG_URL =
  process.env.IMPORT_BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/hondana_import_bench';
const PASSWORD_ROWS = 200;
const TARGET_SECONDS = 60;

const sha256 = async (text: string) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString(
    'hex',
  );

interface Envelope {
  status: number;
  message: string;
  results: unknown;
}

function call(
  base: string,
  host: string,
  method: string,
  urlPath: string,
  options: { token?: string; json?: unknown; body?: Buffer; contentType?: string } = {},
): Promise<Envelope> {
  return new Promise((resolve, reject) => {
    const payload =
      options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
    // An API client: its sign-ins answer the token in the body.
    const headers: Record<string, string> = { host, 'x-api-client': '1' };
    if (options.token) headers['x-access-token'] = options.token;
    if (payload) headers['content-type'] = options.contentType ?? 'application/json';
    const req = request(`${base}/api/v1${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
    req.setTimeout(600_000, () => req.destroy(new Error('timeout')));
    req.end(payload);
  });
}

async function ok<T = Record<string, unknown>>(answer: Promise<Envelope>): Promise<T> {
  const result = await answer;
  if (result.status !== 200) throw new Error(`answered ${result.status}: ${result.message}`);
  return result.results as T;
}

function csvOf(rows: number, tag: string, withPasswords: boolean): Buffer {
  const lines = [
    'email,username,full_name,password,lang,role_level,user_group_id,content_group_ids,param01,param02,param03,param04,param05,is_account_status',
  ];
  for (let i = 0; i < rows; i += 1) {
    const password = withPasswords ? `Passw0rd${i}` : '';
    lines.push(`u${i}-${tag}@bench.test,,Bench user ${i},${password},ja,3,,,dept ${i % 50},,,,,0`);
  }
  return Buffer.from(lines.join('\r\n'));
}

function multipart(name: string, bytes: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Starts measuring the process's peak memory afresh (Linux: writing 5 to clear_refs resets
 * VmHWM), so the upload's parse does not count as the job's.
 */
async function resetPeak(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}

/** kB of the process's resident memory now and at its peak (Linux /proc). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function freshPostgres(): Promise<void> {
  const admin = new URL(PG_URL);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

interface ImportRow {
  request_status: number;
  failure_reason: string | null;
  error_rows: number;
  processed_rows: number;
}

interface Run {
  database: string;
  rows: number;
  seconds: number;
  errors: number;
  memoryBeforeMb: number;
  peakMb: number;
  passwordRowsPerSecond: number;
}

async function importOnce(
  base: string,
  token: string,
  csv: Buffer,
  name: string,
  beforeStart: () => Promise<void> = async () => {},
) {
  const upload = multipart(name, csv);
  const file = await ok<{ file_id: number }>(
    call(base, COMPANY_HOST, 'POST', '/import-user/upload-csv', {
      token,
      body: upload.body,
      contentType: upload.contentType,
    }),
  );
  await beforeStart();
  const started = performance.now();
  await ok(
    call(base, COMPANY_HOST, 'POST', `/import-user/import-csv?file_id=${file.file_id}`, { token }),
  );
  for (;;) {
    const running = await ok<unknown[]>(
      call(base, COMPANY_HOST, 'GET', '/import-user/check-import-progress', { token }),
    );
    if (running.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const page = await ok<{ content: ImportRow[] }>(
    call(base, COMPANY_HOST, 'GET', '/import-user/page?page=1&size=1', { token }),
  );
  const row = page.content[0]!;
  if (row.request_status !== 1) throw new Error(`import failed: ${row.failure_reason}`);
  return { seconds, errors: row.error_rows, processed: row.processed_rows };
}

async function runOn(database: 'pglite' | 'postgres', rows: number): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-import-bench-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO: '0',
  };
  if (database === 'postgres') {
    await freshPostgres();
    env.DATABASE_URL = PG_URL;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  env.PORT = String(port);
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    env,
    `${base}/api/v1/health`,
    {},
    300_000,
    path.join(dataDir, 'server.log'),
  );
  try {
    const login = async (host: string) =>
      (
        await ok<{ access_token: string }>(
          call(base, host, 'POST', '/auth/login', {
            json: { email: ADMIN.email, password_hash: await sha256(ADMIN.password), domain: host },
          }),
        )
      ).access_token;
    const systemToken = await login(ADMIN_HOST);
    await ok(
      call(base, ADMIN_HOST, 'POST', '/company/add', {
        token: systemToken,
        json: {
          name: 'Import bench',
          email: ADMIN.email,
          domain: COMPANY_HOST,
          password_hash: await sha256(ADMIN.password),
          account_type: 'EMAIL',
          max_user: rows + PASSWORD_ROWS + 10,
        },
      }),
    );
    const token = await login(COMPANY_HOST);
    const pid = server.child.pid!;
    let before = await memoryOf(pid);
    console.error(`import-users bench: ${rows} rows on ${database}`);
    const big = await importOnce(base, token, csvOf(rows, 'big', false), 'users.csv', async () => {
      await resetPeak(pid);
      before = await memoryOf(pid);
    });
    if (big.processed !== rows || big.errors !== 0) {
      throw new Error(`expected ${rows} rows without errors, got ${big.processed} / ${big.errors}`);
    }
    const after = await memoryOf(pid);
    const hashed = await importOnce(base, token, csvOf(PASSWORD_ROWS, 'pw', true), 'pw.csv');
    return {
      database,
      rows,
      seconds: big.seconds,
      errors: big.errors,
      memoryBeforeMb: before.rss / 1024,
      peakMb: after.peak / 1024,
      passwordRowsPerSecond: PASSWORD_ROWS / hashed.seconds,
    };
  } finally {
    await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchImportUsers(argv = process.argv.slice(3)): Promise<string[][]> {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const rows = Number(value('rows') ?? 100_000);
  const db = value('db') ?? 'both';
  const databases =
    db === 'both' ? (['pglite', 'postgres'] as const) : [db as 'pglite' | 'postgres'];
  const table = [
    [
      'database',
      'rows',
      'seconds (start → done)',
      'rows/s',
      `target < ${TARGET_SECONDS} s`,
      'RSS at start MB',
      'peak RSS during job MB',
      'rows/s with passwords',
    ],
  ];
  for (const database of databases) {
    const run = await runOn(database, rows);
    table.push([
      run.database,
      String(run.rows),
      run.seconds.toFixed(1),
      (run.rows / run.seconds).toFixed(0),
      database === 'postgres' ? (run.seconds < TARGET_SECONDS ? 'met' : 'NOT met') : '—',
      run.memoryBeforeMb.toFixed(0),
      run.peakMb.toFixed(0),
      run.passwordRowsPerSecond.toFixed(1),
    ]);
  }
  return table;
}
