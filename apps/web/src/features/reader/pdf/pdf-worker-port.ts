import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let port: Worker | null = null;

/**
 * pdf.js's worker (1.2 MB, served by Vite as an asset), started once. The reader starts it as
 * soon as its code runs: the worker parses the PDF, so it is on the path to page 1 and loads in
 * parallel with the token and the rest of the reader instead of after them.
 */
export function startPdfWorker(): Worker {
  port ??= new Worker(workerUrl, { type: 'module' });
  return port;
}
