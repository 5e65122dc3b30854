// Child process of processing.bench.ts (bundled, plain node): processes the PDF in argv[2] the way
// the job does, once in this thread and once in the analysis worker (argv[3], the built worker),
// and reports how long the event loop (the web server's requests) was held up each time.
import { readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { analyzeBook } from '../../apps/server/src/modules/content/processing/analysis-runner.js';

const bytes = await readFile(process.argv[2]!);
const results: Record<string, { ms: number; maxDelayMs: number; p99DelayMs: number }> = {};
for (const [label, workerUrl] of [
  ['in-process', null],
  ['worker', pathToFileURL(process.argv[3]!)],
] as const) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const started = performance.now();
  await analyzeBook({ bytes, fileType: 'pdf', title: 'bench' }, { workerUrl });
  histogram.disable();
  results[label] = {
    ms: performance.now() - started,
    maxDelayMs: histogram.max / 1e6,
    p99DelayMs: histogram.percentile(99) / 1e6,
  };
}
console.log(JSON.stringify(results));
