import { sql } from 'drizzle-orm';
import type { Executor } from './database.js';

/**
 * How long one statement of a job or of maintenance may run (a backfill batch scanning every
 * page row, a book's texts written with their index entries, a company deleted with everything
 * it holds), instead of the connection's STATEMENT_TIMEOUT_MS that bounds a request's queries.
 */
export const LONG_STATEMENT_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * Runs `work` in a transaction (a savepoint inside one) whose statements may each take
 * LONG_STATEMENT_TIMEOUT_MS. The setting is local to the transaction, so the connection goes back
 * to the pool with the short timeout. PGlite cannot cut a statement short at all
 * (docs/decisions.md), where this changes nothing.
 */
export function withLongStatements<T>(
  db: Executor,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(LONG_STATEMENT_TIMEOUT_MS)}, true)`,
    );
    return work(tx);
  });
}
