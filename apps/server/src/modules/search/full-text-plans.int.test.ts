import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { statementsDuring } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import type { ContentRow } from '../content/content.tables.js';
import { searchQueryOf } from '../content/page-text-tokens.js';
import { storePageTexts } from '../content/page-text.js';
import { createFullTextSearchRepository } from './full-text-search.repository.js';

// How full-text search's statements reach the pages, where the planner's own choice was slow at
// 1,000,000 pages (docs/decisions.md, "Full-text search"): a result page's best pages are read by
// content (the page's books), never through the company's text index, and the matching pages are
// never read with a sequential scan.

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
        texts: Array.from({ length: 30 }, (_, page) =>
          page % 3 === 0 ? `${page}ページ目、コンピュータの歴史。` : `${page}ページ目。`,
        ),
      });
    }
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
        throw new Rollback(JSON.stringify((explained as { rows: unknown[] }).rows));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.message;
        throw error;
      });
    expect(plan).toContain('ts_match_vq(search_tokens');
    expect(plan).not.toMatch(/Cond: [^"]*search_tokens/);
  });

  it('finds the matching pages with sequential scans ruled out, in the transaction of the query', async () => {
    const tsquery = searchQueryOf('コンピュータ')!;
    const repository = createFullTextSearchRepository(handle.db);
    const viewer = {
      kind: 'admin',
      companyId: company.id,
      userId: 1,
      userGroupId: null,
      openAccount: false,
      plansOn: false,
      seenAt: new Date(),
    } as const;
    let page: Awaited<ReturnType<typeof repository.contentsPage>> | undefined;
    const statements = await statementsDuring(handle, async () => {
      page = await repository.contentsPage(viewer, tsquery, { page: 1, size: 10 });
    });
    expect(page?.total).toBe(40);
    const texts = statements.map((statement) => statement.text.toLowerCase());
    const setting = texts.findIndex((text) => text.includes('set local enable_seqscan = off'));
    const query = texts.findIndex((text) => text.startsWith('with "hits"'));
    expect(setting).toBeGreaterThanOrEqual(0);
    expect(query).toBeGreaterThan(setting);
    expect(texts.slice(setting, query).some((text) => text.startsWith('commit'))).toBe(false);
  });
});

class Rollback extends Error {}

/** The statement with its parameters written in, as literals, for EXPLAIN. */
function inlined(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
