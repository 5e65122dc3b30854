import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteForDrizzle } from './pglite-parsers.js';
import { nameKeptStatements } from './pg-named-statements.js';
import { oneQueryAtATime } from './pg-one-query-at-a-time.js';

/** The query builder every repository uses; the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Database;
      pool: pg.Pool;
      connectionString: string;
      close(): Promise<void>;
    };

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  pgliteDataDir?: string;
  /** Dump of an empty cluster made at build time: a new data directory starts from it. */
  pgliteInitialDump?: string;
  /** A PGlite data-directory dump to start from (tests clone a migrated template). */
  pgliteLoadDataDir?: Blob | File;
  /**
   * PostgreSQL: how long one statement of the pool's connections may run before the server
   * cancels it (SQLSTATE 57014); 0 or unset for no limit. PGlite runs a statement in the
   * process's own thread and cannot cancel it (docs/decisions.md), so it is not set there.
   */
  statementTimeoutMs?: number;
}

/**
 * The planner's cost of reading a page out of order, on every connection the product opens: 1.1,
 * as PostgreSQL's manual advises for data held in memory, not its default of 4 (issue 22, target
 * 2). At 4, field search read all of a company's contents for a value found in a tenth of them
 * instead of the matching ones through the fields' trigram index, and checked the access rule by
 * hashing every (group, content) pair of the visible groups instead of looking up the matching
 * contents' groups (docs/decisions.md, "Field and hashtag search"). Full-text search sets the
 * default back for its page reads, which were tuned with it.
 */
const RANDOM_PAGE_COST = '1.1';

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A startup parameter of every connection: the server enforces it, so a cancelled
      // statement frees its connection (the pool closes one that failed a query, opens anew).
      statement_timeout: options.statementTimeoutMs || undefined,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    });
    // An idle connection closed by the server (restart, failover, an administrator) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    pool.on('connect', (client) => {
      nameKeptStatements(client);
      oneQueryAtATime(client);
    });
    const db = drizzleNodePg(pool) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.pgliteDataDir && options.pgliteInitialDump) {
    await createDataDirFromDump(options.pgliteDataDir, options.pgliteInitialDump);
  }
  const pglite = await PGlite.create({
    dataDir: options.pgliteDataDir,
    loadDataDir: options.pgliteLoadDataDir,
    extensions: { btree_gin, pg_trgm },
  });
  // PGlite is one session: set once, it holds for every statement.
  await pglite.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(pgliteForDrizzle(pglite)) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/**
 * PGlite's initdb takes ~3 s; loading a dump of an empty cluster ~1 s. The dump is unpacked into
 * a staging directory that is renamed into place, so a process killed meanwhile leaves no
 * half-made database behind.
 */
async function createDataDirFromDump(dataDir: string, dumpFile: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(dumpFile)) return;
  const staging = `${dataDir}.partial`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  const staged = await PGlite.create({
    dataDir: staging,
    loadDataDir: new Blob([await readFile(dumpFile)]),
    extensions: { btree_gin, pg_trgm },
  });
  await staged.close();
  await rm(dataDir, { recursive: true, force: true });
  await rename(staging, dataDir);
}

export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(pgliteForDrizzle(handle.pglite)), { migrationsFolder });
    return;
  }
  // A connection of its own, without the pool's statement timeout: building an index on a large
  // table is allowed to take its time.
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(handle: DatabaseHandle): Promise<boolean> {
  try {
    if (handle.kind === 'pglite') await handle.pglite.query('select 1');
    else await handle.pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
