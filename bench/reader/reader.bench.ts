// The reader's two performance targets (issue 7):
// (a) first page of a 300-page, ~52 MB PDF of noise images in the real reader (built web app,
//     Debian's Chromium) over an emulated 20 Mbit/s, 40 ms link, against the full download of
//     the same file on the same link: target under 0.1 of the time after under 2 % of the bytes;
// (b) GET /api/v1/files/{token} streaming the whole book, against Debian's nginx serving the same
//     file (sendfile, one worker): target at least 0.7 of nginx's throughput.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, getJson, ROOT, startProcess, stopProcess } from '../lib.js';
import { BIG_PDF_PAGES, writeBigPdf } from './big-pdf.js';

const HOST = 'demo.localhost';
const READER = { email: 'reader@demo.localhost', password: 'DemoReader1' };
const LINK = { latencyMs: 40, bitsPerSecond: 20_000_000 };
const PROCESSING_TIMEOUT_MS = 300_000;
const STREAM_ROUNDS = 5;
const DOWNLOADS_PER_ROUND = 4;

function postJson(url: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ statusCode: number; body: unknown }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

type Envelope<T> = { status: number; results: T; message: string };

async function signInReader(base: string): Promise<string> {
  const answer = await postJson(
    `${base}/api/v1/auth/login`,
    {
      email: READER.email,
      password_hash: createHash('sha256').update(READER.password).digest('hex'),
      login_type: 'email',
      domain: HOST,
    },
    { host: HOST, 'x-api-client': '1' },
  );
  const envelope = answer.body as Envelope<{ access_token: string }>;
  if (envelope.status !== 200) throw new Error(`reader sign-in failed: ${envelope.message}`);
  return envelope.results.access_token;
}

/** A viewer token once processing has finished (712 until the book is processed). */
async function waitForViewerToken(base: string, contentId: string, session: string) {
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const answer = await getJson(
      `${base}/api/v1/content/public/viewer-token?content_id=${contentId}`,
      { host: HOST, 'x-access-token': session },
    );
    const envelope = answer.body as Envelope<{ token_id: string }>;
    if (envelope.status === 200) return envelope.results.token_id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`book ${contentId} was not processed within ${PROCESSING_TIMEOUT_MS / 1000} s`);
}

interface FirstPage {
  firstPageMs: number;
  bytesBeforeFirstPage: number;
  requestsBeforeFirstPage: number;
  fullDownloadMs: number;
  fileBytes: number;
}

/** Opens the book in the reader on the emulated link; then downloads it whole on the same link. */
async function measureFirstPage(base: string, contentId: string, session: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const url = new URL(base);
    await context.addCookies([
      { name: 'hondana_session', value: session, domain: HOST, path: '/', httpOnly: true },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.latencyMs,
      downloadThroughput: LINK.bitsPerSecond / 8,
      uploadThroughput: LINK.bitsPerSecond / 8,
    });
    const fileRequests = new Set<string>();
    let fileBytes = 0;
    const timeline: { url: string; sent: number; done?: number; bytes?: number }[] = [];
    const byId = new Map<string, (typeof timeline)[number]>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/api/v1/files/')) fileRequests.add(event.requestId);
      const entry = { url: event.request.url.slice(-60), sent: event.timestamp };
      timeline.push(entry);
      byId.set(event.requestId, entry);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const entry = byId.get(event.requestId);
      if (entry) Object.assign(entry, { done: event.timestamp, bytes: event.encodedDataLength });
    });
    cdp.on('Network.dataReceived', (event) => {
      if (fileRequests.has(event.requestId))
        fileBytes += event.encodedDataLength || event.dataLength;
    });
    const site = `http://${HOST}:${url.port}`;
    const started = performance.now();
    await page.goto(`${site}/view-online/${contentId}`);
    await page.waitForSelector('[data-first-page-rendered="1"]', { timeout: 180_000 });
    const firstPageMs = performance.now() - started;
    const bytesBeforeFirstPage = fileBytes;
    const requestsBeforeFirstPage = fileRequests.size;
    if (process.env.BENCH_READER_TIMELINE) {
      const t0 = timeline[0]?.sent ?? 0;
      for (const e of timeline) {
        console.log(
          `${((e.sent - t0) * 1000).toFixed(0).padStart(6)} ${e.done ? ((e.done - t0) * 1000).toFixed(0).padStart(6) : '     -'} ${String(e.bytes ?? '').padStart(9)} ${e.url}`,
        );
      }
    }
    await page.goto(`${site}/404`);
    const full = await page.evaluate(async (id) => {
      const token = await fetch(`/api/v1/content/public/viewer-token?content_id=${id}`).then(
        (response) => response.json() as Promise<{ results: { token_id: string } }>,
      );
      const begin = performance.now();
      const response = await fetch(`/api/v1/files/${token.results.token_id}`);
      const bytes = (await response.arrayBuffer()).byteLength;
      return { ms: performance.now() - begin, bytes };
    }, contentId);
    return {
      firstPageMs,
      bytesBeforeFirstPage,
      requestsBeforeFirstPage,
      fullDownloadMs: full.ms,
      fileBytes: full.bytes,
    } satisfies FirstPage;
  } finally {
    await browser.close();
  }
}

