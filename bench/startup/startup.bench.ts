import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, ROOT, startProcess, stopProcess } from '../lib.js';

const BUDGET_MS = 5_000;

/**
 * `npm start` on an already-built tree (scripts/start.mjs checks the builds, then starts the
 * server): time until the demo company's settings answer, on a first start (empty DATA_DIR:
 * migrate and seed) and on a restart.
 */
export async function benchStartup(): Promise<string[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-start-'));
  const rows: string[][] = [
    ['npm start (built tree)', 'ready after', 'share of the 5 s budget', ''],
  ];
  try {
    for (const label of ['first start (migrate + seed)', 'restart']) {
      const port = await freePort();
      const { child, readyMs } = await startProcess(
        [path.join(ROOT, 'scripts/start.mjs')],
        { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
        `http://127.0.0.1:${port}/api/v1/company/public/view-settings`,
        { host: 'demo.localhost' },
      );
      await stopProcess(child);
      rows.push([
        label,
        `${(readyMs / 1000).toFixed(2)} s`,
        (readyMs / BUDGET_MS).toFixed(2),
        readyMs < BUDGET_MS ? 'met' : 'NOT met',
      ]);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}
