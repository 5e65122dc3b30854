// Bundles the server into dist/main.js, and the worker thread that analyzes books into
// dist/content-analysis-worker.js beside it. The workspace contract package (TypeScript source) is
// bundled in; npm dependencies stay external and load from node_modules.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hondana/'));

await rm(new URL('dist', here), { recursive: true, force: true });
await build({
  entryPoints: {
    main: new URL('src/main.ts', here).pathname,
    'content-analysis-worker': new URL(
      'src/modules/content/processing/content-analysis-worker.ts',
      here,
    ).pathname,
  },
  outdir: new URL('dist', here).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', here), new URL('dist/migrations', here), { recursive: true });
// initdb of PGlite takes ~3 s; a first start loads this dump of an empty cluster instead (~1 s).
// See createDataDirFromDump in src/platform/db/database.ts.
const emptyCluster = await PGlite.create();
const dump = await emptyCluster.dumpDataDir('gzip');
await emptyCluster.close();
await writeFile(new URL('dist/pglite-initdb.tar.gz', here), Buffer.from(await dump.arrayBuffer()));
console.log('server built: apps/server/dist/main.js');
