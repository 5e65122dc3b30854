import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Clients send `password_hash` = hex SHA-256 of the password (architecture.md §3); the server
 * keeps only argon2id of that value, so neither the password nor the wire value is stored.
 */
export function hashPassword(clientPasswordHash: string): Promise<string> {
  // Algorithm 2 is argon2id; parameters are OWASP's recommendation (19 MiB, 2 passes).
  return hash(clientPasswordHash, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
}

export async function verifyPassword(stored: string, clientPasswordHash: string): Promise<boolean> {
  try {
    return await verify(stored, clientPasswordHash);
  } catch {
    return false;
  }
}

/** What a browser sends for `password`: used by the seeder, tests and the bootstrap admin. */
export function clientHashOf(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}
