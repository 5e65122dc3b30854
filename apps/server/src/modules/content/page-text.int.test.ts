import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { explainedIn, inlined, rowsOf, statementsDuring } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import { contentTexts, type ContentRow } from './content.tables.js';
import { defineContentJobs } from './content.jobs.js';
import { fillMissingSearchTokens } from './page-text-backfill.js';
import { searchQueryOf, searchTokensOf } from './page-text-tokens.js';
import { storePageTexts } from './page-text.js';
import { createProcessingRepository } from './processing/processing.repository.js';

// The tokens and queries of page-text-tokens.ts as PostgreSQL (and PGlite) read them: literals accepted,
// phrases over bigrams found, one- and two-character words found, nothing found across a CJK run
// boundary, and the GIN index on (company_id, search_tokens) answering.

const PAGES = [
  '灯台守の老人は、毎朝欅の木を見上げた。東京都庁の近くで。',
  'The Lighthouse keeper remembered something from long ago. Don’t panic!',
  'ＬＩＧＨＴ ﾎﾝﾀﾞﾅ 東京、大阪 京都 iPhone版',
  '',
];

describe('page text in PostgreSQL', () => {
  let handle: DatabaseHandle;
  let company: CompanyRow;
  let book: ContentRow;

  async function pagesFound(query: string): Promise<number[]> {
    const tsquery = searchQueryOf(query);
    if (tsquery === null) throw new Error(`nothing searchable in ${query}`);
    const rows = await handle.db
      .select({ page: contentTexts.pageNumber })
      .from(contentTexts)
      .where(
        and(
          eq(contentTexts.companyId, company.id),
          sql`${contentTexts.searchTokens} @@ ${tsquery}::tsquery`,
        ),
      )
      .orderBy(asc(contentTexts.pageNumber));
    return rows.map((row) => row.page);
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    company = await createCompany(handle.db);
    book = await createContent(handle.db, company);
    await storePageTexts(handle.db, { companyId: company.id, contentId: book.id, texts: PAGES });
  });
  afterAll(() => handle.close());

  it('stores every page normalized with its tokens, replacing what was there', async () => {
    await storePageTexts(handle.db, {
      companyId: company.id,
      contentId: book.id,
      texts: ['old', 'old', 'old', 'old', 'old page five'],
    });
    await storePageTexts(handle.db, { companyId: company.id, contentId: book.id, texts: PAGES });
    const rows = await handle.db
      .select({
        page: contentTexts.pageNumber,
        text: contentTexts.text,
        empty: sql<boolean>`${contentTexts.searchTokens} is null`,
      })
      .from(contentTexts)
      .where(eq(contentTexts.contentId, book.id))
      .orderBy(asc(contentTexts.pageNumber));
    expect(rows.map((row) => row.page)).toEqual([1, 2, 3, 4]);
    expect(rows[2]?.text).toBe('LIGHT ホンダナ 東京、大阪 京都 iPhone版');
    expect(rows.every((row) => !row.empty)).toBe(true);
  });

  it('stores books of more pages than one insert takes', async () => {
    const long = await createContent(handle.db, company);
    const texts = Array.from({ length: 450 }, (_, index) => `頁${index + 1} page${index + 1}`);
    await storePageTexts(handle.db, { companyId: company.id, contentId: long.id, texts });
    const tsquery = searchQueryOf('page450');
    const rows = await handle.db
      .select({ page: contentTexts.pageNumber })
      .from(contentTexts)
      .where(
        and(
          eq(contentTexts.contentId, long.id),
          sql`${contentTexts.searchTokens} @@ ${tsquery}::tsquery`,
        ),
      );
    expect(rows).toEqual([{ page: 450 }]);
    const [counted] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(contentTexts)
      .where(eq(contentTexts.contentId, long.id));
    expect(counted?.count).toBe(450);
  });

  it('leaves nothing in the index’s pending list once a processed book is saved', async () => {
    const pendingPagesFlushed = async () => {
      const result = await handle.db.execute(
        sql`select gin_clean_pending_list('content_texts_search_idx'::regclass)::int as pages`,
      );
      return rowsOf<{ pages: number }>(result)[0]!.pages;
    };
    await pendingPagesFlushed();
    const processed = await createContent(handle.db, company);
    const texts = Array.from({ length: 200 }, (_, index) => `第${index + 1}章 灯台 chapter`);
    const saved = await handle.db.transaction((tx) =>
      createProcessingRepository(tx).saveResult(company.id, processed.id, {
        pageCount: texts.length,
        texts,
        coverKey: 'covers/x',
        optimizedFileKey: null,
        metadata: {},
      }),
    );
    expect(saved).toBe(true);
    // Without the flush the 200 pages' entries wait in the list, read by every search.
    expect(await pendingPagesFlushed()).toBe(0);
    await storePageTexts(handle.db, { companyId: company.id, contentId: processed.id, texts });
    expect(await pendingPagesFlushed()).toBeGreaterThan(0);
  });

  it('finds Japanese words of one, two and more characters', async () => {
    expect(await pagesFound('欅')).toEqual([1]);
    expect(await pagesFound('老人')).toEqual([1]);
    expect(await pagesFound('東京都庁')).toEqual([1]);
    expect(await pagesFound('東京')).toEqual([1, 3]);
    expect(await pagesFound('ホンダナ')).toEqual([3]);
    expect(await pagesFound('ﾎﾝﾀﾞﾅ')).toEqual([3]);
  });

  it('does not find a word across punctuation or out of order', async () => {
    expect(await pagesFound('京大')).toEqual([]);
    expect(await pagesFound('庁都')).toEqual([]);
    expect(await pagesFound('人老')).toEqual([]);
  });

  it('finds English words by prefix and case-insensitively, all words of a query', async () => {
    expect(await pagesFound('light')).toEqual([2, 3]);
    expect(await pagesFound('LIGHTHOUSE keep')).toEqual([2]);
    expect(await pagesFound('lighthouse 東京')).toEqual([]);
    expect(await pagesFound('ighthouse')).toEqual([]);
    expect(await pagesFound('don’t')).toEqual([2]);
    expect(await pagesFound('iphone版')).toEqual([3]);
  });

  it('keeps companies apart through the (company_id, search_tokens) index', async () => {
    const other = await createCompany(handle.db);
    const theirs = await createContent(handle.db, other);
    await storePageTexts(handle.db, {
      companyId: other.id,
      contentId: theirs.id,
      texts: ['欅の木'],
    });
    expect(await pagesFound('欅')).toEqual([1]);
  });

  it('backfills tokens of rows stored without them, in batches, touching nothing else', async () => {
    const db = handle.db;
    const old = await createContent(db, company);
    await db.insert(contentTexts).values(
      ['古い本の欅', 'second old page', 'third', '四頁目'].map((text, index) => ({
        contentId: old.id,
        companyId: company.id,
        pageNumber: index + 1,
        text,
      })),
    );
    expect(await pagesFound('古い本')).toEqual([]);
    expect(await fillMissingSearchTokens(db, 3)).toBe(3);
    // The job runs the batches until none is left.
    await defineContentJobs({ db, storage: null as never }).backfillSearchTokens.handler(
      {},
      { signal: new AbortController().signal },
    );
    expect(await fillMissingSearchTokens(db, 3)).toBe(0);
    expect(await pagesFound('古い本')).toEqual([1]);
    const rows = await handle.db
      .select({
        page: contentTexts.pageNumber,
        text: contentTexts.text,
        tokens: contentTexts.searchTokens,
      })
      .from(contentTexts)
      .where(eq(contentTexts.contentId, old.id))
      .orderBy(asc(contentTexts.pageNumber));
    const stored = await handle.db
      .select({ tokens: sql<string>`${searchTokensOf('四頁目')}::tsvector::text` })
      .from(contentTexts)
      .limit(1);
    expect(rows[3]?.tokens).toBe(stored[0]?.tokens);
    expect(rows.map((row) => row.text)).toEqual([
      '古い本の欅',
      'second old page',
      'third',
      '四頁目',
    ]);
    // Book pages stored before keep their tokens (found as before).
    expect(await pagesFound('欅')).toEqual([1, 1]);
  });

  it('finds the rows left to fill through their own index, without reading the table', async () => {
    // Every start of a job-running process asks; at 1,000,000 pages a scan took 3.2 s.
    const statements = await statementsDuring(handle, () => fillMissingSearchTokens(handle.db));
    const finding = statements.find((statement) => statement.text.includes('is null limit'));
    expect(finding).toBeDefined();
    const plan = await explainedIn(handle, [
      'set local enable_seqscan = off',
      `explain ${inlined(finding!.text, finding!.params)}`,
    ]);
    expect(plan).toContain('content_texts_untokenized_idx');
  });
});
