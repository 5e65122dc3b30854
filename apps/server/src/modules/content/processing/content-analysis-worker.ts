// Entry of the worker thread that analyzes one book (analysis-runner.ts starts it): pdf.js,
// pdf-lib and the canvas block for hundreds of milliseconds on big files, and the web server
// runs jobs in its own process. Built to dist/content-analysis-worker.js beside dist/main.js.
import { parentPort } from 'node:worker_threads';
import { analyze, type AnalysisInput } from './analysis.js';
import { ProcessingError } from './processing-error.js';

export type WorkerAnswer =
  | { ok: true; analysis: Awaited<ReturnType<typeof analyze>> }
  | { ok: false; processing: boolean; message: string };

parentPort?.once('message', (input: AnalysisInput) => {
  analyze(input).then(
    (analysis) => parentPort?.postMessage({ ok: true, analysis } satisfies WorkerAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        processing: error instanceof ProcessingError,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerAnswer),
  );
});
