// The analysis worker bundled as build.mjs bundles it, for tests of the worker-thread path
// (from TypeScript sources there is no built worker and the analysis runs in the test's thread).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ASSETS_DIR } from '../../../assets-dir.js';

const ROOT = path.resolve(ASSETS_DIR, '../../..');

export interface BuiltWorker {
  url: URL;
  remove(): Promise<void>;
}

export async function buildAnalysisWorker(): Promise<BuiltWorker> {
  // Inside the repository so the bundle resolves node_modules.
  const cache = path.join(ROOT, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'hondana-analysis-worker-'));
  const outfile = path.join(dir, 'content-analysis-worker.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'content-analysis-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return { url: pathToFileURL(outfile), remove: () => rm(dir, { recursive: true, force: true }) };
}
