import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newMerchant, startPaymentsSandbox, type PaymentsSandbox } from '@hondana/payments-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken } from './payment-test-helpers.js';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const HOST = 'demo.localhost';
const READER = { email: 'reader@demo.localhost', password: 'DemoReader1' };
const ADMIN = { email: 'admin@demo.localhost', password: 'DemoAdmin1' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Issue 20's crash test: the server process is killed (SIGKILL: no handler, no graceful stop)
 * after the gateway charged the card and before our commit, then started again on the same
 * database. The reconciliation run at start must leave exactly one charge and one ACTIVE
 * registration. The server runs from source (tsx) on its embedded database in a data directory
 * that outlives the process, with the demo company paid through the in-process sandbox.
 */
describe('a server killed between the gateway’s success and its commit', () => {
  let sandbox: PaymentsSandbox;
  let dataDir: string;
  let port: number;
  let server: ChildProcess | null = null;
  const output: string[] = [];

  beforeAll(async () => {
    sandbox = await startPaymentsSandbox({ merchants: [newMerchant()] });
    dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-crash-'));
    port = await freePort();
  });
  afterAll(async () => {
    server?.kill('SIGKILL');
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${port}/api/v1`;

  async function start(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_SECRET: 'crash-test-secret-crash-test-secret-0123',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        VERITRANS_BASE_URL: sandbox.url,
        DEMO_MERCHANT_CCID: sandbox.merchant.ccid,
        DEMO_MERCHANT_SECRET_KEY: sandbox.merchant.secretKey,
        DEMO_MERCHANT_TOKEN_API_KEY: sandbox.merchant.tokenApiKey,
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // Waits for the work (health answering, or the process gone), not for a time: the test's
    // own timeout bounds a start that never ends.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
      const healthy = await fetch(`${base()}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return child;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  function killHard(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** fetch() sets Host itself; tenancy is by Host, so node:http it is. */
  function api(
    token: string | null,
    url: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ): Promise<{ json: () => Promise<unknown> }> {
    return new Promise((resolve, reject) => {
      const sent = request(
        `${base()}${url}`,
        {
          method: init.method ?? 'GET',
          headers: {
            host: HOST,
            'content-type': 'application/json',
            ...(token && { 'x-access-token': token }),
            ...init.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ json: async () => JSON.parse(text) as unknown });
          });
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(init.body);
    });
  }

  async function signIn(who: { email: string; password: string }): Promise<string> {
    // The token in the answer, as an API client asks for it.
    const signedIn = await api(null, '/auth/login', {
      method: 'POST',
      headers: { 'x-api-client': '1' },
      body: JSON.stringify({
        email: who.email,
        password_hash: createHash('sha256').update(who.password).digest('hex'),
        domain: HOST,
      }),
    });
    const answer = (await signedIn.json()) as { results: { access_token?: string } | null };
    const token = answer.results?.access_token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
    return token;
  }

  it(
    'ends with exactly one charge and one ACTIVE registration after a restart',
    { timeout: 300_000 },
    async () => {
      server = await start();
      const token = await signIn(READER);
      const plans = (await (await api(token, '/subscription-plan/public/user/page')).json()) as {
        results: { content: { id: number; number_free_term: number }[] };
      };
      const paid = plans.results.content.find((plan) => plan.number_free_term === 0);
      if (!paid) throw new Error('the demo has no plan without free days');
      // The demo's monthly plan gives its first month away (100 %): make it cost something.
      const admin = await signIn(ADMIN);
      const ordinals = (await (
        await api(admin, `/discount-ordinal/page?subscription_plan_id=${paid.id}`)
      ).json()) as { results: { content: { id: number; ordinal: number }[] } };
      const first = ordinals.results.content.find((row) => row.ordinal === 1);
      if (!first) throw new Error('no first-period discount');
      await api(admin, `/discount-ordinal/${first.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          subscription_plan_id: paid.id,
          ordinal: 1,
          discount_type: 'PERCENT',
          discount_value: 20,
        }),
      });

      const card = await cardToken(sandbox.url, sandbox.merchant, '4111111111111111');
      // The charge is recorded at once, its answer held: the window to kill the process in.
      sandbox.setAnswerDelay(60_000);
      let answered = false;
      const inFlight = api(token, '/veritrans/charge', {
        method: 'POST',
        body: JSON.stringify({ subscription_plan_id: paid.id, token: card }),
      })
        .finally(() => {
          answered = true;
        })
        .then(
          async (response) => {
            // Only when the charge answered before the kill: the test's premise failed.
            output.push(`charge answered: ${JSON.stringify(await response.json())}`);
          },
          (error: unknown) => error,
        );
      // Until the sandbox has charged, or the request ended without a charge (the premise failed).
      while (sandbox.charges().length === 0 && !answered) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(sandbox.charges(), output.join('')).toHaveLength(1);
      await killHard(server);
      await inFlight;
      sandbox.setAnswerDelay(0);

      server = await start();
      const registrations = async () =>
        (
          (await (await api(token, '/subscription-plan/user/registered/page')).json()) as {
            results: { content: { subscription_plan_id: number; status: string }[] };
          }
        ).results.content.filter((row) => row.subscription_plan_id === paid.id);
      // Nothing but the job at start settles it: the reader's list only reads.
      await expect
        .poll(registrations, { timeout: 60_000, interval: 250 })
        .toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
      const [charge] = sandbox.charges();
      expect(sandbox.charges()).toHaveLength(1);
      const confirmed = await api(token, '/veritrans/confirm-order', {
        method: 'POST',
        body: JSON.stringify({ order_id: charge!.orderId }),
      });
      expect(((await confirmed.json()) as { results: { status: string } }).results.status).toBe(
        'SUCCESS',
      );
      expect(sandbox.charges()).toHaveLength(1);
    },
  );
});
