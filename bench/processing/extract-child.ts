// Child process of processing.bench.ts, bundled and run with plain node (as the built server runs
// it, without tsx transforming pdf.js): extracts every page's text of the PDF in argv[2] with the
// processing job's own functions and prints what it measured as JSON.
import { readFile } from 'node:fs/promises';
import {
  openPdf,
  pdfPageTexts,
} from '../../apps/server/src/modules/content/processing/pdf-reader.js';

const bytes = await readFile(process.argv[2]!);
// pdf.js is imported on first use; the server pays that once per process, not per book.
await import('pdfjs-dist/legacy/build/pdf.mjs');
const started = performance.now();
const document = await openPdf(bytes);
const texts = await pdfPageTexts(document);
const extractMs = performance.now() - started;
await document.destroy();
console.log(
  JSON.stringify({
    pages: texts.length,
    characters: texts.reduce((sum, text) => sum + text.length, 0),
    extractMs,
    maxRssKb: process.resourceUsage().maxRSS,
  }),
);
