import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../../../assets-dir.js';
import { analyzeBook } from './analysis-runner.js';
import { ProcessingError } from './processing-error.js';

const ROOT = path.resolve(ASSETS_DIR, '../../..');

describe('analyzeBook in a worker thread (as the built server runs it)', () => {
  let dir: string;
  let workerUrl: URL;

  beforeAll(async () => {
    // Bundled as build.mjs does, inside the repository so it resolves node_modules.
    const cache = path.join(ROOT, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    dir = await mkdtemp(path.join(cache, 'hondana-analysis-worker-'));
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
    workerUrl = pathToFileURL(outfile);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('returns the page count, texts, covers and optimized copy of a demo PDF', async () => {
    const bytes = await readFile(path.join(ASSETS_DIR, 'demo-books', 'hondana-user-guide.pdf'));
    const analysis = await analyzeBook({ bytes, fileType: 'pdf', title: 'Guide' }, { workerUrl });
    expect(analysis.pageCount).toBe(11);
    expect(analysis.texts).toHaveLength(11);
    expect(analysis.texts.join(' ')).toContain('Hondana');
    expect(Buffer.isBuffer(analysis.covers.small)).toBe(true);
    expect(analysis.covers.large.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(analysis.optimizedPdf?.subarray(0, 5)).toEqual(new Uint8Array(Buffer.from('%PDF-')));
  }, 30_000);

  it('passes a file problem back as a ProcessingError with its message', async () => {
    const bytes = await readFile(path.join(ASSETS_DIR, 'demo-books', 'letters-on-the-wind.epub'));
    const result = analyzeBook(
      { bytes: bytes.subarray(0, 3000), fileType: 'epub', title: 'T' },
      { workerUrl },
    );
    await expect(result).rejects.toBeInstanceOf(ProcessingError);
    await expect(result).rejects.toThrow(/not a readable zip archive/);
  });
});
