import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newMerchant, startPaymentsSandbox } from '@hondana/payments-sandbox';
import { freePort, ROOT, startProcess, stopProcess } from '../lib.js';

const HOST = 'demo.localhost';
/** The demo company takes 100 users; each reader buys the plan once. */
const READERS = 80;
const CONCURRENCY = 4;
const HOT_READ = '/api/v1/company/public/view-settings?domain=demo.localhost';

const passwordHashOf = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('hex');

interface Answer {
  status: number;
  body: { status?: number; results?: unknown };
  ms: number;
}

/**
 * `charge` with a new card's token (4111…) against the sandbox answering at once, beside the
 * hot read of bench/api (the public settings), in the same run and with the same client: the
 * p95 of each and their ratio. Each reader buys the demo's monthly plan once (its first month
 * made to cost something), so every charge writes its order, calls the gateway and commits the
 * registration, the card on file and the mail. Default configuration (access log at info, kept
 * in a file), the per-address rate limits lifted, as one load client is one address.
 */
export async function benchCheckout(): Promise<string[][]> {
  const sandbox = await startPaymentsSandbox({ merchants: [newMerchant()], latencyMs: 0 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hondana-bench-checkout-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const server = await startProcess(
    [path.join(ROOT, 'apps/server/dist/main.js')],
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000000',
      VERITRANS_BASE_URL: sandbox.url,
      DEMO_MERCHANT_CCID: sandbox.merchant.ccid,
      DEMO_MERCHANT_SECRET_KEY: sandbox.merchant.secretKey,
      DEMO_MERCHANT_TOKEN_API_KEY: sandbox.merchant.tokenApiKey,
    },
    `${base}/api/v1/health`,
    { host: HOST },
    120_000,
    path.join(dataDir, 'server.log'),
  );

  function call(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const sent = request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            host: HOST,
            'content-type': 'application/json',
            'x-api-client': '1',
            ...(token && { 'x-access-token': token }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(text) as Answer['body'],
              ms: performance.now() - started,
            });
          });
        },
      );
      sent.on('error', reject);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  const signIn = async (email: string, password: string) => {
    const answer = await call('POST', '/api/v1/auth/login', {
      email,
      password_hash: passwordHashOf(password),
      domain: HOST,
    });
    const token = (answer.body.results as { access_token?: string } | null)?.access_token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
    return token;
  };

  /** `count` calls, CONCURRENCY at a time: each one's time. */
  async function timed(count: number, one: (index: number) => Promise<Answer>) {
    const times: number[] = [];
    let failures = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const answer = await one(next++);
          times.push(answer.ms);
          if (answer.body.status !== 200) failures += 1;
        }
      }),
    );
    return { times, failures };
  }

  try {
    const admin = await signIn('admin@demo.localhost', 'DemoAdmin1');
    const plans = await call('GET', '/api/v1/subscription-plan/public/user/page', undefined, admin);
    const monthly = (
      plans.body.results as { content: { id: number; number_free_term: number }[] }
    ).content.find((plan) => plan.number_free_term === 0);
    if (!monthly) throw new Error('the demo has no plan without free days');
    // The demo gives the first month away (100 %): a checkout must cost something.
    const ordinals = await call(
      'GET',
      `/api/v1/discount-ordinal/page?subscription_plan_id=${monthly.id}`,
      undefined,
      admin,
    );
    const first = (
      ordinals.body.results as { content: { id: number; ordinal: number }[] }
    ).content.find((row) => row.ordinal === 1)!;
    await call(
      'PUT',
      `/api/v1/discount-ordinal/${first.id}`,
      {
        subscription_plan_id: monthly.id,
        ordinal: 1,
        discount_type: 'PERCENT',
        discount_value: 20,
      },
      admin,
    );

    const readers: string[] = [];
    for (let index = 0; index < READERS; index++) {
      const email = `bench-reader-${index}@demo.localhost`;
      const added = await call(
        'POST',
        '/api/v1/user/add',
        { email, full_name: `Bench reader ${index}`, password_hash: passwordHashOf('Bench1234') },
        admin,
      );
      if (added.body.status !== 200) throw new Error(`user add: ${JSON.stringify(added.body)}`);
      readers.push(await signIn(email, 'Bench1234'));
    }
    const tokens: string[] = [];
    for (let index = 0; index < READERS; index++) {
      const response = await fetch(`${sandbox.url}/4gtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token_api_key: sandbox.merchant.tokenApiKey,
          card_number: '4111111111111111',
          card_expire: '12/99',
          security_code: '123',
          lang: 'en',
        }),
      });
      tokens.push(((await response.json()) as { token: string }).token);
    }

    await timed(READERS, () => call('GET', HOT_READ)); // warm-up
    const hot = await timed(READERS * 5, () => call('GET', HOT_READ));
    const charges = sandbox.charges().length;
    const checkout = await timed(READERS, (index) =>
      call(
        'POST',
        '/api/v1/veritrans/charge',
        { subscription_plan_id: monthly.id, token: tokens[index] },
        readers[index],
      ),
    );
    const charged = sandbox.charges().length - charges;

    const hotP95 = percentile(hot.times, 0.95);
    const chargeP95 = percentile(checkout.times, 0.95);
    const row = (name: string, times: number[], failures: number) => [
      name,
      String(times.length),
      `${percentile(times, 0.5).toFixed(1)} ms`,
      `${percentile(times, 0.95).toFixed(1)} ms`,
      String(failures),
    ];
    return [
      [
        `call (${CONCURRENCY} at a time; sandbox at 0 ms; default config, rate limits lifted)`,
        'requests',
        'p50',
        'p95',
        'errors',
      ],
      row('view-settings (hot read)', hot.times, hot.failures),
      row('veritrans/charge (4111…)', checkout.times, checkout.failures),
      ['ratio charge p95 / hot read p95', (chargeP95 / hotP95).toFixed(1), '', '', ''],
      ['charges at the sandbox', String(charged), '', '', `expected ${READERS}`],
    ];
  } finally {
    agent.destroy();
    await stopProcess(server.child);
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
