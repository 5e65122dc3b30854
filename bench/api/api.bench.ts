import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  getJson,
  load,
  median,
  ROOT,
  startProcess,
  stopProcess,
  waitForLogLine,
  type LoadResult,
} from '../lib.js';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const PATH = '/api/v1/company/public/view-settings?domain=demo.localhost';
const HOST = 'demo.localhost';

/**
 * The public settings route of the demo company against a bare Fastify route answering the same
 * envelope as a prepared string, as the product answers it from its cache (issue 22, part 4). Both servers run side by side; the load alternates between them in several rounds and
 * the medians are compared, so a noisy neighbour on the shared machine hits both alike.
 * Hondana runs its default configuration (access log at info, kept in a file as a log collector
 * would) with one change: the per-address rate limit is lifted, as one load client is one address.
 */
export async function benchApi(): Promise<string[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    { DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT_PER_MINUTE: '100000000' },
    `${base}${PATH}`,
    { host: HOST },
    60_000,
    logFile,
  );
  const hondanaRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  const loggedRuns: LoadResult[] = [];
  let hondanaRequests = 0;
  let logLines = 0;
  try {
    // A first start processes the demo books in worker threads for a minute or so: the hot read
    // is measured on the server as it runs afterwards, not against that work.
    await waitForLogLine(logFile, 'Demo books ready', 300_000);
    const envelope = (await getJson(`${base}${PATH}`, { host: HOST })).body;
    const startBare = async (accessLog: boolean) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}${PATH}`;
      const env = { PORT: String(port), BARE_BODY: JSON.stringify(envelope) };
      const args = ['--import', 'tsx', path.join(ROOT, 'bench/api/bare-server.ts')];
      if (!accessLog) return { url, ...(await startProcess(args, env, url)) };
      const started = await startProcess(
        args,
        { ...env, BARE_ACCESS_LOG: '1' },
        url,
        {},
        60_000,
        path.join(dataDir, 'bare.log'),
      );
      return { url, ...started };
    };
    const bare = await startBare(false);
    const bareLogged = await startBare(true);
    try {
      hondanaRequests += (await load(`${base}${PATH}`, HOST, CONNECTIONS, 2)).requests; // warm-up
      await load(bare.url, HOST, CONNECTIONS, 2);
      await load(bareLogged.url, HOST, CONNECTIONS, 2);
      for (let round = 0; round < ROUNDS; round++) {
        hondanaRuns.push(await load(`${base}${PATH}`, HOST, CONNECTIONS, SECONDS));
        bareRuns.push(await load(bare.url, HOST, CONNECTIONS, SECONDS));
        loggedRuns.push(await load(bareLogged.url, HOST, CONNECTIONS, SECONDS));
      }
      hondanaRequests += hondanaRuns.reduce((sum, r) => sum + r.requests, 0);
    } finally {
      await stopProcess(bare.child);
      await stopProcess(bareLogged.child);
    }
  } finally {
    await stopProcess(server.child);
    // Read after the graceful stop: lines still buffered at SIGTERM must have been written.
    const log = await readFile(logFile, 'utf8').catch(() => '');
    logLines = log
      .split('\n')
      .filter((line) => line.includes('"url":"/api/v1/company/public/view-settings"')).length;
    await rm(dataDir, { recursive: true, force: true });
  }

  const real = summarize(hondanaRuns);
  const yardstick = summarize(bareRuns);
  const logged = summarize(loggedRuns);
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
      `route (${CONNECTIONS} connections, median of ${ROUNDS}; Hondana: default config, LOG_LEVEL info, rate limit lifted)`,
      'req/s',
      'p50',
      'p99 (worst)',
      'errors',
    ],
    row('view-settings (Hondana)', real),
    row('bare Fastify, same body', yardstick),
    row('bare Fastify, same body, one access line per request', logged),
    [
      'ratio Hondana / bare',
      ratio.toFixed(2),
      '',
      '',
      `target ≥ 0.70 and p99 < 20 ms: ${ratio >= 0.7 && real.p99 < 20 ? 'met' : 'NOT met'}`,
    ],
    [
      'ratio Hondana / bare with the access line',
      (real.requestsPerSecond / logged.requestsPerSecond).toFixed(2),
      '',
      '',
      `the line alone leaves bare Fastify at ${(logged.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2)}`,
    ],
    [
      'access log lines per request',
      (logLines / Math.max(1, hondanaRequests)).toFixed(2),
      '',
      '',
      `${logLines} lines, ${hondanaRequests} requests`,
    ],
  ];
}

/** Median throughput and p50, worst p99, all errors of several runs. */
function summarize(runs: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}
