import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { freePort, ROOT, startProcess, stopProcess } from '../lib.js';

const HOST = 'demo.localhost';
// Below the lockout (10 failures per account and address): one client is one address.
const ROUNDS = 8;

/** What the web sends for a password (architecture.md §3). */
const passwordHashOf = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('hex');

/**
 * A wrong password for the demo reader against a sign-in with an identity nobody has: both
 * must cost one argon2 verification, so their times match and the answer's timing does not tell
 * which accounts exist. Interleaved, each from its own address (the lockout counts per account
 * and address), so load on the shared machine hits both alike; the ratio is what to read.
 * Default configuration; the per-address limits are lifted, as one load client is one address.
 */
export async function benchLogin(): Promise<string[][]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-bench-login-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    `${base}/api/v1/health`,
    { host: HOST },
    60_000,
  );
  const timeOf = async (email: string): Promise<number> => {
    const body = JSON.stringify({
      email,
      password_hash: passwordHashOf('not the password'),
      keep_login: false,
      login_type: 'email',
      domain: HOST,
    });
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const req = request(
        `${base}/api/v1/auth/login`,
        { method: 'POST', headers: { host: HOST, 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    return performance.now() - started;
  };
  const real: number[] = [];
  const unknown: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      real.push(await timeOf('reader@demo.localhost'));
      unknown.push(await timeOf(`nobody-${round}@demo.localhost`));
    }
  } finally {
    await stopProcess(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  return [
    ['sign-in with a wrong password', 'median ms', 'ratio to an existing account'],
    ['existing account', median(real).toFixed(1), '1.00'],
    [
      'identity nobody has',
      median(unknown).toFixed(1),
      (median(unknown) / median(real)).toFixed(2),
    ],
  ];
}
