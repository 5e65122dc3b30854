import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

describe('a new embedded database from the build-time dump of an empty cluster', () => {
  let workDir: string;
  let dumpFile: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'hondana-db-'));
    dumpFile = path.join(workDir, 'empty.tar.gz');
    const empty = await PGlite.create();
    const dump = await empty.dumpDataDir('gzip');
    await empty.close();
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  }, 60_000);
  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('unpacks it into place, keeps what is written, and leaves no staging directory', async () => {
    const dataDir = path.join(workDir, 'data', 'db');
    const first = await openDatabase({ pgliteDataDir: dataDir, pgliteInitialDump: dumpFile });
    if (first.kind !== 'pglite') throw new Error('expected PGlite');
    await first.pglite.exec('create table kept (value text); insert into kept values ($$yes$$);');
    await first.close();
    expect(existsSync(`${dataDir}.partial`)).toBe(false);

    // An existing directory is opened as it is, never replaced by the dump.
    const again = await openDatabase({ pgliteDataDir: dataDir, pgliteInitialDump: dumpFile });
    if (again.kind !== 'pglite') throw new Error('expected PGlite');
    const { rows } = await again.pglite.query<{ value: string }>('select value from kept');
    expect(rows).toEqual([{ value: 'yes' }]);
    await again.close();
  }, 60_000);
});
