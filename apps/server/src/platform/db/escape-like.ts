/**
 * Escapes LIKE/ILIKE wildcards (% and _) and the escape character itself, so a search text is
 * matched literally inside a `%…%` pattern (PostgreSQL's default escape character is \).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
