// Loads the search benchmark's corpus into the configured database (DATABASE_URL, or PGlite in
// DATA_DIR): two companies of `10,000 × scale` processed books, 50 pages each, in one running
// content group, the page text written through the product's own `storePageTexts`. A corpus of
// the same scale already there is kept. Run with the server stopped (PGlite: one process):
//   DATA_DIR=… node --import tsx bench/search/load-corpus.ts --scale 0.01
// Prints one JSON line on standard output: what it did and how long each step took.
import { inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { loadConfig } from '../../apps/server/src/config.js';
import { companies } from '../../apps/server/src/modules/company/company.tables.js';
import { contentGroups } from '../../apps/server/src/modules/content-group/content-group.tables.js';
import {
  contentGroupContents,
  contents,
} from '../../apps/server/src/modules/content/content.tables.js';
import { searchTokensOf } from '../../apps/server/src/modules/content/page-text-tokens.js';
import { storePageTexts } from '../../apps/server/src/modules/content/page-text.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { openConfiguredDatabase } from '../../apps/server/src/runtime.js';
import { makeBook } from './corpus.js';
import { BENCH_COMPANIES, BOOKS_AT_FULL_SCALE, PAGES_PER_BOOK, contentIdOf } from './shape.js';

export interface LoadReport {
  reused: boolean;
  books: number;
  pages: number;
  /** Companies, contents and group links. */
  contentsSeconds: number;
  /** Page text through storePageTexts (search index dropped meanwhile). */
  pagesSeconds: number;
  /** Rebuilding content_texts' secondary indexes after the load. */
  indexSeconds: number;
  analyzeSeconds: number;
  tableBytes: number;
  searchIndexBytes: number;
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const scale = Number(argument('scale') ?? 1);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
const booksPerCompany = Math.max(1, Math.round(BOOKS_AT_FULL_SCALE * scale));
const fresh = process.argv.includes('--fresh');
/**
 * The corpus and tokenizer a database holds, kept in the companies' names: a change of either
 * (page-text-tokens.ts tokens differently, corpus.ts writes other text) reloads the corpus.
 */
const fingerprint = createHash('sha256')
  .update(JSON.stringify(makeBook(1, 0, 2)))
  .update(searchTokensOf(makeBook(1, 0, 1).pages[0]!))
  .digest('hex')
  .slice(0, 12);
const nameOf = (company: (typeof BENCH_COMPANIES)[number]) => `${company.name} (${fingerprint})`;

// A loader, not a request: its statements (an index built, the tables vacuumed and analyzed,
// the bigram index's expression statistics included) run as long as they take.
const config = { ...loadConfig(), statementTimeoutMs: 0 };
const { database, releaseLock } = await openConfiguredDatabase(config);
const db = database.db;
const seconds = (since: number) => (performance.now() - since) / 1000;
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  // Counting a million pages (4 GB, their tokens in the rows) can outlast the requests' timeout.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = 0`));
    return rowsOf<{ n: string | number }>(await tx.execute(query));
  });
  return Number(rows[0]?.n ?? 0);
}

/** True when both companies hold exactly this scale's books and pages, made by this code. */
async function corpusPresent(): Promise<boolean> {
  const found = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.domain,
        BENCH_COMPANIES.map((c) => c.domain),
      ),
    );
  if (found.length !== BENCH_COMPANIES.length) return false;
  if (!BENCH_COMPANIES.every((company) => found.some((row) => row.name === nameOf(company)))) {
    return false;
  }
  const ids = found.map((c) => c.id);
  const books = await countOf(
    sql`select count(*) as n from contents where company_id in (${sql.join(ids, sql`, `)})`,
  );
  const pages = await countOf(
    sql`select count(*) as n from content_texts where company_id in (${sql.join(ids, sql`, `)}) and search_tokens is not null`,
  );
  return books === booksPerCompany * BENCH_COMPANIES.length && pages === books * PAGES_PER_BOOK;
}

