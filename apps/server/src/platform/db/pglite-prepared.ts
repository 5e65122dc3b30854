import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { isKept } from './kept-statements.js';

/**
 * PGlite's `query` with each statement text parsed once per database and kept as a named
 * statement, so a repeated query is one trip into PostgreSQL (bind, describe, execute, sync in one
 * message) instead of six, and after five runs PostgreSQL may keep its plan too (issue 22: a
 * primary-key lookup took 350 µs, 100 µs kept; a reader's check before a book's bytes, three
 * statements, 5.3 → 2.8 ms). Which statements are kept: kept-statements.ts.
 */

/** Enough for every statement shape the product repeats; past it the least recently used goes. */
const KEPT_STATEMENTS = 256;

/** A statement that may change a table's columns: a kept statement's row type could go stale. */
const SCHEMA_CHANGE = /\b(alter|drop|create)\s/i;

const { serialize } = protocol;

interface Kept {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it at parse. */
  parameterTypes: number[];
}

/** The statements kept for one PGlite database; each runs inside PGlite's query lock. */
export class StatementCache {
  readonly #pglite: PGlite;
  readonly #kept = new Map<string, Kept>();
  #counter = 0;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async #exec(message: Uint8Array, throwOnError = true) {
    return this.#pglite.execProtocolStream(message, { syncToFs: false, throwOnError });
  }

  async #statement(text: string, options: QueryOptions | undefined): Promise<Kept> {
    const key = options?.paramTypes ? `${options.paramTypes.join(',')}|${text}` : text;
    const found = this.#kept.get(key);
    if (found) {
      // A Map iterates in insertion order: re-inserting keeps the least recently used first.
      this.#kept.delete(key);
      this.#kept.set(key, found);
      return found;
    }
    if (this.#kept.size >= KEPT_STATEMENTS) {
      const [oldestKey, oldest] = this.#kept.entries().next().value as [string, Kept];
      this.#kept.delete(oldestKey);
      await this.#close([oldest.name]);
    }
    const name = `hondana_${++this.#counter}`;
    const described = await this.#exec(
      Buffer.concat([
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const kept = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    this.#kept.set(key, kept);
    return kept;
  }

  async #close(names: string[]): Promise<void> {
    if (names.length === 0) return;
    await this.#exec(
      Buffer.concat([
        ...names.map((name) => serialize.close({ type: 'S', name })),
        serialize.sync(),
      ]),
      false,
    );
  }

  /** Before `text` runs unkept: forgets every kept statement if it may change the schema. */
  async forgetOnSchemaChange(text: string): Promise<void> {
    if (!SCHEMA_CHANGE.test(text)) return;
    await this.#pglite._runExclusiveQuery(async () => {
      const names = [...this.#kept.values()].map((kept) => kept.name);
      this.#kept.clear();
      await this.#close(names);
    });
  }

  /**
   * Runs `text` as PGlite's `query` would (`plain`): through a kept statement when the text is
   * one to keep. `inTransaction` is true when the caller holds PGlite's transaction (PGlite's
   * `tx.query`): the query lock alone is taken then.
   */
  async query<T>(
    inTransaction: boolean,
    plain: () => Promise<Results<T>>,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const pglite = this.#pglite;
    if (options?.blob || !isKept(text)) {
      await this.forgetOnSchemaChange(text);
      return plain();
    }
    if (inTransaction) return pglite._runExclusiveQuery(() => this.run<T>(text, params, options));
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(async () => {
      const results = await pglite._runExclusiveQuery(() => this.run<T>(text, params, options));
      await pglite.syncToFs();
      return results;
    });
  }

  async run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const pglite = this.#pglite;
    try {
      const { name, parameterTypes } = await this.#statement(text, options);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = parameterTypes[index]!;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await this.#exec(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query does: the statement and its values travel with its error.
      if (error instanceof Error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}

const caches = new WeakMap<PGlite, StatementCache>();

/** The statements kept for `pglite`: one set per database, made on first use. */
export function keptStatementsOf(pglite: PGlite): StatementCache {
  let cache = caches.get(pglite);
  if (!cache) {
    cache = new StatementCache(pglite);
    caches.set(pglite, cache);
  }
  return cache;
}
