import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeLike } from '../../platform/db/escape-like.js';
import { createCompany } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contents } from '../content/content.tables.js';
import { conditionSql } from './search.filters.js';

// Field search finds its candidates by the grams of migration 0025 and decides with LIKE/ILIKE
// as before, which is only exact if a field containing a word always holds the word's grams.

/** The rows of `db.execute` (its result type differs between PGlite and node-postgres). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const characters = [...'aAbBzZéÉßİı図書館ﾃﾞｰﾀデータ猫ネコ１2 _%\\'];

describe('field search grams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hold the grams of every word LIKE or ILIKE finds in the field', async () => {
    const text = fc.string({ unit: fc.constantFrom(...characters), minLength: 1, maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(text, fc.nat(), fc.nat(), fc.boolean(), async (value, a, b, upper) => {
        const start = a % value.length;
        const piece = value.slice(start, start + 1 + (b % (value.length - start)));
        const word = upper ? piece.toUpperCase() : piece.toLowerCase();
        const pattern = `%${escapeLike(word)}%`;
        const rows = rowsOf<{ found: boolean; held: boolean }>(
          await t.database.db.execute(
            sql`select (${value} ilike ${pattern} or ${value} like ${pattern}) as found,
            hondana_grams('title', ${value}) @> hondana_grams('title', ${word}) as held`,
          ),
        );
        return !rows[0]!.found || rows[0]!.held;
      }),
      { numRuns: 300 },
    );
  });

  it('let a partial match be answered from the index, not a scan of the company', async () => {
    const { db } = t.database;
    const company = await createCompany(db);
    await db.insert(contents).values(
      Array.from({ length: 4000 }, (_, index) => ({
        id: randomBytes(12).toString('hex'),
        companyId: company.id,
        title: index % 2000 === 0 ? `市立図書館の本 ${index}` : `Book ${index}`,
        author: `Author ${index}`,
      })),
    );
    await db.execute(sql`analyze contents`);
    const query = db
      .select({ id: contents.id })
      .from(contents)
      .where(
        and(
          eq(contents.companyId, company.id),
          conditionSql({
            kind: 'partial',
            fields: ['title', 'author'],
            words: ['図書'],
            operation: 'AND',
          }),
        ),
      );
    expect(await query).toHaveLength(2);
    // 4,000 books are still few pages a sequential scan reads at once; the planner is asked
    // which index it takes where scanning costs more (a real catalogue).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('contents_search_grams_idx');
  });
});
