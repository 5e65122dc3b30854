import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { analyze, type Analysis, type AnalysisInput } from './analysis.js';
import type { WorkerAnswer } from './content-analysis-worker.js';
import { ProcessingError } from './processing-error.js';

/**
 * The built worker beside the built server (dist/). Running from TypeScript sources (dev, tests)
 * there is none, and the analysis runs in this thread, yielding between pages.
 */
const BUILT_WORKER = new URL('./content-analysis-worker.js', import.meta.url);

/** Heap of one analysis; a book that needs more fails with a message instead of the server. */
const WORKER_HEAP_MB = 1536;

/**
 * Wall clock of one analysis. The 331-page demo PDF takes 2-3 s and a book of hundreds of MB
 * under a minute, while a few KB of nested PDF forms can keep pdf.js busy for minutes; well under
 * the job's 30-minute timeout, so the book fails cleanly instead of pg-boss retrying beside it.
 */
export const ANALYSIS_TIME_LIMIT_MS = 10 * 60_000;

export interface AnalyzeBookOptions {
  /** The worker to run; null runs in this thread. Default: the built worker if it exists. */
  workerUrl?: URL | null;
  /** Past this the worker is terminated and the book fails (ProcessingError). */
  timeLimitMs?: number;
  /** The job's attempt is over: the worker is terminated and the promise rejects (not a ProcessingError). */
  signal?: AbortSignal;
}

/** Analyzes a book in a worker thread when the built worker exists, else in this thread. */
export function analyzeBook(
  input: AnalysisInput,
  options: AnalyzeBookOptions = {},
): Promise<Analysis> {
  const workerUrl =
    options.workerUrl !== undefined
      ? options.workerUrl
      : existsSync(fileURLToPath(BUILT_WORKER))
        ? BUILT_WORKER
        : null;
  const bounds = {
    timeLimitMs: options.timeLimitMs ?? ANALYSIS_TIME_LIMIT_MS,
    signal: options.signal,
  };
  return workerUrl ? analyzeInWorker(workerUrl, input, bounds) : analyzeHere(input, bounds);
}

interface Bounds {
  timeLimitMs: number;
  signal: AbortSignal | undefined;
}

function analyzeInWorker(workerUrl: URL, input: AnalysisInput, bounds: Bounds): Promise<Analysis> {
  return new Promise((resolve, reject) => {
    if (bounds.signal?.aborted) {
      reject(abortedError(bounds.signal));
      return;
    }
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    // The promise settles only once the thread is gone: a caller that moves on (fails the book,
    // lets the job retry) never has a stopped analysis still burning CPU beside it.
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      bounds.signal?.removeEventListener('abort', onAbort);
      void worker.terminate().then(action, action);
    };
    const timer = setTimeout(
      () => settle(() => reject(timeLimitError(bounds.timeLimitMs))),
      bounds.timeLimitMs,
    );
    const onAbort = () => settle(() => reject(abortedError(bounds.signal!)));
    bounds.signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve(reviveAnalysis(answer.analysis));
        else if (answer.processing) reject(new ProcessingError(answer.message));
        else reject(new Error(answer.message));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new ProcessingError('The file needs more memory to process than is allowed.')
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the analysis worker exited with code ${code}`))),
    );
    worker.postMessage(input);
  });
}

/**
 * Without a worker nothing can be killed: the analysis is told to stop (pdf.js drops the document
 * and its tasks end at their next check) and the caller is answered at once.
 */
function analyzeHere(input: AnalysisInput, bounds: Bounds): Promise<Analysis> {
  return new Promise((resolve, reject) => {
    if (bounds.signal?.aborted) {
      reject(abortedError(bounds.signal));
      return;
    }
    const stop = new AbortController();
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      bounds.signal?.removeEventListener('abort', onAbort);
      action();
    };
    const stopWith = (error: Error) =>
      settle(() => {
        stop.abort(error);
        reject(error);
      });
    const timer = setTimeout(
      () => stopWith(timeLimitError(bounds.timeLimitMs)),
      bounds.timeLimitMs,
    );
    const onAbort = () => stopWith(abortedError(bounds.signal!));
    bounds.signal?.addEventListener('abort', onAbort, { once: true });
    analyze(input, stop.signal).then(
      (analysis) => settle(() => resolve(analysis)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

function timeLimitError(timeLimitMs: number): ProcessingError {
  return new ProcessingError(
    `Processing took longer than the ${describeDuration(timeLimitMs)} allowed for one book and was stopped. The file may be built in a way that is very slow to read (for example deeply nested PDF forms).`,
  );
}

function abortedError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return new Error(
    `the analysis was stopped: ${reason instanceof Error ? reason.message : String(reason)}`,
    { cause: reason },
  );
}

function describeDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const [count, unit] = seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** Buffers arrive from a worker as plain Uint8Arrays. */
function reviveAnalysis(analysis: Analysis): Analysis {
  const buffer = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ...analysis,
    covers: { small: buffer(analysis.covers.small), large: buffer(analysis.covers.large) },
  };
}
