import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../modules/demo/demo-seed.js';
import { openDatabase } from '../platform/db/database.js';

const run = promisify(execFile);

/** `npm run db:migrate` and `npm run seed`, as processes on an embedded DATA_DIR. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('database scripts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const script = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));
  const runScript = (name: string, env: Record<string, string> = {}) =>
    run(process.execPath, ['--import', 'tsx', script(name)], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
    });

  it(
    'migrates the embedded database, then seeds the demo company once',
    { timeout: 180_000 },
    async () => {
      const migrated = await runScript('migrate-cli.ts');
      expect(migrated.stdout).toContain('migrated the embedded database');

      await runScript('seed-cli.ts');
      await runScript('seed-cli.ts');

      const database = await openDatabase({ pgliteDataDir: path.join(dataDir, 'db') });
      try {
        if (database.kind !== 'pglite') throw new Error('expected PGlite');
        const companies = await database.pglite.query<{ domain: string }>(
          'select domain from companies',
        );
        expect(companies.rows).toEqual([{ domain: DEMO.domain }]);
        const migrations = await database.pglite.query<{ count: number }>(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        );
        expect(migrations.rows[0]?.count).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    },
  );

  it('refuses to seed in production', { timeout: 60_000 }, async () => {
    const refused = runScript('seed-cli.ts', {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-sufficient-length-0123',
      SEED_DEMO: '0',
    });
    await expect(refused).rejects.toMatchObject({ code: 1 });
  });
});
