import { vi } from 'vitest';
import type { DatabaseHandle } from '../platform/db/database.js';

/**
 * The statements the app's own queries sent while `work` ran (the job queue's polling, in its
 * `pgboss` schema, left out): the cost of a request in round trips, counted instead of timed.
 */
export async function statementsDuring(
  database: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<string[]> {
  const spy =
    database.kind === 'pglite'
      ? vi.spyOn(database.pglite, 'query')
      : vi.spyOn(database.pool, 'query' as never);
  try {
    await work();
    return spy.mock.calls
      .map((call) => {
        const statement = call[0] as unknown;
        return typeof statement === 'string'
          ? statement
          : String((statement as { text?: string }).text);
      })
      .filter((statement) => !statement.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
}
