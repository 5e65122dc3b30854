import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrations-dir.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { rowsOf } from '../../test/statements.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createContent } from '../content-access/content-access-test-helpers.js';
import { searchTokensOf } from './page-text-tokens.js';
import { storePageTexts } from './page-text.js';

// Migration 0031 gives the pages written before it the stems of their words, from the lexemes
// they hold: the same tokens a page written today gets from its text (page-text-tokens.ts).
describe('the stems of the pages written before them', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are the stems the text gives today, and only those', async () => {
    const company = await createCompany(handle.db);
    const content = await createContent(handle.db, company);
    const texts = [
      'Temples of Kyoto 東京都庁',
      'naïve café 2024 Москва',
      // Kana with a sound mark, Hangul (read by bigrams), a word that begins with a mark.
      'ガギ か\u3099き 한국어 단어 \u0301abc',
      'at 本 x',
      "l'été don't",
    ];
    await storePageTexts(handle.db, { companyId: company.id, contentId: content.id, texts });
    // As a page was written before: without stems.
    await handle.db.execute(sql`update content_texts set search_tokens = ts_delete(search_tokens,
      array(select lexeme from unnest(search_tokens) where lexeme like '~%'))
      where content_id = ${content.id}`);
    const stemless = await handle.db.execute(sql`select count(*)::int as stems
      from content_texts, unnest(search_tokens) where content_id = ${content.id} and lexeme like '~%'`);
    expect(rowsOf<{ stems: number }>(stemless)[0]!.stems).toBe(0);

    const migration = path.join(MIGRATIONS_DIR, '0031_content_texts_word_stems.sql');
    await handle.db.execute(sql.raw(await readFile(migration, 'utf8')));

    const pages = await handle.db.execute(sql`select text, search_tokens::text as tokens
      from content_texts where content_id = ${content.id} order by page_number`);
    const migrated = rowsOf<{ text: string; tokens: string }>(pages);
    expect(migrated).toHaveLength(texts.length);
    for (const { text, tokens } of migrated) {
      const today = await handle.db.execute(
        sql`select ${searchTokensOf(text)}::tsvector::text as tokens`,
      );
      expect(tokens, text).toBe(rowsOf<{ tokens: string }>(today)[0]!.tokens);
    }
    expect(migrated.map(({ tokens }) => tokens).join(' ')).toContain("'~tem'");
  });
});
