import { vi } from 'vitest';
import type { DatabaseHandle } from '../platform/db/database.js';

export interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements the app's own queries sent while `work` ran (the job queue's polling, in its
 * `pgboss` schema, left out): the cost of a request in round trips, counted instead of timed,
 * and each statement as sent, to be EXPLAINed.
 */
export async function statementsDuring(
  database: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const spy =
    database.kind === 'pglite'
      ? vi.spyOn(database.pglite, 'query')
      : vi.spyOn(database.pool, 'query' as never);
  try {
    await work();
    return spy.mock.calls
      .map((call) => {
        const [statement, params] = call as [unknown, unknown[] | undefined];
        const text =
          typeof statement === 'string' ? statement : String((statement as { text?: string }).text);
        return { text, params: params ?? [] };
      })
      .filter((statement) => !statement.text.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
}
