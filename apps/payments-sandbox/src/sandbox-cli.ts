// `npm run payments-sandbox`: the sandbox on its own, with the standing demo merchant (or the one
// SANDBOX_MERCHANT_* names), until Ctrl-C. Settings can change while it runs: PUT /_sandbox/settings.
import { DEMO_MERCHANT, startPaymentsSandbox, TEST_CARDS } from './index.js';

const env = process.env;
const number = (name: string, fallback: number) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number (got ${value})`);
  return parsed;
};

const merchant =
  env.SANDBOX_MERCHANT_CCID && env.SANDBOX_MERCHANT_SECRET_KEY && env.SANDBOX_TOKEN_API_KEY
    ? {
        ccid: env.SANDBOX_MERCHANT_CCID,
        secretKey: env.SANDBOX_MERCHANT_SECRET_KEY,
        tokenApiKey: env.SANDBOX_TOKEN_API_KEY,
      }
    : DEMO_MERCHANT;

const sandbox = await startPaymentsSandbox({
  host: env.SANDBOX_HOST ?? '127.0.0.1',
  port: number('SANDBOX_PORT', 4100),
  publicUrl: env.SANDBOX_PUBLIC_URL,
  latencyMs: number('SANDBOX_LATENCY_MS', 0),
  failureRate: number('SANDBOX_FAILURE_RATE', 0),
  hangMs: number('SANDBOX_HANG_MS', 30_000),
  answerDelayMs: number('SANDBOX_ANSWER_DELAY_MS', 0),
  merchants: [merchant],
});

// `npm start` reads this line to point the demo company at this sandbox. The merchant's secret
// key is printed on purpose: it can only ever pay this sandbox.
if (env.SANDBOX_READY_LINE === '1') {
  console.log(`SANDBOX_READY ${JSON.stringify({ url: sandbox.url, merchant })}`);
}
console.log(`VeriTrans4G sandbox on ${sandbox.url} (VERITRANS_BASE_URL=${sandbox.url})`);
console.log(`merchant CCID ${merchant.ccid}, token API key ${merchant.tokenApiKey}`);
console.log('test cards:');
for (const [card, behaviour] of Object.entries(TEST_CARDS)) console.log(`  ${card}  ${behaviour}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
