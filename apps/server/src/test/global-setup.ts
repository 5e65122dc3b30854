import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR } from '../db/migrations-dir.js';
import { migrateDatabase, openDatabase } from '../platform/db/database.js';
import { createJobQueue, type JobQueueOptions } from '../platform/jobs/job-queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database: each test file starts from a copy (~0.3 s, not ~3 s). */
    pgliteTemplateFile: string;
    /** With TEST_DATABASE_URL: a migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: { adminUrl: string; name: string } | null;
  }
}

/** Migrates once per run; test files clone the result instead of migrating themselves. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'hondana-test-'));
  const templateFile = path.join(workDir, 'template.tar.gz');
  const database = await openDatabase({});
  await migrateDatabase(database, MIGRATIONS_DIR);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await installJobQueue({ pglite: database.pglite });
  const dump = await database.pglite.dumpDataDir('gzip');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', templateFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: { adminUrl: string; name: string } | null = null;
  if (adminUrl) {
    // One template per project of the run (each runs this set-up); the pid stays last.
    const name = `hondana_tpl_${project.name.replace(/\W/g, '')}_${process.pid}`;
    await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
    const templateDb = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    await migrateDatabase(templateDb, MIGRATIONS_DIR);
    await templateDb.close();
    await installJobQueue({ connectionString: withDatabase(adminUrl, name) });
    postgresTemplate = { adminUrl, name };
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(workDir, { recursive: true, force: true });
    if (postgresTemplate) {
      const template = postgresTemplate;
      await withAdminClient(template.adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`hondana_t%_${process.pid}%`],
        );
        for (const row of rows)
          await client.query(`drop database if exists ${row.datname} with (force)`);
      });
    }
  };
}

/** pg-boss creates its schema on first start; done once here, test apps start from a copy. */
async function installJobQueue(connection: JobQueueOptions): Promise<void> {
  const queue = createJobQueue(connection, pino({ level: 'silent' }));
  await queue.start({ work: false });
  await queue.stop();
}

export async function withAdminClient<T>(
  adminUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The same server URL naming another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
