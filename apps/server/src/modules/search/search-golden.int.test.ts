import { createHash } from 'node:crypto';
import { ContentEncodingStatus, type SearchCondition } from '@hondana/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGLISH_WORDS,
  GENRES,
  JAPANESE_WORDS,
  makeBook,
  TOPICS,
} from '../../../../../bench/search/corpus.js';
import { createCompany, createUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import { storePageTexts } from '../content/page-text.js';

// Issue 22, part 3: the answers of 150 fixed searches over a fixed corpus, kept in a file. A
// faster search must give the same books, totals, pages and snippets: this test fails on any
// difference (update the file only for a change of behaviour the spec asks for).

const BOOKS = 40;
const PAGES = 8;

/** 100 full-text queries: common and rare words, topics, one and two characters, prefixes, pairs. */
function fullTextQueries(): string[] {
  const japanese = JAPANESE_WORDS.slice(0, 30);
  const topics = TOPICS.slice(0, 20);
  const english = ENGLISH_WORDS.filter((_, index) => index % 3 === 0).slice(0, 20);
  const prefixes = ['pub', 'libr', 'hist', 'sci', 'trav', 'Tok', 'QUANT', 'arch', 'mus', 'netw'];
  const pairs = Array.from({ length: 10 }, (_, index) => {
    return `${japanese[index]} ${english[(index * 7) % english.length]}`;
  });
  const short = ['猫', '図書', '科学', 'データ', 'は', '和', 'a'];
  const queries = new Set([...japanese, ...topics, ...english, ...prefixes, ...pairs, ...short]);
  // Rarer words of the corpus until there are 100 different queries.
  for (const word of JAPANESE_WORDS.slice(30)) if (queries.size < 100) queries.add(word);
  return [...queries];
}

/** The bench's field queries when this file was written (the bench may add more). */
const BENCH_FIELD_QUERIES: SearchCondition[][] = [
  [{ search_fields: ['title'], type: 1, value: '図書館' }],
  [{ search_fields: ['title', 'author'], type: 1, value: '山田' }],
  [{ search_fields: ['param1'], type: 2, value: '小説' }],
  [{ search_fields: ['description'], type: 1, value: 'history' }],
  [{ search_fields: ['param3'], type: 3, from: '1990-01-01', to: '1995-12-31' }],
  [{ search_fields: ['param2'], type: 7, from: '2000', to: '2010' }],
  [
    { search_fields: ['title'], type: 1, value: '量子' },
    { search_fields: ['param1'], type: 2, value: '科学' },
  ],
  [{ search_fields: ['keywords'], type: 1, value: 'quantum' }],
  [{ search_fields: ['distributorName'], type: 2, value: '北斗社' }],
  [{ search_fields: ['toc'], type: 1, value: '音楽' }],
];

/** 50 field searches: the bench's ten and forty more over every field and kind of match. */
function fieldQueries(): SearchCondition[][] {
  const partial = (fields: string[], value: string): SearchCondition[] => [
    { search_fields: fields, type: 1, value },
  ];
  const generated: SearchCondition[][] = [
    ...JAPANESE_WORDS.slice(0, 10).map((word) => partial(['title'], word)),
    ...TOPICS.slice(0, 8).map((topic) => partial(['keywords', 'description'], topic)),
    // From the second genre: the bench's own queries search the first.
    ...GENRES.slice(1, 7).map((genre): SearchCondition[] => [
      { search_fields: ['param1'], type: 2, value: genre },
    ]),
    ...['1950', '1970', '1990', '2010'].map((from): SearchCondition[] => [
      { search_fields: ['param2'], type: 7, from, to: String(Number(from) + 15) },
    ]),
    ...['1960-01-01', '1985-06-01', '2000-01-01'].map((from): SearchCondition[] => [
      { search_fields: ['param3'], type: 3, from, to: `${Number(from.slice(0, 4)) + 12}-12-31` },
    ]),
    ...['佐藤', '山田 花子', '太郎', '第3巻', '章', 'the', 'と'].map((value) =>
      partial(['title', 'author', 'toc'], value),
    ),
    [
      { search_fields: ['title'], type: 1, value: '日本' },
      { search_fields: ['param2'], type: 7, from: '1960', to: '2000' },
    ],
    [
      { search_fields: ['author'], type: 1, value: '鈴木' },
      { search_fields: ['param1'], type: 2, value: GENRES[0]! },
    ],
  ];
  return [...BENCH_FIELD_QUERIES, ...generated];
}

const digestOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

interface Paged<T> {
  status: number;
  results: { content: T[]; total_elements: number };
}

describe('150 searches answer as they did (issue 22, part 3)', () => {
  let t: TestApp;
  let company: CompanyRow;
  let token: string;

  const post = <T>(url: string, body: unknown) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { host: company.domain, 'x-access-token': token },
        payload: body as object,
      })
      .then((answer) => answer.json<Paged<T>>());

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    company = await createCompany(db);
    const group = await createContentGroup(db, company, { name: 'all' });
    for (let index = 0; index < BOOKS; index++) {
      const book = makeBook(7, index, PAGES);
      const content = await createContent(db, company, [group], {
        id: `golden${String(index).padStart(14, '0')}`,
        ...book.fields,
        pageCount: PAGES,
        encodingStatus: ContentEncodingStatus.Encoded,
      });
      await storePageTexts(db, { companyId: company.id, contentId: content.id, texts: book.pages });
    }
    token = (await signIn(db, await createUser(db, company)))['x-access-token'];
  }, 120_000);
  afterAll(() => t.close());

  it('gives the same books, totals, pages and snippets', async () => {
    const answers: Record<string, unknown> = {};
    for (const query of fullTextQueries()) {
      const found = await post<{
        content: { id: string };
        hit_pages: number;
        hits: { page: number; snippet: string }[];
      }>('/content/full-text-search?page=1&size=20', { query });
      const first = found.results?.content[0]?.content.id;
      const pages = first
        ? await post<{ page: number; snippet: string }>(
            `/content/full-text-search/pages?content_id=${first}&size=100`,
            { query },
          )
        : null;
      answers[`full text: ${query}`] = {
        status: found.status,
        total: found.results?.total_elements,
        // The first book's snippets in full, the others' as digests: the file stays small.
        books: found.results?.content.map((result, index) => ({
          id: result.content.id,
          hitPages: result.hit_pages,
          hits: result.hits.map((hit) => ({
            page: hit.page,
            snippet: index === 0 ? hit.snippet : digestOf(hit.snippet),
          })),
        })),
        firstBookPages: pages?.results.content,
      };
    }
    for (const conditions of fieldQueries()) {
      const found = await post<{ id: string }>('/content/search?page=1&size=20', conditions);
      answers[`field: ${JSON.stringify(conditions)}`] = {
        status: found.status,
        total: found.results?.total_elements,
        books: found.results?.content.map((content) => content.id),
      };
    }
    expect(Object.keys(answers)).toHaveLength(150);
    await expect(`${JSON.stringify(answers, null, 1)}\n`).toMatchFileSnapshot(
      './__snapshots__/search-golden.json',
    );
  }, 120_000);
});
