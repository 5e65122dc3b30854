import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle, Executor } from './database.js';
import { createTransactions } from './transactions.js';

describe('one withTransaction for every repository', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table tx_probe (name text primary key)`);
  });
  afterAll(() => database.close());

  // A "repository" built once on the handle, as services are.
  const probeRepository = (db: Executor) => ({
    add: (name: string) => db.execute(sql`insert into tx_probe (name) values (${name})`),
    names: async () =>
      (
        (await db.execute(sql`select name from tx_probe order by name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name),
  });

  it('hands the running transaction to repositories built before it began', async () => {
    const { db, withTransaction, current } = createTransactions(database.db);
    const probes = probeRepository(db);
    await expect(
      withTransaction(async () => {
        expect(current()).not.toBeNull();
        await probes.add('rolled-back');
        throw new Error('the unit of work fails');
      }),
    ).rejects.toThrow('the unit of work fails');
    await withTransaction(async () => {
      await probes.add('kept');
    });
    expect(current()).toBeNull();
    expect(await probes.names()).toEqual(['kept']);
  });

  it('makes db.transaction the same unit of work, and a nested one a savepoint', async () => {
    const { db } = createTransactions(database.db);
    const probes = probeRepository(db);
    await db.transaction(async () => {
      await probes.add('outer');
      await expect(
        db.transaction(async () => {
          await probes.add('inner');
          throw new Error('only the savepoint rolls back');
        }),
      ).rejects.toThrow('only the savepoint');
    });
    expect(await probes.names()).toEqual(['kept', 'outer']);
  });
});

describe.runIf(inject('postgresTemplate') !== null)('a transaction on PostgreSQL', () => {
  it('sends the queries asked at once to its connection one after another, each answered', async () => {
    // Counted beneath the pool's own wrapping: what node-postgres is asked to run at once.
    const query = pg.Client.prototype.query;
    let running = 0;
    let most = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const answer = (query as (...args: unknown[]) => unknown).apply(this, args);
      if (answer instanceof Promise) {
        most = Math.max(most, ++running);
        const done = () => void running--;
        answer.then(done, done);
      }
      return answer;
    } as typeof query);
    const database = await openTestDatabase();
    try {
      const { withTransaction } = createTransactions(database.db);
      const answers = await withTransaction((tx) =>
        Promise.all(
          [1, 2, 3].map(async (n) => {
            const result = (await tx.execute(
              sql`select ${n}::int as n, pg_sleep(0.01)`,
            )) as unknown as {
              rows: { n: number }[];
            };
            return result.rows[0]?.n;
          }),
        ),
      );
      expect(answers).toEqual([1, 2, 3]);
      expect(most).toBe(1);
      await expect(
        withTransaction((tx) =>
          Promise.all([tx.execute(sql`select 1 / 0`), tx.execute(sql`select 1`)]),
        ),
      ).rejects.toThrow();
    } finally {
      spy.mockRestore();
      await database.close();
    }
  });
});
