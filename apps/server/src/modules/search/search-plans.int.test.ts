import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { explainedIn, inlined, statementsDuring } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import type { Viewer } from '../content-access/viewer.js';
import { createLibraryRepository } from '../library/library.repository.js';
import type { FieldMatch } from './search-conditions.js';
import { conditionSql, orderSql } from './search.filters.js';

// How field search reaches a company's contents (issue 22, target 2; docs/decisions.md, "Field
// and hashtag search"): a word of three characters or more, an exact value, or the digits both
// bounds of a date range share, through the fields' trigram index, and a word of two characters
// through their bigram index, as the planner chooses with the product's cost of a page read out
// of order (database.ts, RANDOM_PAGE_COST).

const BOOKS = 3_000;

describe('field search plans', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  let visitor: Viewer;

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
    const group = await createContentGroup(handle.db, company);
    visitor = {
      kind: 'visitor',
      companyId: company.id,
      openAccount: false,
      plansOn: false,
      seenAt: new Date(),
    };
    // One book in 20 has 図書館 in its title and came out in the 1990s; one in 10 is a 小説 and
    // tells a history.
    await handle.db.execute(sql`
      insert into contents (id, company_id, title, param1, description, param3, encoding_status, detail_id, view_token)
      select 'plan-' || n, ${company.id},
        case when n % 20 = 0 then '市立図書館の本 ' || n else '物語 ' || n end,
        case when n % 10 = 0 then '小説' else '随筆' end,
        case when n % 10 = 1 then 'A History of Tea' else 'Notes on cooking' end,
        case when n % 20 = 0 then '1993/04/01' else '2015-06-' || (10 + n % 20) end,
        3, 'plan-detail-' || n, 'plan-view-' || n
      from generate_series(1, ${BOOKS}) n`);
    await handle.db.execute(sql`
      insert into content_group_contents (content_group_id, content_id)
      select ${group.id}, id from contents where company_id = ${company.id}`);
    await handle.db.execute(sql`analyze contents`);
    await handle.db.execute(sql`analyze content_group_contents`);
  });

  afterAll(async () => {
    await handle.close();
  });

  /** The page a visitor gets for `match`, and the plan of its statement finding the contents. */
  async function searched(match: FieldMatch) {
    const repository = createLibraryRepository(handle.db);
    let total = 0;
    const statements = await statementsDuring(handle, async () => {
      const page = await repository.filteredPage(visitor, {
        contentGroupIds: [],
        where: conditionSql(match),
        orderBy: orderSql(12, 'desc'),
        page: 1,
        size: 10,
      });
      total = page.total;
    });
    const found = statements.find((statement) => statement.text.includes('count(*) over ()'))!;
    // On the product's own connection, with its settings.
    const plan = await explainedIn(handle, [`explain ${inlined(found.text, found.params)}`]);
    return { total, plan };
  }

  it('finds each kind of word and value through the index made for it', async () => {
    const trigrams = /Bitmap Index Scan on contents_fields_trgm_idx/;
    const cases: [FieldMatch, number, RegExp][] = [
      [
        { kind: 'partial', fields: ['title'], words: ['図書館'], operation: 'AND' },
        BOOKS / 20,
        trigrams,
      ],
      [
        { kind: 'partial', fields: ['description'], words: ['history'], operation: 'AND' },
        300,
        trigrams,
      ],
      [{ kind: 'exact', fields: ['param1'], value: '小説' }, BOOKS / 10, trigrams],
      // Through the digits both bounds begin with (199).
      [
        { kind: 'range', fields: ['param3'], length: 10, from: '1990-01-01', to: '1995-12-31' },
        BOOKS / 20,
        trigrams,
      ],
      [
        { kind: 'partial', fields: ['title', 'description'], words: ['図書'], operation: 'AND' },
        BOOKS / 20,
        /Bitmap Index Scan on contents_fields_bigrams_idx/,
      ],
    ];
    for (const [match, expected, index] of cases) {
      const { total, plan } = await searched(match);
      expect(total, JSON.stringify(match)).toBe(expected);
      expect(plan, JSON.stringify(match)).toMatch(index);
      // The index answers the lookup: no row's pieces are computed.
      expect(plan).not.toMatch(/Filter: [^"]*field_bigrams/);
    }
  });

  it('still scans for a word of one character, and finds the same contents', async () => {
    const { total, plan } = await searched({
      kind: 'partial',
      fields: ['title'],
      words: ['本'],
      operation: 'AND',
    });
    expect(total).toBe(BOOKS / 20);
    expect(plan).not.toMatch(/contents_fields_(trgm|bigrams)_idx/);
  });
});
