import { ErrorCode, searchableFields, searchLimits } from '@hondana/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { statementsDuring } from '../../test/statements.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CompanyRow } from '../company/company.tables.js';
import {
  createContent,
  createContentGroup,
} from '../content-access/content-access-test-helpers.js';
import { storePageTexts } from '../content/page-text.js';
import { createSearchBox, searchClient } from './search-test-helpers.js';

/** `count` different one-character words (CJK, so NFKC and case keep them apart). */
function words(count: number, from = 0): string {
  return Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + from + i)).join(' ');
}

describe('bounded searches: a search too large to run is refused before its queries', () => {
  let t: TestApp;
  let company: CompanyRow;
  let call: ReturnType<typeof searchClient>;
  /** The answer of `request`, and the statements it sent. */
  async function sending(request: () => Promise<LightMyRequestResponse>) {
    let answer: LightMyRequestResponse | undefined;
    const sent = await statementsDuring(t.database, async () => {
      answer = await request();
    });
    return { answer: answer!, sent: sent.map((statement) => statement.text) };
  }
  const touching = (sent: string[], table: string) =>
    sent.filter((text) => text.includes(`"${table}"`));

  const fieldSearch = (body: unknown) => call('POST', '/content/public/search', { body });
  const fullText = (query: string) =>
    call('POST', '/content/public/full-text-search', { body: { query } });
  const statusOf = (answer: LightMyRequestResponse) => answer.json().status as number;

  beforeAll(async () => {
    t = await createTestApp({ workJobs: false });
    const db = t.database.db;
    company = await createCompany(db);
    call = searchClient(t, company.domain);
    const shelf = await createContentGroup(db, company, { name: 'shelf' });
    const book = await createContent(db, company, [shelf], { title: 'Kokoro' });
    await storePageTexts(db, { companyId: company.id, contentId: book.id, texts: ['灯台 light'] });
  });
  afterAll(() => t.close());

  it('refuses the review flood (20 conditions of 127 words over every field) with 406, reading no content', async () => {
    const flood = Array.from({ length: 20 }, (_, i) => ({
      search_fields: [...searchableFields],
      type: 1,
      value: words(127, i * 127),
    }));
    const { answer, sent } = await sending(() => fieldSearch(flood));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      status: ErrorCode.BadParameters,
      results: { max_pairs: searchLimits.fieldPairs },
    });
    expect(answer.json().message).toContain(String(searchLimits.fieldPairs));
    expect(touching(sent, 'contents')).toEqual([]);
  });

  it('runs a search of exactly the allowed pairs and refuses one pair more', async () => {
    // 100 words over 2 fields: 200 pairs.
    const atLimit = [{ search_fields: ['title', 'author'], type: 1, value: words(100) }];
    const runs = await sending(() => fieldSearch(atLimit));
    expect(statusOf(runs.answer)).toBe(200);
    // The spy sees the search when it runs, so the empty lists above are not a blind spy.
    expect(touching(runs.sent, 'contents').length).toBeGreaterThan(0);

    const onePairMore = [...atLimit, { search_fields: ['title'], type: 2, value: 'Kokoro' }];
    const refused = await sending(() => fieldSearch(onePairMore));
    expect(statusOf(refused.answer)).toBe(ErrorCode.BadParameters);
    expect(touching(refused.sent, 'contents')).toEqual([]);
  });

  it('counts the fields of a named box: 19 words in a box over all 11 fields', async () => {
    const everyField = await createSearchBox(t.database.db, company, {
      type: 1,
      searchFields: [...searchableFields],
    });
    const { answer, sent } = await sending(() =>
      fieldSearch([{ search_box_id: everyField.id, value: words(19) }]),
    );
    expect(statusOf(answer)).toBe(ErrorCode.BadParameters);
    expect(sent.some((text) => text.includes('"search_boxes"'))).toBe(true);
    expect(sent.filter((text) => text.includes('"contents"'))).toEqual([]);
    // 18 words there (198 pairs) run.
    const fits = await fieldSearch([{ search_box_id: everyField.id, value: words(18) }]);
    expect(statusOf(fits)).toBe(200);
  });

  it('refuses a full-text query of too many prefix words or index terms before reading page texts', async () => {
    const latin = (count: number) =>
      Array.from({ length: count }, (_, i) => `w${i.toString(36)}`).join(' ');
    const japanese = (characters: number) =>
      Array.from({ length: characters }, (_, i) => String.fromCodePoint(0x3042 + (i % 80))).join(
        '',
      );
    for (const query of [latin(searchLimits.fullTextPrefixTerms + 1), japanese(66)]) {
      const { answer, sent } = await sending(() => fullText(query));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        status: ErrorCode.BadParameters,
        results: {
          max_terms: searchLimits.fullTextTerms,
          max_prefix_terms: searchLimits.fullTextPrefixTerms,
        },
      });
      expect(touching(sent, 'content_texts')).toEqual([]);
    }

    // At the limits (16 words; 65 characters are 64 bigrams) the search runs.
    for (const query of [latin(searchLimits.fullTextPrefixTerms), japanese(65)]) {
      const { answer, sent } = await sending(() => fullText(query));
      expect(statusOf(answer)).toBe(200);
      expect(touching(sent, 'content_texts').length).toBeGreaterThan(0);
    }
  });
});
