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

/** Analyzes a book in a worker thread when the built worker exists, else in this thread. */
export function analyzeBook(
  input: AnalysisInput,
  options: { workerUrl?: URL | null } = {},
): Promise<Analysis> {
  const workerUrl =
    options.workerUrl !== undefined
      ? options.workerUrl
      : existsSync(fileURLToPath(BUILT_WORKER))
        ? BUILT_WORKER
        : null;
  return workerUrl ? analyzeInWorker(workerUrl, input) : analyze(input);
}

function analyzeInWorker(workerUrl: URL, input: AnalysisInput): Promise<Analysis> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
      void worker.terminate();
    };
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

/** Buffers arrive from a worker as plain Uint8Arrays. */
function reviveAnalysis(analysis: Analysis): Analysis {
  const buffer = (bytes: Uint8Array) =>
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    ...analysis,
    covers: { small: buffer(analysis.covers.small), large: buffer(analysis.covers.large) },
  };
}
