/** SQLSTATE codes the application answers in its own way. */
export const SqlState = {
  UniqueViolation: '23505',
  /** statement_timeout ran out (or the statement was cancelled by an administrator). */
  QueryCanceled: '57014',
} as const;

/** True when `error`, or an error it wraps (Drizzle wraps the driver's), has SQLSTATE `code`. */
export function hasSqlState(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