/** Bytes per second of `downloads` whole-file GETs with curl (one connection, in a row). */
function curlThroughput(url: string, headers: Record<string, string>, downloads: number): number {
  const args = ['-sS', '--fail', '-w', '%{size_download} %{time_total}\\n'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // Each URL needs its own -o, or curl writes the later bodies to standard output.
  for (let index = 0; index < downloads; index++) args.push('-o', '/dev/null', url);
  const result = spawnSync('curl', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`curl ${url} failed (${result.status ?? result.signal}): ${result.stderr}`);
  }
  let bytes = 0;
  let seconds = 0;
  for (const line of result.stdout.trim().split('\n')) {
    const [size, time] = line.split(' ').map(Number);
    bytes += size!;
    seconds += time!;
  }
  return bytes / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function startNginx(
  dir: string,
  file: string,
): Promise<{ stop: () => Promise<void>; url: string } | null> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find(
    (candidate) => spawnSync('test', ['-x', candidate]).status === 0,
  );
  if (!nginx) return null;
  const port = await freePort();
  const root = path.join(dir, 'www');
  await mkdir(root, { recursive: true });
  await copyFile(file, path.join(root, 'book.pdf'));
  // Workers may run as another user: the served tree must be readable by anyone.
  await chmod(dir, 0o755);
  await chmod(root, 0o755);
  await chmod(path.join(root, 'book.pdf'), 0o644);
  const temp = (name: string) => `${name} ${path.join(dir, name)};`;
  const config = `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  ${temp('client_body_temp_path')} ${temp('proxy_temp_path')} ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')} ${temp('scgi_temp_path')}
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(nginx, ['-c', configFile, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/book.pdf`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (spawnSync('curl', ['-s', '-o', '/dev/null', '-r', '0-0', url]).status === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

export async function benchReader(): Promise<string[][]> {
  const pdfFile = path.join(tmpdir(), `hondana-bench-${BIG_PDF_PAGES}-pages-of-noise.pdf`);
  await writeBigPdf(pdfFile);
  const work = await mkdtemp(path.join(tmpdir(), 'hondana-bench-reader-'));
  // nginx's worker runs as an unprivileged user: it must reach the served copy inside.
  await chmod(work, 0o755);
  const dataDir = path.join(work, 'data');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const main = path.join(ROOT, 'apps/server/dist/main.js');
  const ready = `${base}/api/v1/company/public/view-settings`;
  const rows: string[][] = [['measure', 'Hondana', 'yardstick', 'ratio', 'target', '']];
  try {
    // First start migrates and seeds the demo company; the book joins it with the server stopped.
    await stopProcess((await startProcess([main], env, ready, { host: HOST })).child);
    const inserted = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/reader/insert-book.ts'), pdfFile],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    if (inserted.status !== 0) throw new Error(`insert-book failed: ${inserted.stderr}`);
    const contentId = inserted.stdout.trim().split('\n').pop()!;
    const server = await startProcess([main], env, ready, { host: HOST });
    try {
      const session = await signInReader(base);
      const token = await waitForViewerToken(base, contentId, session);
      const original = (await stat(pdfFile)).size;

      const first = await measureFirstPage(base, contentId, session);
      const timeRatio = first.firstPageMs / first.fullDownloadMs;
      const byteShare = first.bytesBeforeFirstPage / first.fileBytes;
      const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
      rows.push([
        `page 1 in the reader (${LINK.bitsPerSecond / 1e6} Mbit/s, ${LINK.latencyMs} ms)`,
        `${(first.firstPageMs / 1000).toFixed(2)} s`,
        `full download ${(first.fullDownloadMs / 1000).toFixed(2)} s`,
        timeRatio.toFixed(3),
        '< 0.1',
        timeRatio < 0.1 ? 'met' : 'NOT met',
      ]);
      rows.push([
        `bytes of the book before page 1 (${first.requestsBeforeFirstPage} requests)`,
        mb(first.bytesBeforeFirstPage),
        `served copy ${mb(first.fileBytes)} (upload ${mb(original)})`,
        `${(byteShare * 100).toFixed(2)} %`,
        '< 2 %',
        byteShare < 0.02 ? 'met' : 'NOT met',
      ]);

      const nginx = await startNginx(path.join(work, 'nginx'), pdfFile);
      if (!nginx) {
        rows.push([
          '/files streaming vs nginx',
          '',
          '',
          '',
          '≥ 0.7',
          'skipped: nginx not installed (apt-get install nginx)',
        ]);
      } else {
        try {
          const fileUrl = `${base}/api/v1/files/${token}`;
          const headers = { host: HOST, 'x-access-token': session };
          curlThroughput(fileUrl, headers, 1); // warm-up
          curlThroughput(nginx.url, {}, 1);
          const hondana: number[] = [];
          const yardstick: number[] = [];
          for (let round = 0; round < STREAM_ROUNDS; round++) {
            hondana.push(curlThroughput(fileUrl, headers, DOWNLOADS_PER_ROUND));
            yardstick.push(curlThroughput(nginx.url, {}, DOWNLOADS_PER_ROUND));
          }
          const ratio = median(hondana) / median(yardstick);
          const rate = (bytesPerSecond: number) => `${(bytesPerSecond / 1e6).toFixed(0)} MB/s`;
          rows.push([
            'GET /files/{token}, whole book, loopback (median of rounds)',
            rate(median(hondana)),
            `nginx ${rate(median(yardstick))}`,
            ratio.toFixed(2),
            '≥ 0.7',
            ratio >= 0.7 ? 'met' : 'NOT met',
          ]);
        } finally {
          await nginx.stop();
        }
      }
    } finally {
      await stopProcess(server.child);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return rows;
}
