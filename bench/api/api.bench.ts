import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  getJson,
  load,
  ROOT,
  startProcess,
  stopProcess,
  type LoadResult,
} from '../lib.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const PATH = '/api/v1/company/public/view-settings?domain=demo.localhost';
const HOST = 'demo.localhost';

/**
 * The public settings route of the demo company against a bare Fastify route answering the same
 * envelope. Both servers run side by side; the load alternates between them in several rounds and
 * the medians are compared, so a noisy neighbour on the shared machine hits both alike.
 */
export async function benchApi(): Promise<string[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    `${base}${PATH}`,
    { host: HOST },
  );
  const hondanaRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  try {
    const envelope = (await getJson(`${base}${PATH}`, { host: HOST })).body;
    const barePort = await freePort();
    const bareBase = `http://127.0.0.1:${barePort}`;
    const bare = await startProcess(
      ['--import', 'tsx', path.join(ROOT, 'bench/api/bare-server.ts')],
      { PORT: String(barePort), BARE_BODY: JSON.stringify(envelope) },
      `${bareBase}${PATH}`,
    );
    try {
      await load(`${base}${PATH}`, HOST, CONNECTIONS, 2); // warm-up
      await load(`${bareBase}${PATH}`, HOST, CONNECTIONS, 2);
      for (let round = 0; round < ROUNDS; round++) {
        hondanaRuns.push(await load(`${base}${PATH}`, HOST, CONNECTIONS, SECONDS));
        bareRuns.push(await load(`${bareBase}${PATH}`, HOST, CONNECTIONS, SECONDS));
      }
    } finally {
      await stopProcess(bare.child);
    }
  } finally {
    await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }

  const real = summarize(hondanaRuns);
  const yardstick = summarize(bareRuns);
  const ratio = real.requestsPerSecond / yardstick.requestsPerSecond;
  const row = (name: string, r: LoadResult) => [
    name,
    r.requestsPerSecond.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    String(r.errors + r.non2xx),
  ];
  return [
    [
      `route (${CONNECTIONS} connections, median of ${ROUNDS})`,
      'req/s',
      'p50',
      'p99 (worst)',
      'errors',
    ],
    row('view-settings (Hondana)', real),
    row('bare Fastify, same body', yardstick),
    [
      'ratio Hondana / bare',
      ratio.toFixed(2),
      '',
      '',
      `target ≥ 0.50 and p99 < 20 ms: ${ratio >= 0.5 && real.p99 < 20 ? 'met' : 'NOT met'}`,
    ],
  ];
}

/** Median throughput and p50, worst p99, all errors of several runs. */
function summarize(runs: LoadResult[]): LoadResult {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
