/**
 * Which statements the database connections keep as named statements: parsed once, and planned
 * once PostgreSQL judges a generic plan as good as one made for each run's values
 * (`plan_cache_mode = auto`). PGlite (pglite-prepared.ts) and the PostgreSQL pool
 * (pg-named-statements.ts) keep the same ones.
 */

/** Queries and changes of rows: what repeats. Anything else (DDL, SET) runs unnamed. */
const REPEATED = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * A statement whose best plan depends on the words it is given: searches. Field and full-text
 * plans were measured word by word (docs/decisions.md), so these are planned for their words on
 * every run, as an unnamed statement is.
 */
const MATCHES_WORDS = /\b(i?like)\b|@@/i;

/**
 * A comment written into the select list of a statement whose best plan depends on its values
 * although its text holds no word: a search for an exact value, a choice, a range or a
 * hashtag. A plan made for no value in particular reads every content of the company, where
 * the value's own plan looks up the few that hold it (docs/decisions.md).
 */
export const PLANNED_PER_RUN = '/* planned per run */';

export function isKept(text: string): boolean {
  return REPEATED.test(text) && !MATCHES_WORDS.test(text) && !text.includes(PLANNED_PER_RUN);
}
