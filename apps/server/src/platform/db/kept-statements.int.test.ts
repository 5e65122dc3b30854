import { asc, eq, like, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptStatementsAfter } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from './database.js';

// Issue 22: a repeated statement is parsed once per connection, on PGlite and PostgreSQL alike;
// a search is planned for its words every time.

const probes = pgTable('kept_probe', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
});

describe('kept statements', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table kept_probe (id int primary key, label text not null)`,
    );
    await database.db.insert(probes).values([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });
  afterAll(() => database.close());

  it('keeps a lookup, never a search, and answers the same either way', async () => {
    const byId = (db: DatabaseHandle['db'], id: number) =>
      db.select().from(probes).where(eq(probes.id, id));
    const byWord = (db: DatabaseHandle['db'], word: string) =>
      db
        .select()
        .from(probes)
        .where(like(probes.label, `%${word}%`))
        .orderBy(asc(probes.id));
    const kept = await keptStatementsAfter(database, async (db) => {
      for (const id of [1, 2, 1, 2, 1, 2, 1]) {
        expect(await byId(db, id)).toEqual([{ id, label: id === 1 ? 'one' : 'two' }]);
      }
      expect(await byWord(db, 'o')).toEqual([
        { id: 1, label: 'one' },
        { id: 2, label: 'two' },
      ]);
      expect(await byWord(db, 'tw')).toEqual([{ id: 2, label: 'two' }]);
    });
    expect(kept.filter((statement) => statement.includes('"kept_probe"."id" = $1'))).toHaveLength(
      1,
    );
    expect(kept.filter((statement) => / like /i.test(statement))).toEqual([]);
  });
});
