import pg from 'pg';
import type { DatabaseHandle } from '../db/database.js';

/** The database channel every server copy listens on. */
const CHANNEL = 'hondana_cache_invalidation';

/**
 * Tells every server copy on the same database to forget a cached entry: NOTIFY on PostgreSQL
 * (each copy keeps one connection that LISTENs), PGlite's own LISTEN/NOTIFY when embedded. A
 * copy that misses a message (its connection dropped) still forgets the entry when its short
 * TTL runs out, so the bus makes changes immediate, and the TTL keeps them bounded.
 */
export interface InvalidationBus {
  /** Delivered to every listener of every copy, this one included. */
  publish(key: string): Promise<void>;
  subscribe(listener: (key: string) => void): void;
  close(): Promise<void>;
}

export async function createInvalidationBus(
  database: DatabaseHandle,
  onError: (error: Error) => void = () => undefined,
): Promise<InvalidationBus> {
  const listeners = new Set<(key: string) => void>();
  const deliver = (key: string) => {
    for (const listener of listeners) listener(key);
  };
  const subscribe = (listener: (key: string) => void) => void listeners.add(listener);

  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(CHANNEL, deliver);
    return {
      async publish(key) {
        await database.pglite.query('SELECT pg_notify($1, $2)', [CHANNEL, key]);
      },
      subscribe,
      close: () => unlisten(),
    };
  }

  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: database.connectionString });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) deliver(message.payload);
    });
    // A lost connection is replaced after a pause; until then the TTL bounds staleness.
    next.on('error', (error) => {
      onError(error);
      client = null;
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(onError), 1_000).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    async publish(key) {
      await database.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, key]);
    },
    subscribe,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
