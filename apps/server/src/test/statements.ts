import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle, Executor } from '../platform/db/database.js';
import { keptStatementsOf } from '../platform/db/pglite-prepared.js';

export interface Statement {
  text: string;
  params: unknown[];
  /** What came after the parameters: on PGlite, the query's options (its parsers, say). */
  options?: unknown;
}

type Query = (statement: unknown, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;

/**
 * The statements the app's own queries sent while `work` ran, in transactions too (the job
 * queue's polling, in its `pgboss` schema, left out): the cost of a request in round trips,
 * counted instead of timed, and each statement as sent, to be EXPLAINed.
 */
export async function statementsDuring(
  database: DatabaseHandle,
  work: () => Promise<unknown>,
): Promise<Statement[]> {
  const sent: Statement[] = [];
  const recorded =
    (query: Query): Query =>
    (statement, params, ...rest) => {
      const text =
        typeof statement === 'string' ? statement : String((statement as { text?: string }).text);
      if (!text.includes('pgboss')) sent.push({ text, params: params ?? [], options: rest[0] });
      return query(statement, params, ...rest);
    };
  const spies = [];
  const wrapped = new Map<pg.PoolClient, pg.PoolClient['query']>();
  if (database.kind === 'pglite') {
    const { pglite } = database;
    const query = pglite.query.bind(pglite) as Query;
    spies.push(vi.spyOn(pglite, 'query').mockImplementation(recorded(query) as never));
    // A repeated statement runs as a kept one, outside PGlite's query.
    const kept = keptStatementsOf(pglite);
    const run = kept.run.bind(kept) as Query;
    spies.push(vi.spyOn(kept, 'run').mockImplementation(recorded(run) as never));
    // A transaction's statements go through the transaction's own query.
    const transaction = pglite.transaction.bind(pglite);
    spies.push(
      vi.spyOn(pglite, 'transaction').mockImplementation(((callback: (tx: never) => unknown) =>
        transaction((tx) => {
          tx.query = recorded(tx.query.bind(tx) as Query) as never;
          return callback(tx as never) as never;
        })) as never),
    );
  } else {
    const { pool } = database;
    // Every statement goes through a client the pool hands out: to a transaction (`connect()`
    // without a callback) or to the pool's own query (with one). A client handed out again is
    // already recorded: wrap it once, restore it once.
    const recordedClient = (client: pg.PoolClient | undefined) => {
      if (client && !wrapped.has(client)) {
        wrapped.set(client, client.query);
        client.query = recorded(client.query.bind(client) as Query) as never;
      }
      return client;
    };
    type Connected = (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;
    const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient>;
    spies.push(
      vi.spyOn(pool, 'connect').mockImplementation(((callback?: Connected) => {
        if (!callback) return connect().then((client) => recordedClient(client)!);
        const recordedCallback: Connected = (error, client, done) =>
          callback(error, recordedClient(client), done);
        return connect(recordedCallback);
      }) as never),
    );
  }
  try {
    await work();
    return sent;
  } finally {
    for (const spy of spies) spy.mockRestore();
    for (const [client, query] of wrapped) client.query = query;
  }
}

/**
 * How many statements drizzle built (wrote as SQL text) while `work` ran: a prepared statement
 * is built once, then only run.
 */
export async function statementsBuiltDuring(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** The rows of what `db.execute` answered: both drivers answer `{ rows }`. */
export function rowsOf<T = Record<string, unknown>>(answer: unknown): T[] {
  return (answer as { rows: T[] }).rows;
}

/**
 * The statements one connection keeps (named) after `work` ran on it: `work` runs in a
 * transaction, which holds that connection, and the connection's own list is read in it.
 */
export async function keptStatementsAfter(
  handle: DatabaseHandle,
  work: (db: Executor) => Promise<unknown>,
): Promise<string[]> {
  return handle.db.transaction(async (tx) => {
    await work(tx);
    const kept = await tx.execute(sql`select statement from pg_prepared_statements`);
    return rowsOf<{ statement: string }>(kept).map((row) => row.statement);
  });
}

/** Thrown to roll a transaction back once it has answered. */
export class Rollback extends Error {}

/** What the last of `statements` answers, run in a transaction rolled back. */
export async function explainedIn(handle: DatabaseHandle, statements: string[]): Promise<string> {
  return handle.db
    .transaction(async (tx) => {
      let answer: unknown;
      for (const statement of statements) answer = await tx.execute(sql.raw(statement));
      throw new Rollback(JSON.stringify(rowsOf(answer)));
    })
    .catch((error: unknown) => {
      if (error instanceof Rollback) return error.message;
      throw error;
    });
}

/** The statement with its parameters written in, as literals, for EXPLAIN. */
export function inlined(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
