import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrations-dir.js';

// `npm run db:generate` writes a migration from the difference between the tables declared in
// TypeScript and the last snapshot in migrations/meta. Migrations written by hand (0024-0031)
// left that snapshot behind, and the chain itself forked, so drizzle-kit refused to run; a new
// column would otherwise come with a migration that creates again what exists.

const META = path.join(MIGRATIONS_DIR, 'meta');

interface Snapshot {
  id: string;
  prevId: string;
}

async function journalEntries(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(path.join(META, '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/**
 * The snapshots in the journal's order. drizzle-kit names a migration's snapshot after its tag's
 * prefix, the entry's index or (drizzle.config.ts) the time, and its own order is the file names';
 * the migrations written by hand took numbers of their own and have no snapshot.
 */
async function snapshots(): Promise<Snapshot[]> {
  const names = new Set(await readdir(META));
  const chain: Snapshot[] = [];
  for (const { tag } of await journalEntries()) {
    const name = `${tag.split('_')[0]}_snapshot.json`;
    if (!names.has(name)) continue;
    chain.push(JSON.parse(await readFile(path.join(META, name), 'utf8')) as Snapshot);
  }
  return chain;
}

/** Every table module drizzle.config.ts names, as `db:generate` reads them. */
async function declaredTables(): Promise<Record<string, unknown>> {
  const source = fileURLToPath(new URL('..', import.meta.url));
  const files = (await readdir(source, { recursive: true })).filter(
    (file) => /^(modules|platform)\//.test(file) && file.endsWith('.tables.ts'),
  );
  const modules = await Promise.all(
    files.map((file) => import(path.join(source, file)) as Promise<Record<string, unknown>>),
  );
  return Object.assign({}, ...modules) as Record<string, unknown>;
}

describe('migration snapshots', () => {
  it('form one chain, each pointing at the one before', async () => {
    const chain = await snapshots();
    for (let at = 1; at < chain.length; at++) {
      expect(chain[at]!.prevId, `snapshot ${at}`).toBe(chain[at - 1]!.id);
    }
  });

  it('are dated in order, so that a database already migrated runs a new one', async () => {
    // The migrator runs only the entries dated after the last one a database ran. The files
    // written by hand were dated ahead of the clock (0031: 2026-12-13 22:13 UTC): until then, a
    // migration drizzle-kit writes needs its `when` set past the entry before it, by hand.
    const entries = await journalEntries();
    for (let at = 1; at < entries.length; at++) {
      expect(entries[at]!.when, entries[at]!.tag).toBeGreaterThan(entries[at - 1]!.when);
    }
  });

  it('end with the tables as TypeScript declares them', async () => {
    const chain = await snapshots();
    const last = chain[chain.length - 1]!;
    const declared = generateDrizzleJson(await declaredTables(), last.id);
    const statements = await generateMigration(last as never, declared);
    expect(statements).toEqual([]);
  });
});
