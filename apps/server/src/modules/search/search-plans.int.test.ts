import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Executor } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import {
  explainedIn,
  inlined,
  keptStatementsAfter,
  statementsDuring,
} from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContentGroup } from '../content-access/content-access-test-helpers.js';
import { visibleContentsCondition } from '../content-access/content-access.filters.js';
import type { Viewer } from '../content-access/viewer.js';
import { contents } from '../content/content.tables.js';
import {
  createLibraryRepository,
  SEARCH_COUNT_BOUND,
  type ListOrder,
} from '../library/library.repository.js';
import type { FieldMatch } from './search-conditions.js';
import { conditionSql, orderSql } from './search.filters.js';

// How field search reaches a company's contents (issue 22, target 2; docs/decisions.md, "Field
// and hashtag search"): a word of three characters or more, an exact value, or the digits both
// bounds of a date range share, through the fields' trigram index, a word of two characters
// through their bigram index, a date range on a custom field through its dates, as the planner chooses with the product's cost of a page read out
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

  /** Page `page` (of 10) a visitor gets for `match` in `order`. */
  function visitorPage(
    match: FieldMatch,
    order: ListOrder,
    page: number,
    countBound?: number,
    db: Executor = handle.db,
  ) {
    return createLibraryRepository(db).filteredPage(visitor, {
      contentGroupIds: [],
      where: conditionSql(match),
      order,
      page,
      size: 10,
      countBound,
    });
  }

  /** The page a visitor gets for `match`, and the plan of its statement finding the contents. */
  async function searched(match: FieldMatch) {
    let total = 0;
    const statements = await statementsDuring(handle, async () => {
      total = (await visitorPage(match, orderSql(12, 'desc'), 1)).total;
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
      // A custom field's date range through the field's dates.
      [
        { kind: 'range', fields: ['param3'], length: 10, from: '1990-01-01', to: '1995-12-31' },
        BOOKS / 20,
        /Index Scan (using|on) contents_param3_date_idx/,
      ],
      // Another field's, through the digits both bounds begin with (199).
      [{ kind: 'range', fields: ['title'], length: 4, from: '1990', to: '1995' }, 0, trigrams],
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

  it('plans a search for its values on every run, a search without a word too', async () => {
    // Kept for no value in particular, an exact value's plan would read every content of the
    // company, where the value's own plan finds the few that hold it (kept-statements.ts).
    const exact: FieldMatch = { kind: 'exact', fields: ['param1'], value: '小説' };
    const kept = await keptStatementsAfter(handle, async (db) => {
      // Past the bound (the walk) and past the last page (the count alone), more runs than
      // PostgreSQL makes before it weighs a generic plan.
      for (let run = 0; run < 6; run++) {
        const order = orderSql(12, 'desc');
        expect((await visitorPage(exact, order, 1, 100, db)).rows).toHaveLength(10);
        expect((await visitorPage(exact, order, 400, 100, db)).total).toBe(100);
      }
    });
    expect(kept.filter((statement) => statement.includes('"contents"."param1" ='))).toEqual([]);
    // The page's own rows, looked up by id, are kept as any lookup is.
    expect(kept.some((statement) => statement.includes('"contents"."id" = any('))).toBe(true);
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

  it('expects most contents to pass the access rule, as they do here', async () => {
    // The planner's guess for the rule decides how a search joins its matches to their contents.
    // Guessed at 0.5 % (the `&&` operator's default), full-text search joined its pages to every
    // content of the company in a nested loop (content-access.filters.ts).
    const query = handle.db
      .select({ id: contents.id })
      .from(contents)
      .where(visibleContentsCondition(visitor))
      .toSQL();
    const plan = await explainedIn(handle, [`explain ${inlined(query.sql, query.params)}`]);
    const guessed = Number(/rows=(\d+)/.exec(plan)![1]);
    expect(guessed).toBeGreaterThanOrEqual(BOOKS / 4);
  });

  describe('past the count bound', () => {
    // 物語 is in 19 titles of 20: more books than a search counts.
    const common: FieldMatch = {
      kind: 'partial',
      fields: ['title'],
      words: ['物語'],
      operation: 'AND',
    };

    const RANGE: FieldMatch = {
      kind: 'range',
      fields: ['param3'],
      length: 10,
      from: '2015-01-01',
      to: '2015-12-31',
    };

    /** The ids of `page` (of 10) of the contents meeting `where`, in `orderBy`, from the table. */
    async function expectedPage(where: string, orderBy: string, page: number): Promise<string[]> {
      const rows = await handle.db
        .select({ id: contents.id })
        .from(contents)
        .where(and(eq(contents.companyId, company.id), sql.raw(where)))
        .orderBy(sql.raw(orderBy))
        .limit(10)
        .offset((page - 1) * 10);
      return rows.map((row) => row.id);
    }

    it('says the total is a lower bound, and reads the newest books in order for the page', async () => {
      let found: Awaited<ReturnType<typeof visitorPage>> | undefined;
      const statements = await statementsDuring(handle, async () => {
        found = await visitorPage(RANGE, orderSql(12, 'desc'), 3);
      });
      expect(found!.total).toBe(SEARCH_COUNT_BOUND);
      expect(found!.totalIsLowerBound).toBe(true);
      expect(found!.rows.map((row) => row.content.id)).toEqual(
        await expectedPage(`param3 like '2015%'`, 'created_at desc, id asc', 3),
      );
      const walk = statements.find(
        (statement) => statement.text.includes('order by') && !statement.text.includes('count('),
      )!;
      const plan = await explainedIn(handle, [`explain ${inlined(walk.text, walk.params)}`]);
      expect(plan).toMatch(/Index Scan using contents_company_created_idx/);
      expect(plan).not.toMatch(/Sort/);
    });

    it('finds the page of any other order too, and past the last page says the bound', async () => {
      const byTitle = await visitorPage(common, orderSql(1, 'asc'), 2);
      expect(byTitle.totalIsLowerBound).toBe(true);
      expect(byTitle.rows.map((row) => row.content.id)).toEqual(
        await expectedPage(
          `title like '%物語%'`,
          'title asc nulls last, created_at desc, id asc',
          2,
        ),
      );
      const pastTheEnd = await visitorPage(common, orderSql(12, 'desc'), 300);
      expect(pastTheEnd).toEqual({ rows: [], total: SEARCH_COUNT_BOUND, totalIsLowerBound: true });
    });

    it('counts exactly up to the bound', async () => {
      const counted = await visitorPage(common, orderSql(12, 'desc'), 1, BOOKS);
      expect(counted.total).toBe(BOOKS - BOOKS / 20);
      expect(counted.totalIsLowerBound).toBe(false);
      expect(counted.rows.map((row) => row.content.id)).toEqual(
        await expectedPage(`title like '%物語%'`, 'created_at desc, id asc', 1),
      );
    });
  });
});
