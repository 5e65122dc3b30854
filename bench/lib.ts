import { readFile } from 'node:fs/promises';
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export const ROOT = new URL('..', import.meta.url).pathname;

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `node args…` and resolves once `url` answers 200 (or rejects after `timeoutMs`).
 * `stdoutFile` keeps the process's standard output (its log) in a file instead of dropping it.
 */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 60_000,
  stdoutFile?: string,
): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdoutFile ? openSync(stdoutFile, 'w') : 'ignore', 'inherit'],
  });
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await getJson(url, headers);
      if (response.statusCode === 200) return { child, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The middle value (the upper one of an even count); a bench's figure over its rounds. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Resolves once `file` holds `text` (a server's log line), or rejects after `timeoutMs`. */
export async function waitForLogLine(file: string, text: string, timeoutMs: number): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if ((await readFile(file, 'utf8').catch(() => '')).includes(text)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${file} did not say "${text}" within ${timeoutMs} ms`);
}

/**
 * GET with a Host header of our choosing (tenancy is by host; fetch() may not set Host).
 */
export function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ statusCode: res.statusCode ?? 0, body: JSON.parse(text) as unknown });
        } catch {
          resolve({ statusCode: res.statusCode ?? 0, body: text });
        }
      });
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Every answer, including the non-2xx ones. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against `url` with a Host header; bounded in time and to loopback. */
export async function load(
  url: string,
  host: string,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('benchmarks only target loopback');
  const result = await autocannon({ url, connections, duration: seconds, headers: { host } });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
