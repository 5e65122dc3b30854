import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { contentTexts } from './content.tables.js';
import { foldNormalized, tokensOfFolded } from './page-text-tokens.js';
import { normalizeText } from './processing/text-normalizer.js';

/** Rows per INSERT: five parameters a row, well under PostgreSQL's 65535. */
const TEXT_BATCH_ROWS = 200;
/** Characters of text and tokens per INSERT: long EPUB chapters make rows of hundreds of KB. */
const TEXT_BATCH_CHARS = 4_000_000;

/**
 * Replaces the content's page texts (page n = texts[n - 1]) with the texts normalized as
 * processing stores them and their search tokens. Processing and the search benchmark's
 * generator both write page text through here, so every row has its tokens.
 */
export async function storePageTexts(
  db: Executor,
  input: { companyId: number; contentId: string; texts: string[] },
): Promise<void> {
  const { companyId, contentId } = input;
  await db
    .delete(contentTexts)
    .where(and(eq(contentTexts.contentId, contentId), eq(contentTexts.companyId, companyId)));
  const rows = input.texts.map((raw, index) => {
    const text = normalizeText(raw);
    return {
      contentId,
      companyId,
      pageNumber: index + 1,
      text,
      // The text is normalized already: fold it without normalizing it twice.
      searchTokens: tokensOfFolded(foldNormalized(text)),
    };
  });
  let batch: typeof rows = [];
  let batchChars = 0;
  for (const row of rows) {
    batch.push(row);
    batchChars += row.text.length + row.searchTokens.length;
    if (batch.length >= TEXT_BATCH_ROWS || batchChars >= TEXT_BATCH_CHARS) {
      await db.insert(contentTexts).values(batch);
      batch = [];
      batchChars = 0;
    }
  }
  if (batch.length > 0) await db.insert(contentTexts).values(batch);
}

/**
 * Moves the full-text index's pending entries into the index proper. GIN keeps new rows' entries
 * in a pending list that every search reads through, and only a vacuum empties it: PostgreSQL's
 * autovacuum in time, PGlite never (3,000 new pages made each search 2.5 times slower there).
 * Called once a content's pages are written, so they are indexed in one batch, as the list would.
 */
export async function flushPageTextIndex(db: Executor): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('content_texts_search_idx'::regclass)`);
}
