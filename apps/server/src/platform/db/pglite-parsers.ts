import { types, type PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { keptStatementsOf, type StatementCache } from './pglite-prepared.js';

/**
 * How PGlite reads values back, kept out of the per-query options on the hot path.
 *
 * drizzle's PGlite driver sends parsers with every query: dates, times, intervals and arrays of
 * them (and of numerics) stay text, which drizzle maps itself (drizzle-orm/pglite/session.js).
 * PGlite then merges its ~320 parsers with them into a new object for each query: 0.3 ms of a
 * statement that takes 0.4-0.7 ms (issue 22; a reader's byte range sends four). So the process's
 * PGlite reads these types as text itself, and drizzle's queries go without their parsers.
 */

/** The element type of each array type drizzle reads as text. */
const ARRAY_ELEMENTS: Readonly<Record<number, number>> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

/** The types drizzle's driver reads as text, as it asks with every query. */
export const READ_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...Object.keys(ARRAY_ELEMENTS).map(Number),
];

const asText = (value: string) => value;

type Client = PGlite | Transaction;

/**
 * `client` with every query's options passed through `adjust` (in its transactions too); with
 * `kept`, its queries go through the kept statements of its database (pglite-prepared.ts).
 */
function adjustingQueries<T extends Client>(
  client: T,
  adjust: (options: QueryOptions | undefined) => QueryOptions | undefined,
  kept?: { cache: StatementCache; inTransaction: boolean },
): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const adjusted = adjust(options);
          const plain = () => target.query(text, params, adjusted);
          return kept
            ? kept.cache.query(kept.inTransaction, plain, text, params, adjusted)
            : plain();
        };
      }
      if (property === 'exec') {
        return async (text: string, options?: QueryOptions) => {
          await kept?.cache.forgetOnSchemaChange(text);
          return target.exec(text, adjust(options));
        };
      }
      if (property === 'transaction' && 'transaction' in target) {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          target.transaction((tx) =>
            callback(adjustingQueries(tx, adjust, kept && { ...kept, inTransaction: true })),
          );
      }
      // PGlite's methods use private fields: they must run on the instance, not on the proxy.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/**
 * The client drizzle is given: `pglite` reads the types drizzle wants as text by itself (set here,
 * once per instance; setting it again changes nothing), so a query's parsers are left out when
 * they only ask for that; any other parser still goes with its query. Its repeated queries run
 * through the database's kept statements.
 */
export function pgliteForDrizzle(pglite: PGlite): PGlite {
  for (const type of READ_AS_TEXT) pglite.parsers[type] = asText;
  const adjust = (options: QueryOptions | undefined) => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((type) => READ_AS_TEXT.includes(Number(type)))) {
      return options;
    }
    const { parsers: _alreadyDefault, ...rest } = options;
    return rest;
  };
  return adjustingQueries(pglite, adjust, {
    cache: keptStatementsOf(pglite),
    inTransaction: false,
  });
}

/** PGlite's own parsers of the types `pgliteForDrizzle` changed: Date objects, parsed arrays. */
const PGLITE_OWN_PARSERS = Object.fromEntries(
  READ_AS_TEXT.map((type) => {
    const element = ARRAY_ELEMENTS[type];
    const parse =
      element === undefined
        ? types.parsers[type]
        : (value: string) => types.arrayParser(value, types.parsers[element]!, type) as unknown;
    return [type, parse ?? asText];
  }),
);

/**
 * `pglite` reading dates as PGlite does by itself, for a library written against it: the job
 * queue (pg-boss) compares the Date objects it reads. Its statements are few; each pays the
 * merge above.
 */
export function withPgliteOwnParsers(pglite: PGlite): PGlite {
  return adjustingQueries(pglite, (options) => ({
    ...options,
    parsers: { ...PGLITE_OWN_PARSERS, ...options?.parsers },
  }));
}
