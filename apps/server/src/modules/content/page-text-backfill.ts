import { isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { withLongStatements } from '../../platform/db/long-statements.js';
import { contentTexts } from './content.tables.js';
import { searchTokensOf } from './page-text-tokens.js';
import { flushPageTextIndex } from './page-text.js';

/** Rows tokenized per statement by the backfill: a transaction of a few hundred KB of text. */
export const BACKFILL_BATCH = 200;

/**
 * Gives tokens to one batch of page rows written before full-text search (search_tokens null);
 * answers how many it filled, 0 when none is left. Each batch commits alone and only touches
 * rows still without tokens, so it can be stopped, repeated or run twice at once.
 */
export async function fillMissingSearchTokens(
  db: Executor,
  batchSize: number = BACKFILL_BATCH,
): Promise<number> {
  const rows = await db
    .select({
      contentId: contentTexts.contentId,
      pageNumber: contentTexts.pageNumber,
      text: contentTexts.text,
    })
    .from(contentTexts)
    .where(isNull(contentTexts.searchTokens))
    .limit(batchSize);
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.contentId}, ${row.pageNumber}::int, ${searchTokensOf(row.text)}::tsvector)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`update ${contentTexts} set search_tokens = filled.tokens from (values ${values}) as filled(content_id, page_number, tokens) where ${contentTexts}.content_id = filled.content_id and ${contentTexts}.page_number = filled.page_number and ${contentTexts}.search_tokens is null`,
  );
  return rows.length;
}

/**
 * Runs `fillMissingSearchTokens` until every page row has tokens, then moves their index entries
 * out of the pending list; answers how many it filled. Finding the rows scans content_texts (all
 * of it once none is left): not a request's query.
 */
export async function backfillSearchTokens(db: Executor): Promise<number> {
  let filled = 0;
  for (;;) {
    const batch = await withLongStatements(db, (tx) => fillMissingSearchTokens(tx));
    if (batch === 0) {
      if (filled > 0) await flushPageTextIndex(db);
      return filled;
    }
    filled += batch;
  }
}
