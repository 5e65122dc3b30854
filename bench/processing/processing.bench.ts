import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../lib.js';

const PDF = path.join(ROOT, 'apps/server/assets/demo-books/library-of-sentences.pdf');
const RUNS = 3;

interface Run {
  pages: number;
  /** Text extraction time (ours: in the process, pdf.js already imported; pdftotext: the whole process). */
  ms: number;
  /** Whole process, start to exit. */
  processMs: number;
  peakRssKb: number | null;
}

/**
 * Text extraction of the 331-page demo PDF by the processing job's code (pdf.js, then the
 * Japanese normalization) versus poppler's pdftotext on the same file: pages per second, their
 * ratio, and peak memory (RSS) of each process. Medians of three runs.
 */
export async function benchProcessing(): Promise<string[][]> {
  if (spawnSync('pdftotext', ['-v']).error) {
    return [
      ['processing bench', 'skipped'],
      ['pdftotext not found', 'install Debian poppler-utils: apt-get install poppler-utils'],
    ];
  }
  // Inside the repository, so the bundle resolves pdfjs-dist and the others from node_modules.
  const cache = path.join(ROOT, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'hondana-processing-bench-'));
  try {
    const child = path.join(dir, 'extract-child.mjs');
    await build({
      entryPoints: {
        'extract-child': path.join(ROOT, 'bench/processing/extract-child.ts'),
        'lag-child': path.join(ROOT, 'bench/processing/lag-child.ts'),
        'content-analysis-worker': path.join(
          ROOT,
          'apps/server/src/modules/content/processing/content-analysis-worker.ts',
        ),
      },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'warning',
    });
    const ours: Run[] = [];
    const poppler: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      ours.push(await runOurs(child));
      poppler.push(await runPdftotext(path.join(dir, 'out.txt')));
    }
    const us = median(ours);
    const them = median(poppler);
    const pagesPerSecond = (r: Run) => (r.pages / r.ms) * 1000;
    const rows: string[][] = [
      ['extractor', 'pages', 'extraction', 'pages/s', 'whole process', 'peak RSS'],
      row('Hondana (pdf.js 5.6.205 + normalizer)', us),
      row('pdftotext (poppler)', them),
      [
        'ratio Hondana / pdftotext',
        '',
        '',
        (pagesPerSecond(us) / pagesPerSecond(them)).toFixed(2),
        (them.processMs / us.processMs).toFixed(2),
        us.peakRssKb && them.peakRssKb ? `${(us.peakRssKb / them.peakRssKb).toFixed(1)}x` : 'n/a',
      ],
    ];
    const { stdout } = await runProcess(process.execPath, [
      path.join(dir, 'lag-child.mjs'),
      PDF,
      path.join(dir, 'content-analysis-worker.mjs'),
    ]);
    const lag = JSON.parse(stdout) as Record<
      'in-process' | 'worker',
      { ms: number; maxDelayMs: number; p99DelayMs: number }
    >;
    rows.push(
      [
        'whole job (texts, covers, optimized copy)',
        'took',
        'event loop held up (max)',
        'p99',
        '',
        '',
      ],
      ...(['in-process', 'worker'] as const).map((label) => [
        label === 'worker' ? 'in a worker thread (built server)' : 'in the server thread',
        `${Math.round(lag[label].ms)} ms`,
        `${Math.round(lag[label].maxDelayMs)} ms`,
        `${Math.round(lag[label].p99DelayMs)} ms`,
        '',
        '',
      ]),
    );
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function row(label: string, r: Run): string[] {
  return [
    label,
    String(r.pages),
    `${Math.round(r.ms)} ms`,
    ((r.pages / r.ms) * 1000).toFixed(0),
    `${Math.round(r.processMs)} ms`,
    r.peakRssKb === null ? 'n/a' : `${(r.peakRssKb / 1024).toFixed(0)} MiB`,
  ];
}

async function runOurs(child: string): Promise<Run> {
  const started = performance.now();
  const { stdout } = await runProcess(process.execPath, [child, PDF]);
  const processMs = performance.now() - started;
  const result = JSON.parse(stdout) as { pages: number; extractMs: number; maxRssKb: number };
  return { pages: result.pages, ms: result.extractMs, processMs, peakRssKb: result.maxRssKb };
}

async function runPdftotext(out: string): Promise<Run> {
  const started = performance.now();
  const { peakRssKb } = await runProcess('pdftotext', ['-enc', 'UTF-8', PDF, out]);
  const processMs = performance.now() - started;
  // pdftotext ends each page with a form feed.
  const pages = (await readFile(out, 'utf8')).split('\f').length - 1;
  return { pages, ms: processMs, processMs, peakRssKb };
}

/**
 * Runs a process to its end. Its peak RSS is the last VmHWM (the kernel's high-water mark of
 * resident memory) read from /proc while it ran: Node reports no rusage of children.
 */
function runProcess(
  command: string,
  args: string[],
): Promise<{ stdout: string; peakRssKb: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    let peakRssKb: number | null = null;
    const poll = setInterval(() => {
      void readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
          if (kb) peakRssKb = Math.max(peakRssKb ?? 0, kb);
        })
        .catch(() => undefined);
    }, 2);
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(poll);
      if (code === 0) resolve({ stdout, peakRssKb });
      else reject(new Error(`${command} exited with ${code}`));
    });
  });
}

function median(runs: Run[]): Run {
  return [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
}
