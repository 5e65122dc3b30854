import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
