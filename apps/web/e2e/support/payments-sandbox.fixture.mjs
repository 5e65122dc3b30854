// The VeriTrans4G sandbox (apps/payments-sandbox) for the end-to-end run, as `npm start` runs it
// for the demo (scripts/start.mjs): its own process (the sandbox is TypeScript, run with tsx),
// on a free loopback port, with the standing demo merchant, which the server's demo seed gives
// the demo company (DEMO_MERCHANT_*), so the demo company takes cards. Plain Node, as run.mjs is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const readyTimeoutMs = 60_000;

/**
 * Starts the sandbox and resolves once it printed its ready line.
 * @returns {Promise<{ url: string, merchant: { ccid: string, secretKey: string, tokenApiKey: string }, close: () => Promise<void> }>}
 */
export function startPaymentsSandboxProcess() {
  const cli = path.join(root, 'apps/payments-sandbox/src/sandbox-cli.ts');
  const sandbox = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: root,
    // Port 0: any free port, so parallel runs do not collide.
    env: { ...process.env, SANDBOX_READY_LINE: '1', SANDBOX_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise((resolve) => {
      if (sandbox.exitCode !== null) return resolve();
      sandbox.once('exit', () => resolve());
      sandbox.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`payments sandbox not ready after ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    sandbox.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n').find((l) => l.startsWith('SANDBOX_READY '));
      if (!line) return;
      clearTimeout(timer);
      sandbox.stdout.removeAllListeners('data');
      // Its other lines (test cards, merchant) only matter when something fails.
      sandbox.stdout.resume();
      const { url, merchant } = JSON.parse(line.slice('SANDBOX_READY '.length));
      resolve({ url, merchant, close });
    });
    sandbox.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`payments sandbox exited with ${code} before it was ready`));
    });
  });
}
