import { ErrorCode } from '@hondana/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import { registerErrorHandler } from '../http/error-handler.js';
import type { DatabaseHandle } from './database.js';
import { withLongStatements } from './long-statements.js';
import { hasSqlState, SqlState } from './sql-state.js';

const onPostgres = inject('postgresTemplate') !== null;
const TIMEOUT_MS = 100;

/**
 * A statement that ends with SQLSTATE 57014: on PostgreSQL one that outlives the timeout; PGlite
 * cannot time a statement out (see below), so there it raises what PostgreSQL would send.
 */
const cancelledStatement = onPostgres
  ? sql`select pg_sleep(2)`
  : sql.raw(
      `do $$ begin raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled'; end $$`,
    );

describe('statement timeout', () => {
  let database: DatabaseHandle;
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await openTestDatabase({ statementTimeoutMs: TIMEOUT_MS });
    registerErrorHandler(app);
    app.get('/slow', async () => database.db.execute(cancelledStatement));
    app.get('/quick', async () => rowsOf(await database.db.execute(sql`select 1 as one`)));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a cancelled statement with 503 and a clear message, and the next query runs', async () => {
    const answer = await app.inject({ url: '/slow', headers: { 'accept-language': 'en' } });
    expect(answer.statusCode).toBe(503);
    const body = answer.json();
    expect(body).toMatchObject({
      status: ErrorCode.ServerError,
      results: { reason: 'STATEMENT_TIMEOUT', request_id: expect.any(String) },
    });
    expect(body.message).toMatch(/took too long/);
    // Neither the statement nor a stack reaches the client.
    expect(answer.body).not.toMatch(/pg_sleep|raise exception|\bat \S+:\d+/);
    const ja = await app.inject({ url: '/slow' });
    expect(ja.json().message).toMatch(/時間がかかりすぎた/);

    const next = await app.inject({ url: '/quick' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toEqual([{ one: 1 }]);
    if (database.kind === 'postgres') {
      // The cancelled statement's connection went back (or away): none is held.
      expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
      expect(database.pool.waitingCount).toBe(0);
    }
  });

  it.runIf(onPostgres)(
    'PostgreSQL cancels a statement past it; a transaction of long statements runs to its end',
    async () => {
      const sleep = sql`select pg_sleep(${(TIMEOUT_MS * 3) / 1000})`;
      const cancelled = await database.db.execute(sleep).then(
        () => null,
        (error: unknown) => error,
      );
      expect(hasSqlState(cancelled, SqlState.QueryCanceled)).toBe(true);
      await expect(
        withLongStatements(database.db, (tx) => tx.execute(sleep)),
      ).resolves.toBeDefined();
      // SET LOCAL ended with its transaction: the pool's connections keep the short timeout.
      const shown = await database.db.execute(sql`show statement_timeout`);
      expect(rowsOf(shown)).toEqual([{ statement_timeout: `${TIMEOUT_MS}ms` }]);
    },
  );

  // PGlite runs each statement synchronously in the server's own thread, and its timers are
  // JavaScript timers that cannot fire meanwhile: statement_timeout never cuts a statement short.
  // The request budgets (searchLimits) are what bounds a query there. Should PGlite learn to
  // cancel, this fails: openDatabase should then set the timeout on PGlite too.
  it.runIf(!onPostgres)(
    'PGlite runs a statement to its end whatever statement_timeout says',
    async () => {
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      await database.pglite.exec(`set statement_timeout = ${TIMEOUT_MS}`);
      try {
        const slept = await database.pglite.query(
          `select pg_sleep(${(TIMEOUT_MS * 3) / 1000}) as slept`,
        );
        expect(slept.rows).toHaveLength(1);
      } finally {
        await database.pglite.exec('reset statement_timeout');
      }
    },
  );
});
