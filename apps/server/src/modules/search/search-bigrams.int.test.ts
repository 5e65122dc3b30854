import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import { contents } from '../content/content.tables.js';
import type { FieldMatch } from './search-conditions.js';
import { conditionSql } from './search.filters.js';

// A word of two characters is looked up in the fields' bigram index before LIKE decides
// (migration 0028): the lookup must never drop a value the LIKE alone would find, whatever its
// letter case, position or characters (quotes, backslashes, wildcards, spaces).

const VALUES = [
  '山田太郎',
  '太郎山田',
  '田山',
  '山',
  'AbC',
  'xaB',
  'ÄÖ and äö',
  "it's",
  'a\\b',
  '50%_off',
  'a b',
  'Ⅻ章',
  '',
];

const WORDS = ['山田', '田山', 'ab', 'AB', 'äö', "'s", '\\b', '%_', 'a ', 'Ⅻ章', '郎山', 'zz'];

/** The rule field search implements: contained, ignoring letter case when the word has any. */
function containsByRule(value: string, word: string): boolean {
  return word.toLowerCase() === word.toUpperCase()
    ? value.includes(word)
    : value.toLowerCase().includes(word.toLowerCase());
}

describe('a word of two characters', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  const ids: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
    for (const value of VALUES) {
      ids.push((await createContent(handle.db, company, [], { title: value, param2: value })).id);
    }
  });
  afterAll(() => handle.close());

  /** The titles of this test's contents that `match` finds, sorted. */
  async function titlesFound(match: FieldMatch): Promise<string[]> {
    const rows = await handle.db
      .select({ title: contents.title })
      .from(contents)
      .where(
        and(eq(contents.companyId, company.id), inArray(contents.id, ids), conditionSql(match)),
      );
    return rows.map((row) => row.title).sort();
  }

  it('finds exactly what LIKE finds, in one field or several', async () => {
    for (const word of WORDS) {
      for (const fields of [['title'], ['author', 'param2']] as const) {
        const found = await titlesFound({
          kind: 'partial',
          fields: [...fields],
          words: [word],
          operation: 'AND',
        });
        const expected = VALUES.filter((value) => containsByRule(value, word)).sort();
        expect(found, `${word} in ${fields.join(', ')}`).toEqual(expected);
      }
    }
  });

  it('finds either of two words when the box says OR, and both when it says AND', async () => {
    for (const operation of ['OR', 'AND'] as const) {
      const words = ['山田', '太郎'];
      const found = await titlesFound({ kind: 'partial', fields: ['title'], words, operation });
      const test = (value: string) => words.map((word) => containsByRule(value, word));
      const expected = VALUES.filter((value) =>
        operation === 'OR' ? test(value).some(Boolean) : test(value).every(Boolean),
      );
      expect(found, operation).toEqual(expected.sort());
    }
  });
});
