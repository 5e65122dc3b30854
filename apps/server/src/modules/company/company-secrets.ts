import { eq, isNotNull } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database } from '../../platform/db/database.js';
import { companies } from './company.tables.js';

/** Every sealed column of a company: each is sealed again when APP_SECRET changes. */
const sealedColumns = ['googleClientSecret', 'veritransSecretKey'] as const;

/**
 * Seals every company secret again with the current APP_SECRET (run at startup): values of the
 * first format and values sealed with an APP_SECRET_PREVIOUS become current, so after one start
 * the previous secret can be removed. A value no configured secret opens is left alone (and
 * reported), never dropped. Returns how many values were sealed again and the companies left.
 */
export async function resealCompanySecrets(
  db: Database,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number[] }> {
  let resealed = 0;
  const unreadable = new Set<number>();
  for (const column of sealedColumns) {
    const rows = await db
      .select({ id: companies.id, sealed: companies[column] })
      .from(companies)
      .where(isNotNull(companies[column]));
    for (const { id, sealed } of rows) {
      if (!sealed || box.isCurrent(sealed)) continue;
      let plain: string;
      try {
        plain = box.open(sealed, id);
      } catch {
        unreadable.add(id);
        continue;
      }
      await db
        .update(companies)
        .set({ [column]: box.seal(plain, id) })
        .where(eq(companies.id, id));
      resealed += 1;
    }
  }
  return { resealed, unreadable: [...unreadable] };
}
