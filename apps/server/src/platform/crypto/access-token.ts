import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; the database keeps only {@link hashAccessToken} of it. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
