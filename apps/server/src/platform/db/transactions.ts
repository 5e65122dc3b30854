import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Executor } from './database.js';

/** Runs work in one transaction; repositories and job sends inside it take part in it. */
export type WithTransaction = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

export interface Transactions {
  /**
   * The database as repositories see it: inside `withTransaction` every query goes to that
   * transaction, so services built once (with this handle) take part in their caller's
   * transaction without being rebuilt around a `tx`.
   */
  db: Database;
  withTransaction: WithTransaction;
  /** The transaction of the running `withTransaction`, if any (job sends join it). */
  current(): Executor | null;
}

/**
 * One transaction per unit of work, handed to repositories through the async context. A
 * transaction begun inside another is a savepoint of it (on PGlite, whose one connection a
 * second transaction would wait for forever, the only safe way to nest). `db.transaction` of
 * the handle is `withTransaction`, so existing `db.transaction(async (tx) => …)` code hands its
 * transaction to every collaborator too.
 */
export function createTransactions(root: Database): Transactions {
  const context = new AsyncLocalStorage<Executor>();
  const withTransaction: WithTransaction = (work) => {
    const runner = (context.getStore() ?? root) as Database;
    return runner.transaction((tx) => context.run(tx, () => work(tx)));
  };
  const db = new Proxy(root, {
    get(target, property) {
      if (property === 'transaction') return withTransaction;
      const executor = (context.getStore() ?? target) as unknown as Record<PropertyKey, unknown>;
      const value = executor[property];
      return typeof value === 'function' ? value.bind(executor) : value;
    },
  });
  return { db, withTransaction, current: () => context.getStore() ?? null };
}
