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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/v1/company/public/view-settings?domain=demo.localhost';
const HOST = 'demo.localhost';

/**
 * The public settings route of the demo company against a bare Fastify route answering the same
 * envelope, one after the other in this run, with the same load.
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
  let real: LoadResult;
  let envelope: unknown;
  try {
    envelope = (await getJson(`${base}${PATH}`, { host: HOST })).body;
    await load(`${base}${PATH}`, HOST, CONNECTIONS, 2); // warm-up
    real = await load(`${base}${PATH}`, HOST, CONNECTIONS, SECONDS);
  } finally {
    await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }

  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = await startProcess(
    ['--import', 'tsx', path.join(ROOT, 'bench/api/bare-server.ts')],
    { PORT: String(barePort), BARE_BODY: JSON.stringify(envelope) },
    `${bareBase}${PATH}`,
  );
  let yardstick: LoadResult;
  try {
    await load(`${bareBase}${PATH}`, HOST, CONNECTIONS, 2);
    yardstick = await load(`${bareBase}${PATH}`, HOST, CONNECTIONS, SECONDS);
  } finally {
    await stopProcess(bare.child);
  }

  const ratio = real.requestsPerSecond / yardstick.requestsPerSecond;
  const row = (name: string, r: LoadResult) => [
    name,
    r.requestsPerSecond.toFixed(0),
    `${r.p50} ms`,
    `${r.p99} ms`,
    String(r.errors + r.non2xx),
  ];
  return [
    ['route (32 connections)', 'req/s', 'p50', 'p99', 'errors'],
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
