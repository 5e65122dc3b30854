import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { createCompany } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-app.js';
import { resealCompanySecrets } from './company-secrets.js';
import { companies } from './company.tables.js';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

function sealV1(appSecret: string, plain: string): string {
  const key = createHash('sha256').update(`hondana-secret-box:${appSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

describe('sealing company secrets again at startup', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('moves first-format and previous-secret values of every sealed column to the current key', async () => {
    const db = database.db;
    const legacy = await createCompany(db, { googleClientSecret: sealV1(OLD, 'legacy-secret') });
    const rotated = await createCompany(db);
    await db
      .update(companies)
      .set({ googleClientSecret: createSecretBox(OLD).seal('rotated-secret', rotated.id) })
      .where(eq(companies.id, rotated.id));
    const lost = await createCompany(db, { googleClientSecret: sealV1('x'.repeat(40), 'gone') });
    const merchant = await createCompany(db);
    await db
      .update(companies)
      .set({ veritransSecretKey: createSecretBox(OLD).seal('merchant-key', merchant.id) })
      .where(eq(companies.id, merchant.id));

    const box = createSecretBox(NEW, [OLD]);
    const result = await resealCompanySecrets(db, box);
    expect(result).toEqual({ resealed: 3, unreadable: [lost.id] });

    // Without the previous secret now: both still open.
    const current = createSecretBox(NEW);
    const read = async (id: number) => {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return current.open(row!.googleClientSecret!, id);
    };
    expect(await read(legacy.id)).toBe('legacy-secret');
    expect(await read(rotated.id)).toBe('rotated-secret');
    const [merchantRow] = await db.select().from(companies).where(eq(companies.id, merchant.id));
    expect(current.open(merchantRow!.veritransSecretKey!, merchant.id)).toBe('merchant-key');
    expect(await resealCompanySecrets(db, box)).toEqual({ resealed: 0, unreadable: [lost.id] });
  });
});
