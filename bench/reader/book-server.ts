// The reader benches' server: the demo company on a fresh DATA_DIR with the 300-page noise PDF
// joined to it and processed, and a signed-in reader holding a viewer token for it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, getJson, ROOT, startProcess, stopProcess, waitForLogLine } from '../lib.js';
import { BIG_PDF_PAGES, writeBigPdf } from './big-pdf.js';

export const HOST = 'demo.localhost';
const READER = { email: 'reader@demo.localhost', password: 'DemoReader1' };
const PROCESSING_TIMEOUT_MS = 300_000;
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');

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

export interface BookServer {
  base: string;
  /** The work directory (the server's DATA_DIR is its data/). */
  work: string;
  dataDir: string;
  pdfFile: string;
  contentId: string;
  session: string;
  token: string;
  /** Restarts the server on the same data with `env` added (the session and token stay). */
  restart(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the product as a user runs it (default configuration, request logging on) with one
 * change a load client needs: the per-address rate limit is lifted.
 */
export async function startBookServer(): Promise<BookServer> {
  const pdfFile = path.join(tmpdir(), `hondana-bench-${BIG_PDF_PAGES}-pages-of-noise.pdf`);
  await writeBigPdf(pdfFile);
  const work = await mkdtemp(path.join(tmpdir(), 'hondana-bench-reader-'));
  // nginx's worker runs as an unprivileged user: it must reach the files inside.
  await chmod(work, 0o755);
  const dataDir = path.join(work, 'data');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT_PER_MINUTE: '100000000' };
  const ready = `${base}/api/v1/company/public/view-settings`;
  const logFile = path.join(work, 'server.log');
  const start = (extra: Record<string, string> = {}) =>
    startProcess([MAIN], { ...env, ...extra }, ready, { host: HOST }, 60_000, logFile);
  // First start migrates and seeds the demo company and processes its books (worker threads
  // that would otherwise share the cores with the first measure); the bench's book joins it with
  // the server stopped.
  const seeding = await start();
  await waitForLogLine(logFile, 'Demo books ready', PROCESSING_TIMEOUT_MS);
  await stopProcess(seeding.child);
  const inserted = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/reader/insert-book.ts'), pdfFile],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (inserted.status !== 0) throw new Error(`insert-book failed: ${inserted.stderr}`);
  const contentId = inserted.stdout.trim().split('\n').pop()!;
  let server = await start();
  try {
    const session = await signInReader(base);
    const token = await waitForViewerToken(base, contentId, session);
    return {
      base,
      work,
      dataDir,
      pdfFile,
      contentId,
      session,
      token,
      async restart(extra) {
        await stopProcess(server.child);
        server = await start(extra);
      },
      async stop() {
        await stopProcess(server.child);
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopProcess(server.child);
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
