import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { pgliteForDrizzle } from './pglite-parsers.js';

// Issue 22: a repeated statement on PGlite is parsed once and run in one trip.

const SELECT = 'select id, label, tags, at from notes where id = $1 or label = $2 order by id';

describe('kept statements on PGlite', () => {
  let handle: DatabaseHandle & { kind: 'pglite' };
  let pglite: PGlite;
  let client: PGlite;

  beforeEach(async () => {
    const opened = await openDatabase({});
    if (opened.kind !== 'pglite') throw new Error('expected PGlite');
    handle = opened;
    pglite = handle.pglite;
    client = pgliteForDrizzle(pglite);
    await pglite.exec(`create table notes (id int primary key, label text, tags text[], at timestamptz);
      insert into notes values (1, 'one', '{a,b}', '2026-11-29T01:02:03Z'), (2, null, null, null)`);
  });
  afterEach(() => handle.close());

  /** The protocol messages sent into PostgreSQL while `work` runs. */
  async function tripsDuring(work: () => Promise<unknown>): Promise<number> {
    const spy = vi.spyOn(pglite, 'execProtocolStream');
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it('answers as PGlite does, parsing a repeated text once: one trip from the second run', async () => {
    const asPglite = await pglite.query(SELECT, [2, 'one'], { rowMode: 'array' });
    expect(await tripsDuring(() => client.query(SELECT, [2, 'one'], { rowMode: 'array' }))).toBe(2);
    expect(await tripsDuring(() => client.query(SELECT, [2, 'one'], { rowMode: 'array' }))).toBe(1);
    const kept = await client.query(SELECT, [2, 'one'], { rowMode: 'array' });
    expect(kept.rows).toEqual(asPglite.rows);
    expect(kept.fields).toEqual(asPglite.fields);
    // Null and undefined values, arrays, dates and the parameter types asked for.
    const typed = 'select $1::text[] as tags, $2::timestamptz as at, $3 as free, $4 as nothing';
    const params = [['x', 'y'], new Date('2026-11-29T01:02:03Z'), 7, null];
    const options = { paramTypes: [0, 0, 23, 25] };
    expect((await client.query(typed, params, options)).rows).toEqual(
      (await pglite.query(typed, params, options)).rows,
    );
    const written = await client.query('insert into notes values ($1, $2) returning id', [3, 'c']);
    expect(written.rows).toEqual([{ id: 3 }]);
    expect(written.affectedRows).toBe(1);
  });

  it('plans a statement that matches words for its words every time: never kept', async () => {
    const like = 'select id from notes where label like $1 or label ilike $2';
    await client.query(like, ['o%', 'T%']);
    expect(await tripsDuring(() => client.query(like, ['o%', 'T%']))).toBeGreaterThan(1);
    const fullText = "select id from notes where to_tsvector('simple', label) @@ to_tsquery($1)";
    expect((await client.query(fullText, ['one'])).rows).toEqual([{ id: 1 }]);
    const kept = await pglite.query('select statement from pg_prepared_statements');
    expect(kept.rows).toEqual([]);
  });

  it("an error is PostgreSQL's, with its statement, and the next query runs", async () => {
    const failing = client.query('insert into notes values ($1, $2)', [1, 'again']);
    await expect(failing).rejects.toMatchObject({ code: '23505', params: [1, 'again'] });
    await expect(client.query('select nonsense from notes')).rejects.toMatchObject({
      code: '42703',
      query: 'select nonsense from notes',
    });
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside transactions, which roll back as before and keep the statements', async () => {
    const insert = 'insert into notes (id, label) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [3, 'three']);
        expect((await tx.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 3 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await tripsDuring(() => client.query(insert, [4, 'four']))).toBe(1);
    expect((await client.query('select id from notes order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 4 },
    ]);
  });

  it('forgets its statements when the schema changes, so a changed column reads anew', async () => {
    await client.query(SELECT, [1, null]);
    await client.query('alter table notes alter column id type text using id::text');
    // A statement kept across the change would fail: cached plan must not change result type.
    expect((await client.query(SELECT, [1, null])).rows[0]).toMatchObject({ id: '1' });
    await client.exec('alter table notes alter column id type int using id::int');
    expect((await client.query(SELECT, [1, null])).rows[0]).toMatchObject({ id: 1 });
  });

  it('keeps at most 256 statements, closing the least recently used', async () => {
    await client.query('select 0 as n');
    for (let index = 1; index <= 300; index++) await client.query(`select ${index} as n`);
    const kept = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(kept.rows[0]!.n).toBe(256);
    expect(await tripsDuring(() => client.query('select 300 as n'))).toBe(1);
    expect((await client.query('select 0 as n')).rows).toEqual([{ n: 0 }]);
  });
});
