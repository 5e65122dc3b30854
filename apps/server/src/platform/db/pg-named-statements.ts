import type pg from 'pg';
import { isKept } from './kept-statements.js';

/**
 * How many statement texts get a name. node-postgres keeps every named statement a connection
 * parsed until the connection closes, so this bounds what each connection holds on the server.
 */
const NAMED_TEXTS = 300;

/** Each kept text's one name, for every connection of the process. */
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED_TEXTS && isKept(text)) {
    name = `hondana_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * `client`'s kept statements (kept-statements.ts) go as named statements: node-postgres parses
 * one once per connection, then only binds and executes it.
 */
export function nameKeptStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (config, ...rest) => {
    // A plain query config only: a submittable (a cursor, a COPY stream) is passed as it is.
    const plain =
      typeof config === 'object' &&
      config !== null &&
      Object.getPrototypeOf(config) === Object.prototype;
    if (plain && !(config as pg.QueryConfig).name) {
      const { text } = config as pg.QueryConfig;
      const name = typeof text === 'string' ? nameOf(text) : undefined;
      if (name) return query({ ...(config as pg.QueryConfig), name }, ...rest);
    }
    return query(config, ...rest);
  };
  client.query = named as typeof client.query;
}
