// The two ways of indexing page text for full-text search that stay inside PostgreSQL (issue 8's
// design note), measured once on a subset of the benchmark corpus; docs/decisions.md records
// the result:
//   A. tsvector of CJK bigrams and unigrams plus Latin words (page-text-tokens.ts), GIN on
//      (company_id, tsv) through btree_gin, phrase queries (`<->`);
//   B. pg_trgm: ILIKE '%word%' with a GIN index on (company_id, text gin_trgm_ops).
// Both run on the same scratch table (dropped afterwards) in the configured database:
//   DATABASE_URL=… (or DATA_DIR=…) node --import tsx bench/search/candidates.ts [--pages 20000]
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.js';
import {
  searchQueryOf,
  searchTokensOf,
} from '../../apps/server/src/modules/content/page-text-tokens.js';
import { normalizeText } from '../../apps/server/src/modules/content/processing/text-normalizer.js';
import { escapeLike } from '../../apps/server/src/platform/db/escape-like.js';
import { openConfiguredDatabase } from '../../apps/server/src/runtime.js';
import { ENGLISH_WORDS, JAPANESE_VERBS, JAPANESE_WORDS, TOPICS, makeBook } from './corpus.js';
import { PAGES_PER_BOOK } from './shape.js';
import { median } from '../lib.js';

const at = process.argv.indexOf('--pages');
const totalPages = Number(at >= 0 ? process.argv[at + 1] : 20_000);
const RUNS = 3;

const config = loadConfig();
const { database, releaseLock } = await openConfiguredDatabase(config);
const db = database.db;
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
const seconds = (since: number) => (performance.now() - since) / 1000;

const isJapanese = (word: string) => /[^\x20-\x7e]/.test(word);
const classes: { name: string; terms: string[] }[] = [
  {
    name: 'Japanese, 1 character',
    terms: [...new Set([...JAPANESE_WORDS, ...TOPICS].filter((w) => w.length === 1))],
  },
  {
    name: 'Japanese, 2 characters',
    terms: [
      ...new Set([...JAPANESE_WORDS, ...JAPANESE_VERBS, ...TOPICS].filter((w) => w.length === 2)),
    ],
  },
  {
    name: 'Japanese, 3+ characters',
    terms: [
      ...new Set(
        [...JAPANESE_WORDS, ...JAPANESE_VERBS, ...TOPICS].filter(
          (w) => w.length >= 3 && isJapanese(w),
        ),
      ),
    ],
  },
  {
    name: 'English words',
    terms: [...new Set([...ENGLISH_WORDS, ...TOPICS].filter((w) => !isJapanese(w)))],
  },
];

try {
  await db.execute(sql`create extension if not exists pg_trgm`);
  await db.execute(sql`drop table if exists search_candidates`);
  await db.execute(
    sql`create table search_candidates (company_id integer not null, book integer not null, page integer not null, body text not null, tsv tsvector not null)`,
  );
  // Half the pages in the measured company (1), half in another (2) the queries must skip.
  let started = performance.now();
  const booksPerCompany = Math.max(1, Math.round(totalPages / 2 / PAGES_PER_BOOK));
  for (const company of [1, 2]) {
    for (let book = 0; book < booksPerCompany; book++) {
      const pages = makeBook(company, book, PAGES_PER_BOOK).pages.map((page, index) => {
        const body = normalizeText(page);
        return sql`(${company}, ${book}, ${index + 1}, ${body}, ${searchTokensOf(body)}::tsvector)`;
      });
      await db.execute(
        sql`insert into search_candidates (company_id, book, page, body, tsv) values ${sql.join(pages, sql`, `)}`,
      );
    }
  }
  const loadSeconds = seconds(started);
  const pageCount = booksPerCompany * 2 * PAGES_PER_BOOK;

  started = performance.now();
  await db.execute(
    sql`create index search_candidates_tsv on search_candidates using gin (company_id, tsv)`,
  );
  const tsvIndexSeconds = seconds(started);
  started = performance.now();
  await db.execute(
    sql`create index search_candidates_trgm on search_candidates using gin (company_id, body gin_trgm_ops)`,
  );
  const trgmIndexSeconds = seconds(started);
  await db.execute(sql`analyze search_candidates`);
  const sizes = rowsOf<{ tsv: string; trgm: string }>(
    await db.execute(
      sql`select pg_relation_size('search_candidates_tsv') as tsv, pg_relation_size('search_candidates_trgm') as trgm`,
    ),
  )[0]!;

  const timed = async (query: ReturnType<typeof sql>) => {
    const times: number[] = [];
    let keys: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const begin = performance.now();
      const rows = rowsOf<{ book: number; page: number }>(await db.execute(query));
      times.push(performance.now() - begin);
      keys = rows.map((row) => `${row.book}:${row.page}`);
    }
    return { ms: median(times), keys: new Set(keys) };
  };

  console.log(
    `\n## bench/search candidates on ${database.kind}: ${pageCount} pages of ~1 KB (2 companies), median of ${RUNS} runs per term`,
  );
  console.log(
    `| | A: bigram tsvector + GIN (company_id, tsv) | B: pg_trgm ILIKE + GIN (company_id, text) |`,
  );
  console.log('|---|---|---|');
  console.log(
    `| index build | ${tsvIndexSeconds.toFixed(1)} s | ${trgmIndexSeconds.toFixed(1)} s |`,
  );
  console.log(
    `| index size | ${(Number(sizes.tsv) / 1048576).toFixed(1)} MB | ${(Number(sizes.trgm) / 1048576).toFixed(1)} MB |`,
  );
  const differing: string[] = [];
  for (const { name, terms } of classes) {
    const a: number[] = [];
    const b: number[] = [];
    let hitsA = 0;
    let hitsB = 0;
    for (const term of terms) {
      const tsquery = searchQueryOf(term)!;
      const pattern = `%${escapeLike(normalizeText(term))}%`;
      const byTokens = await timed(
        sql`select book, page from search_candidates where company_id = 1 and tsv @@ ${tsquery}::tsquery`,
      );
      const byTrigrams = await timed(
        sql`select book, page from search_candidates where company_id = 1 and body ilike ${pattern}`,
      );
      a.push(byTokens.ms);
      b.push(byTrigrams.ms);
      hitsA += byTokens.keys.size;
      hitsB += byTrigrams.keys.size;
      const same =
        byTokens.keys.size === byTrigrams.keys.size &&
        [...byTokens.keys].every((key) => byTrigrams.keys.has(key));
      if (!same) differing.push(`${term} (${byTokens.keys.size} vs ${byTrigrams.keys.size})`);
    }
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    console.log(
      `| ${name}: ${terms.length} terms, mean per term (pages found) | ${mean(a).toFixed(2)} ms (${hitsA}) | ${mean(b).toFixed(2)} ms (${hitsB}) |`,
    );
  }
  console.log(`| terms whose pages differ | ${differing.length}: ${differing.join(', ')} | |`);
  console.log(`\n(loaded in ${loadSeconds.toFixed(0)} s)`);
} finally {
  await db.execute(sql`drop table if exists search_candidates`);
  await database.close();
  if (releaseLock) await releaseLock();
}
