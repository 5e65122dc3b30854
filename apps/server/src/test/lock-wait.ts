import pg from 'pg';
import type { DatabaseHandle } from '../platform/db/database.js';

/**
 * PostgreSQL only: runs `work` while another connection holds what `lockStatement` locks, and
 * keeps holding it for `heldMs` after `work` starts waiting on it: a statement of `work` then
 * waits that long, past any shorter statement timeout, whatever the machine's speed. Answers how
 * `work` ended instead of throwing, so a test can say which.
 */
export async function runWhileLocked<T>(
  database: Extract<DatabaseHandle, { kind: 'postgres' }>,
  lockStatement: string,
  heldMs: number,
  work: () => Promise<T>,
): Promise<{ value: T; error?: undefined } | { value?: undefined; error: unknown }> {
  const blocker = new pg.Client({ connectionString: database.connectionString });
  await blocker.connect();
  try {
    await blocker.query('begin');
    await blocker.query(lockStatement);
    const { rows } = await blocker.query<{ pid: number }>('select pg_backend_pid() as pid');
    const outcome = work().then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await blocker.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [rows[0]!.pid],
      );
      if (waiting.rows[0]!.n > 0) break;
      if (Date.now() > deadline) {
        throw new Error(`nothing waited on "${lockStatement}": ${JSON.stringify(await outcome)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    await blocker.query('commit');
    return await outcome;
  } finally {
    await blocker.end();
  }
}
