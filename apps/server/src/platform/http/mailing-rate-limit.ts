/**
 * Calls that send mail (forgot-password, register, a template's test send): a tighter
 * per-address limit than the global one, so the site cannot be used to flood a mailbox.
 * Beyond it 794 (docs/decisions-auth.md).
 */
export const MAILING_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;