/** content_texts' indexes besides its primary key (constraints stay), as `create index` statements. */
async function secondaryIndexes(): Promise<{ name: string; definition: string }[]> {
  const rows = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(
      sql`select i.relname as indexname, pg_get_indexdef(i.oid) as indexdef from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = 'content_texts'::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    ),
  );
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

async function loadCompany(
  seed: number,
  domain: string,
  name: string,
  onPages: (pages: number) => void,
): Promise<{ contentsMs: number; pagesMs: number }> {
  let started = performance.now();
  const [company] = await db
    .insert(companies)
    .values({ name, email: `owner@${domain}`, domain, maxContent: 100_000, maxUser: 100 })
    .returning();
  const [group] = await db
    .insert(contentGroups)
    .values({ companyId: company!.id, name: 'All books', isDefault: true })
    .returning();
  const base = Date.UTC(2020, 0, 1);
  const books = Array.from({ length: booksPerCompany }, (_, index) => ({
    index,
    book: null as ReturnType<typeof makeBook> | null,
  }));
  for (let from = 0; from < booksPerCompany; from += 500) {
    const slice = books.slice(from, from + 500);
    const rows = slice.map(({ index }) => {
      const book = makeBook(seed, index, PAGES_PER_BOOK);
      const id = contentIdOf(seed, index);
      return {
        id,
        companyId: company!.id,
        ...book.fields,
        fileType: 'pdf' as const,
        fileName: 'book.pdf',
        fileKey: `companies/${company!.id}/contents/${id}/book.pdf`,
        fileSize: 1_000_000,
        pageCount: PAGES_PER_BOOK,
        encodingStatus: 3,
        viewMode: 2,
        // One book an hour, so sorting by created date has an order to keep.
        createdAt: new Date(base + index * 3_600_000),
      };
    });
    await db.insert(contents).values(rows);
    await db.insert(contentGroupContents).values(
      rows.map((row, offset) => ({
        contentGroupId: group!.id,
        contentId: row.id,
        ordinal: from + offset,
      })),
    );
  }
  const contentsMs = performance.now() - started;

  // Page text: a transaction per batch of books; on PostgreSQL a few batches at once, so the
  // tokenizer (this process) and the inserts (the server) overlap.
  started = performance.now();
  const batch = 20;
  const parallel = database.kind === 'postgres' ? 3 : 1;
  let next = 0;
  const worker = async () => {
    while (next < booksPerCompany) {
      const from = next;
      next += batch;
      const to = Math.min(from + batch, booksPerCompany);
      await db.transaction(async (tx) => {
        for (let index = from; index < to; index++) {
          await storePageTexts(tx, {
            companyId: company!.id,
            contentId: contentIdOf(seed, index),
            texts: makeBook(seed, index, PAGES_PER_BOOK).pages,
          });
        }
      });
      onPages((to - from) * PAGES_PER_BOOK);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { contentsMs, pagesMs: performance.now() - started };
}

/**
 * The indexes dropped for the load, and the statistics taken after them, kept in the database
 * until done: a load stopped at any point (killed, the build refused, a timeout) leaves them
 * there, and the next run does them first.
 */
const PENDING_INDEXES = 'search_bench_pending_indexes';
const ANALYZE_PENDING = '(analyze)';

async function dropIndexesForLoad(): Promise<void> {
  await db.execute(
    sql.raw(
      `create table if not exists ${PENDING_INDEXES} (name text primary key, definition text not null)`,
    ),
  );
  for (const index of await secondaryIndexes()) {
    await db.execute(
      sql`insert into ${sql.raw(PENDING_INDEXES)} values (${index.name}, ${index.definition}) on conflict do nothing`,
    );
    await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  }
  // The statistics come after the indexes (the bigram index's include its expressions): a load
  // that stops before they are taken leaves this row, and the next run takes them.
  await db.execute(
    sql`insert into ${sql.raw(PENDING_INDEXES)} values (${ANALYZE_PENDING}, '') on conflict do nothing`,
  );
}

/** Builds the indexes a load dropped (none when the last load ended); true when a step was left. */
async function buildPendingIndexes(): Promise<boolean> {
  const table = rowsOf<{ present: boolean }>(
    await db.execute(sql.raw(`select to_regclass('${PENDING_INDEXES}') is not null as present`)),
  );
  if (!table[0]?.present) return false;
  const pending = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql.raw(`select name, definition from ${PENDING_INDEXES}`)),
  );
  for (const index of pending.filter((step) => step.name !== ANALYZE_PENDING)) {
    console.error(`  building ${index.name}`);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql.raw(
          `set local maintenance_work_mem = '${database.kind === 'postgres' ? '1GB' : '256MB'}'`,
        ),
      );
      await tx.execute(
        sql.raw(index.definition.replace(/^CREATE INDEX/, 'CREATE INDEX IF NOT EXISTS')),
      );
      await tx.execute(sql`delete from ${sql.raw(PENDING_INDEXES)} where name = ${index.name}`);
    });
  }
  return pending.length > 0;
}

async function analyze(): Promise<void> {
  // Without fresh statistics of the groups too, PostgreSQL misjudges the access rule's join and
  // walks every content by its key (28 ms instead of 12 for a field search, measured). On
  // PostgreSQL the tables are left as autovacuum, on by default, leaves them after a load:
  // vacuumed, so an index-only scan need not visit the rows (a machine may run with it off).
  // PGlite never vacuums by itself, so its tables stay as they are.
  const command = database.kind === 'postgres' ? 'vacuum (analyze)' : 'analyze';
  for (const table of ['content_groups', 'contents', 'content_group_contents', 'content_texts']) {
    await db.execute(sql.raw(`${command} ${table}`));
  }
  await db.execute(sql`delete from ${sql.raw(PENDING_INDEXES)} where name = ${ANALYZE_PENDING}`);
}

async function run(db: Database): Promise<LoadReport> {
  if (!fresh && (await corpusPresent())) {
    const started = performance.now();
    if (await buildPendingIndexes()) await analyze();
    return {
      reused: true,
      books: booksPerCompany * BENCH_COMPANIES.length,
      pages: booksPerCompany * BENCH_COMPANIES.length * PAGES_PER_BOOK,
      contentsSeconds: 0,
      pagesSeconds: 0,
      indexSeconds: seconds(started),
      analyzeSeconds: 0,
      ...(await sizes()),
    };
  }
  // Another scale's corpus (or a half-loaded one) goes first; cascades remove its rows.
  await db.delete(companies).where(
    inArray(
      companies.domain,
      BENCH_COMPANIES.map((c) => c.domain),
    ),
  );

  // Loading into a table whose GIN index is built once afterwards is several times faster than
  // keeping the index up to date row by row; the same statements recreate it.
  await dropIndexesForLoad();

  const total = booksPerCompany * BENCH_COMPANIES.length * PAGES_PER_BOOK;
  let loaded = 0;
  let lastReport = performance.now();
  const loadStarted = performance.now();
  const onPages = (pages: number) => {
    loaded += pages;
    if (performance.now() - lastReport > 10_000) {
      lastReport = performance.now();
      const rate = loaded / seconds(loadStarted);
      console.error(
        `  ${loaded}/${total} pages, ${rate.toFixed(0)} pages/s, ~${((total - loaded) / rate / 60).toFixed(1)} min left`,
      );
    }
  };
  let contentsMs = 0;
  let pagesMs = 0;
  for (const company of BENCH_COMPANIES) {
    const times = await loadCompany(company.seed, company.domain, nameOf(company), onPages);
    contentsMs += times.contentsMs;
    pagesMs += times.pagesMs;
  }

  let started = performance.now();
  await buildPendingIndexes();
  const indexSeconds = seconds(started);
  started = performance.now();
  await analyze();
  return {
    reused: false,
    books: booksPerCompany * BENCH_COMPANIES.length,
    pages: total,
    contentsSeconds: contentsMs / 1000,
    pagesSeconds: pagesMs / 1000,
    indexSeconds,
    analyzeSeconds: seconds(started),
    ...(await sizes()),
  };
}

async function sizes(): Promise<{ tableBytes: number; searchIndexBytes: number }> {
  const rows = rowsOf<{ table_bytes: string; index_bytes: string | null }>(
    await db.execute(
      sql`select pg_total_relation_size('content_texts') as table_bytes, pg_relation_size(to_regclass('content_texts_search_idx')) as index_bytes`,
    ),
  );
  return {
    tableBytes: Number(rows[0]?.table_bytes ?? 0),
    searchIndexBytes: Number(rows[0]?.index_bytes ?? 0),
  };
}

try {
  const report = await run(db);
  console.log(JSON.stringify(report));
} finally {
  await database.close();
  if (releaseLock) await releaseLock();
}
