import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSETS_DIR } from '../../../assets-dir.js';
import { buildAnalysisWorker, type BuiltWorker } from './analysis-worker-test-helpers.js';
import { analyzeBook } from './analysis-runner.js';
import { ProcessingError } from './processing-error.js';
import { nestedFormsPdf } from './test-books.js';

describe('analyzeBook in a worker thread (as the built server runs it)', () => {
  let worker: BuiltWorker;
  let workerUrl: URL;

  beforeAll(async () => {
    worker = await buildAnalysisWorker();
    workerUrl = worker.url;
  });
  afterAll(async () => {
    await worker.remove();
  });
  afterEach(() => {
    vi.restoreAllMocks();
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

  /** The workers analyzeBook terminated, seen through Worker.prototype.terminate. */
  function watchTerminations() {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    return () => terminate.mock.contexts as Worker[];
  }

  it('terminates the worker of a book past its time bound, which fails as a ProcessingError', async () => {
    const terminated = watchTerminations();
    const result = analyzeBook(
      { bytes: await nestedFormsPdf(), fileType: 'pdf', title: 'Forms' },
      { workerUrl, timeLimitMs: 1_000 },
    );
    await expect(result).rejects.toBeInstanceOf(ProcessingError);
    await expect(result).rejects.toThrow(/longer than the 1 second allowed for one book/);
    expect(terminated()).toHaveLength(1);
    // threadId turns -1 once the thread has exited: the answer came after the thread was gone.
    expect(terminated()[0]!.threadId).toBe(-1);
  }, 30_000);

  it("terminates the worker when the job's signal aborts, and does not call that a file problem", async () => {
    const terminated = watchTerminations();
    const attempt = new AbortController();
    const result = analyzeBook(
      { bytes: await nestedFormsPdf(), fileType: 'pdf', title: 'Forms' },
      { workerUrl, signal: attempt.signal },
    );
    attempt.abort(new Error('handler execution exceeded 1800s'));
    await expect(result).rejects.toThrow(/analysis was stopped: handler execution exceeded/);
    await expect(result).rejects.not.toBeInstanceOf(ProcessingError);
    expect(terminated()).toHaveLength(1);
    expect(terminated()[0]!.threadId).toBe(-1);
  }, 30_000);

  it('starts no worker for an attempt already aborted', async () => {
    const terminated = watchTerminations();
    const attempt = new AbortController();
    attempt.abort(new Error('the queue is stopping'));
    const result = analyzeBook(
      { bytes: await nestedFormsPdf(), fileType: 'pdf', title: 'Forms' },
      { workerUrl, signal: attempt.signal },
    );
    await expect(result).rejects.toThrow(/the queue is stopping/);
    expect(terminated()).toEqual([]);
  });
});

describe('analyzeBook in this thread (running from sources, without a built worker)', () => {
  // Nothing here can cut a page short: the bound is checked between pages (a single page slow
  // enough holds this thread until it is done, which only a worker avoids).
  it('fails a book past its time bound too, between two pages', async () => {
    const result = analyzeBook(
      { bytes: await nestedFormsPdf({ depth: 6, pages: 40 }), fileType: 'pdf', title: 'Forms' },
      { workerUrl: null, timeLimitMs: 1_000 },
    );
    await expect(result).rejects.toBeInstanceOf(ProcessingError);
    await expect(result).rejects.toThrow(/longer than the 1 second allowed/);
  }, 30_000);
});
