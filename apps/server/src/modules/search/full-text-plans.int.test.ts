import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { explainedIn, inlined, Rollback, rowsOf, statementsDuring } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import type { ContentRow } from '../content/content.tables.js';
import { searchQueryOf, searchQueryShapeOf } from '../content/page-text-tokens.js';
import { storePageTexts } from '../content/page-text.js';
import {
  createFullTextSearchRepository,
  tablePagesEstimate,
} from './full-text-search.repository.js';

// How full-text search's statements reach the pages, where the planner's own choice was slow at
// 1,000,000 pages (docs/decisions.md, "Full-text search"): a result page's best pages are read by
// content (the page's books), never through the company's text index; the matching pages are
// never read with a sequential scan, a common word's through the company index, and their
// contents by key; a page's tokens stay in its row.

describe('full-text search plans', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  const books: ContentRow[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
    for (let book = 0; book < 40; book += 1) {
      const content = await createContent(handle.db, company);
      books.push(content);
      await storePageTexts(handle.db, {
        companyId: company.id,
        contentId: content.id,
        // コンピュータ on a third of the pages (a common word), 量子 on one in seventeen (rare).
        texts: Array.from({ length: 30 }, (_, page) =>
          [
            `${page}ページ目`,
            page % 3 === 0 ? 'コンピュータの歴史' : '',
            (book * 30 + page) % 17 === 0 ? '量子' : '',
          ].join('。'),
        ),
      });
    }
    // Many more books without the words, as in a real catalogue: reading all the company's
    // contents to join them would cost far more than looking up the few that match.
    await handle.db.execute(sql`
      insert into contents
      select (jsonb_populate_record(null::contents, to_jsonb(c) || jsonb_build_object(
        'id', c.id || '-' || n, 'detail_id', c.detail_id || '-' || n, 'view_token', c.view_token || '-' || n))).*
      from contents c, generate_series(1, 50) n where c.company_id = ${company.id}`);
    await handle.db.execute(sql`analyze contents`);
    await handle.db.execute(sql`analyze content_texts`);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('finds the best pages by the books, and ranks the matching ones', async () => {
    const tsquery = searchQueryOf('コンピュータ')!;
    const repository = createFullTextSearchRepository(handle.db);
    const ids = books.slice(0, 10).map((book) => book.id);
    let pages: Awaited<ReturnType<typeof repository.bestPages>> = [];
    const [statement] = await statementsDuring(handle, async () => {
      pages = await repository.bestPages(company.id, ids, tsquery);
    });
    expect(pages).toHaveLength(30);
    expect(pages.every((page) => page.text.includes('コンピュータ'))).toBe(true);
    expect(new Set(pages.map((page) => page.contentId))).toEqual(new Set(ids));

    // Even where the text index is the only way to the rows that is not a sequential scan (the
    // other indexes dropped, in a transaction rolled back), the words are not looked up in it.
    const plan = await handle.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`alter table content_texts drop constraint content_texts_content_id_page_number_pk`,
        );
        await tx.execute(sql`drop index content_texts_company_idx`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = await tx.execute(
          sql.raw(`explain ${inlined(statement!.text, statement!.params)}`),
        );
        throw new Rollback(JSON.stringify(rowsOf(explained)));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.message;
        throw error;
      });
    expect(plan).toContain('ts_match_vq(search_tokens');
    expect(plan).not.toMatch(/Cond: [^"]*search_tokens/);
  });

  const admin = {
    kind: 'admin',
    userId: 1,
    userGroupId: null,
    openAccount: false,
    plansOn: false,
    seenAt: new Date(),
  } as const;

  /** The table's pages as the repository counts them (tablePagesEstimate). */
  async function tablePages(): Promise<number> {
    const answer = await handle.db.execute(sql`select ${tablePagesEstimate} as pages`);
    return rowsOf<{ pages: number }>(answer)[0]!.pages;
  }

  /**
   * contentsPage for `words`, the statements it sent, and the plan of its contents query. The
   * table is small, so the size past which a word can be common is set for a share of 12 %.
   */
  async function searched(
    words: string,
    options: {
      maxCountedPages?: number;
      walkPages?: (pages: number) => number;
      company?: CompanyRow;
      /** Searched once before, by the same repository. */
      again?: boolean;
    } = {},
  ) {
    const shape = searchQueryShapeOf(words)!;
    const { tsquery } = shape;
    const pages = await tablePages();
    const repository = createFullTextSearchRepository(handle.db, {
      maxCountedPages: options.maxCountedPages,
      walkPages: (options.walkPages ?? ((table) => table * 0.12 ** 2))(pages),
      // The company has 1,200 pages: its first 500 stand for a large company's first pages.
      sampledPages: 500,
    });
    const viewer = { ...admin, companyId: (options.company ?? company).id };
    const search = () => repository.contentsPage(viewer, shape, { page: 1, size: 50 });
    if (options.again) await search();
    let page: Awaited<ReturnType<typeof search>> | undefined;
    const statements = await statementsDuring(handle, async () => {
      page = await search();
    });
    const texts = statements.map((statement) => statement.text.toLowerCase());
    const settingsAt = texts.findIndex((text) => text.startsWith('select set_config'));
    const query = texts.findIndex((text) => text.startsWith('with "hits"'));
    expect(settingsAt).toBeGreaterThanOrEqual(0);
    expect(query).toBeGreaterThan(settingsAt);
    // Every setting is the query's transaction's.
    const settings = statements.slice(settingsAt, query).map((statement) => statement.text);
    expect(settings.some((text) => text.toLowerCase().startsWith('commit'))).toBe(false);
    const productSettings = settings.filter((text) => text.startsWith('select set_config'));
    const explain = `explain ${inlined(statements[query]!.text, statements[query]!.params)}`;
    /** The contents query's plan after `first` (statements) and the search's own settings. */
    const planAfter = (first: string[]) =>
      explainedIn(handle, [...first, ...productSettings, explain]);
    const plan = await planAfter([]);
    const sampled = texts.some((text) => text.includes('pg_relation_size'));
    return { page: page!, settings: settings.join('\n'), plan, planAfter, tsquery, sampled };
  }

  it('reads the matching pages without a sequential scan, and their contents by key', async () => {
    const { page, settings, plan } = await searched('歴史');
    expect(page.total).toBe(40);
    expect(settings).toMatch(/'enable_seqscan', 'off'/);
    expect(settings).toMatch(/'jit', 'off'/);
    // PostgreSQL's default, as measured, whatever the product's connections plan with.
    expect(settings).toMatch(/'random_page_cost', '4'/);
    expect(plan).not.toMatch(/Seq Scan|Hash Join|Merge Join/);
    expect(plan).toMatch(/Index Scan using contents_pkey on contents/);
  });

  it('walks the company index for a common word and leaves a rare one to the text index', async () => {
    const common = await searched('コンピュータ');
    expect(common.settings).toMatch(/'enable_bitmapscan', 'off'/);
    expect(common.plan).toMatch(/Index Scan using content_texts_company_idx on content_texts/);
    expect(common.plan).not.toMatch(/content_texts_search_idx/);
    const rare = await searched('量子');
    expect(rare.settings).not.toMatch(/enable_bitmapscan/);
    // In a catalogue under the size, the text index always costs less.
    const small = await searched('コンピュータ', { walkPages: (table) => table * 2 });
    expect(small.settings).not.toMatch(/enable_bitmapscan/);
    // A company with fewer pages than the sample is walked whole, even for a rare word.
    const newcomer = await createCompany(handle.db);
    await storePageTexts(handle.db, {
      companyId: newcomer.id,
      contentId: (await createContent(handle.db, newcomer)).id,
      texts: ['量子の本', '歴史の本'],
    });
    const few = await searched('量子', { company: newcomer });
    expect(few.page.total).toBe(1);
    expect(few.settings).toMatch(/'enable_bitmapscan', 'off'/);
  });

  it('keeps the choice for words searched again: the same plan, without the sample', async () => {
    for (const [words, walked] of [
      ['コンピュータ', true],
      ['量子', false],
    ] as const) {
      const first = await searched(words);
      const again = await searched(words, { again: true });
      expect(first.sampled).toBe(true);
      expect(again.sampled, words).toBe(false);
      expect(again.settings.includes('enable_bitmapscan'), words).toBe(walked);
      expect(again.settings).toMatch(/'enable_seqscan', 'off'/);
      expect(again.plan).toBe(first.plan);
      expect(again.page).toEqual(first.page);
    }
  });

  it('looks words up in the text index by their stems, and decides by their prefixes', async () => {
    const texts = {
      festivals: 'Temples and festivals of Kyoto',
      // The same stems, other words: found by the lookup, refused by the prefixes.
      near: 'Temporal festivity',
      temples: 'Temples only',
    };
    const ids: Record<string, string> = {};
    for (const [name, text] of Object.entries(texts)) {
      const content = await createContent(handle.db, company);
      ids[name] = content.id;
      await storePageTexts(handle.db, {
        companyId: company.id,
        contentId: content.id,
        texts: [text],
      });
    }
    const { page, planAfter } = await searched('temple festival');
    expect(page.rows.map((row) => row.listed.content.id)).toEqual([ids.festivals]);
    // Planned where the text index is the only way to the rows (the other indexes dropped, in
    // a transaction rolled back), as a large company's rare words are.
    const plan = await planAfter([
      'alter table content_texts drop constraint content_texts_content_id_page_number_pk',
      'drop index content_texts_company_idx',
    ]);
    expect(plan).toMatch(/Index Cond: [^"]*'~tem'/);
    // No prefix is looked up: its postings were read whole.
    expect(plan).not.toMatch(/Index Cond: [^"]*:\*/);
  });

  it("keeps a page's tokens in its row, not in TOAST, so that walking the pages reads no more", async () => {
    const content = await createContent(handle.db, company);
    // 400 kanji, nearly every bigram a new lexeme: 4-5 KB of tokens, over the 2 KB at which
    // PostgreSQL would otherwise move them out of the row.
    const text = Array.from({ length: 400 }, (_, at) =>
      String.fromCodePoint(0x4e00 + ((at * 7919) % 5000)),
    ).join('');
    await storePageTexts(handle.db, {
      companyId: company.id,
      contentId: content.id,
      texts: [text],
    });
    const answer = await handle.db.execute(sql`
      select pg_column_size(search_tokens) as tokens,
        (select pg_relation_size(reltoastrelid) from pg_class where relname = 'content_texts') as toast
      from content_texts where content_id = ${content.id}`);
    const [row] = rowsOf<{ tokens: number; toast: number | string }>(answer);
    expect(row!.tokens).toBeGreaterThan(2_100);
    expect(Number(row!.toast)).toBe(0);
  });

  it('counts the same first pages, in the table order, whichever index it reads', async () => {
    const paths = { コンピュータ: 'company index', 量子: 'text index' };
    for (const [words, path] of Object.entries(paths)) {
      const { page, tsquery, settings } = await searched(words, { maxCountedPages: 7 });
      expect(settings.includes('enable_bitmapscan') ? 'company index' : 'text index').toBe(path);
      const first = await handle.db.execute(sql`
        select content_id, count(*)::int as hits from (
          select content_id from content_texts
          where company_id = ${company.id} and search_tokens @@ ${tsquery}::tsquery
          order by ctid limit 7) counted
        group by content_id`);
      const expected = Object.fromEntries(
        rowsOf<{ content_id: string; hits: number }>(first).map((row) => [
          row.content_id,
          row.hits,
        ]),
      );
      const counted = Object.fromEntries(
        page.rows.map((row) => [row.listed.content.id, row.hitPages]),
      );
      expect(counted, words).toEqual(expected);
    }
  });

  it('reads the pages it counts without parallel workers, which hand them over in any order', async () => {
    // Workers made free, as the planner finds them at 1,000,000 pages.
    const freeWorkers = `select ${[
      'parallel_setup_cost',
      'parallel_tuple_cost',
      'min_parallel_index_scan_size',
      'min_parallel_table_scan_size',
    ]
      .map((name) => `set_config('${name}', '0', true)`)
      .join(', ')}`;
    for (const words of ['コンピュータ', '量子']) {
      const { settings, planAfter } = await searched(words);
      expect(settings).toMatch(/'max_parallel_workers_per_gather', '0'/);
      expect(await planAfter([freeWorkers]), words).not.toMatch(/Gather|Parallel/);
    }
  });

  it('judges a word against the live pages of the table, not its size, where PostgreSQL has counted them', async () => {
    const live = await tablePages();
    // The threshold of 12 % for this table's live pages, whatever the table becomes.
    const walkPages = () => live * 0.12 ** 2;
    const bytes = async () =>
      rowsOf<{ bytes: number }>(
        await handle.db.execute(sql`select pg_relation_size('content_texts')::float8 as bytes`),
      )[0]!.bytes;
    const before = await bytes();
    // Ten copies of every page written and deleted again, as a reprocessed catalogue leaves its
    // old rows: the table keeps their space (no vacuum may hand it back meanwhile).
    await handle.db.execute(sql`alter table content_texts set (autovacuum_enabled = off)`);
    try {
      await handle.db.execute(sql`
        insert into content_texts (content_id, company_id, page_number, text, search_tokens)
        select content_id, company_id, page_number + 1000 * n, text, search_tokens
        from content_texts, generate_series(1, 10) n`);
      await handle.db.execute(sql`delete from content_texts where page_number > 1000`);
      await handle.db.execute(sql`analyze content_texts`);
      expect(await bytes()).toBeGreaterThan(before * 5);
      // 量子 is on 6 % of the pages: with the table's size for its pages (eleven times as many),
      // the threshold fell to 3.6 % and walked it.
      const rare = await searched('量子', { walkPages });
      expect(rare.settings).not.toMatch(/enable_bitmapscan/);
      const common = await searched('コンピュータ', { walkPages });
      expect(common.settings).toMatch(/'enable_bitmapscan', 'off'/);
    } finally {
      await handle.db.execute(sql`alter table content_texts reset (autovacuum_enabled)`);
    }
  });
});
