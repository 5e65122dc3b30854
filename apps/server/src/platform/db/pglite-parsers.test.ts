import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../test/statements.js';
import { openDatabase, type Database, type DatabaseHandle } from './database.js';
import { READ_AS_TEXT, withPgliteOwnParsers } from './pglite-parsers.js';

// Issue 22: a statement on PGlite cost 0.3 ms more when it brought its own parsers.

const notes = pgTable('notes', {
  body: text('body').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
const AT = new Date('2026-11-29T03:04:05.678Z');

/** The options of every query `work` sends to the database (transactions included). */
async function optionsSentDuring(handle: DatabaseHandle, work: () => Promise<unknown>) {
  const sent = await statementsDuring(handle, work);
  return sent.map(({ options }) => options as QueryOptions | undefined);
}

/** A database handle over a PGlite of PGlite's own, with drizzle as it comes. */
function plainHandle(pglite: PGlite): DatabaseHandle & { kind: 'pglite' } {
  const db = drizzlePglite(pglite) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/** A query answering one value of each type drizzle reads as text. */
const EVERY_TYPE = `select $1::timestamptz as stamp_tz, $1::timestamp as stamp, $1::date as day,
  interval '1 day 02:00' as span, array[1.5]::numeric[] as numbers, array[$1::timestamp] as stamps,
  array[$1::timestamptz] as stamps_tz, array[interval '1 day'] as spans, array[$1::date] as days`;

describe("PGlite's parsers", () => {
  let handle: DatabaseHandle & { kind: 'pglite' };
  beforeEach(async () => {
    const opened = await openDatabase({});
    if (opened.kind !== 'pglite') throw new Error('expected PGlite');
    handle = opened;
    await handle.pglite.exec('create table notes (body text not null, at timestamptz not null)');
  });
  afterEach(() => handle.close());

  it("drizzle's queries send none, in transactions too, and read dates as before", async () => {
    const { db } = handle;
    const sent = await optionsSentDuring(handle, async () => {
      await db.insert(notes).values({ body: 'first', at: AT });
      await db.transaction((tx) => tx.insert(notes).values({ body: 'second', at: AT }));
      expect(await db.select().from(notes)).toEqual([
        { body: 'first', at: AT },
        { body: 'second', at: AT },
      ]);
      const raw = await db.execute(sql`select at from notes limit 1`);
      expect((raw as { rows: unknown[] }).rows).toEqual([{ at: '2026-11-29 03:04:05.678+00' }]);
    });
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const options of sent) expect(options?.parsers).toBeUndefined();
  });

  it('asks PGlite for what drizzle asks with each query: these types as text', async () => {
    const plain = plainHandle(await PGlite.create());
    try {
      const sent = await optionsSentDuring(plain, () => plain.db.execute(sql`select 1`));
      const parsers = sent[0]!.parsers!;
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...READ_AS_TEXT].sort());
      for (const parse of Object.values(parsers)) expect(parse('{x}', 0)).toBe('{x}');
      // So a query of each type answers the same, with or without drizzle's parsers.
      const params = [AT.toISOString()];
      const asked = await plain.pglite.query(EVERY_TYPE, params, { parsers });
      expect((await handle.pglite.query(EVERY_TYPE, params)).rows).toEqual(asked.rows);
    } finally {
      await plain.close();
    }
  });

  it('the job queue still reads them as PGlite does by itself', async () => {
    const plain = await PGlite.create();
    try {
      const params = [AT.toISOString()];
      const own = (await plain.query(EVERY_TYPE, params)).rows;
      expect(own[0]).toMatchObject({ stamp_tz: AT, stamps_tz: [AT] });
      const forJobs = withPgliteOwnParsers(handle.pglite);
      expect((await forJobs.query(EVERY_TYPE, params)).rows).toEqual(own);
      const [execed] = await forJobs.exec(`select '${AT.toISOString()}'::timestamptz as at`);
      expect(execed!.rows).toEqual([{ at: AT }]);
      const inTransaction = await forJobs.transaction((tx) => tx.query(EVERY_TYPE, params));
      expect(inTransaction.rows).toEqual(own);
    } finally {
      await plain.close();
    }
  });
});
