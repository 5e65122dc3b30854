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

export function isKept(text: string): boolean {
  return REPEATED.test(text) && !MATCHES_WORDS.test(text);
}
