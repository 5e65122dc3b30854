// One measured renewal run in a process of its own (so its peak memory is its own): the server's
// modules composed as `npm start` composes them, on a fresh embedded database in DATA_DIR (or
// PostgreSQL at DATABASE_URL), with DUE readers whose cards are on file at the sandbox (saved
// through the gateway port, as a reader's card update saves it) and registrations due now,
// inserted with SQL. Then the sandbox's latency is set and the renewal job's run is timed while
// the resident set is sampled. Prints one JSON line.
// Env: DUE, SANDBOX_URL, MERCHANT (JSON), LATENCY_MS, RENEWAL_CONCURRENCY, DATA_DIR.
import { sql, type SQL } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../../apps/server/src/config.js';
import { createSecretBox } from '../../apps/server/src/platform/crypto/secret-box.js';
import { companies } from '../../apps/server/src/modules/company/company.tables.js';
import { gatewayAccountIdOf } from '../../apps/server/src/modules/payment/payment-account.repository.js';
import { composeConfiguredServer, openConfiguredDatabase } from '../../apps/server/src/runtime.js';

const due = Number(process.env.DUE);
const latencyMs = Number(process.env.LATENCY_MS);
const sandboxUrl = process.env.SANDBOX_URL!;
const merchant = JSON.parse(process.env.MERCHANT!) as {
  ccid: string;
  secretKey: string;
  tokenApiKey: string;
};
/** Cards saved at once while setting up (the sandbox answers at 0 ms then). */
const SETUP_CONCURRENCY = 50;

const config = loadConfig({ ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const log = pino({ level: 'silent' });
const { database, releaseLock } = await openConfiguredDatabase(config);
const server = await composeConfiguredServer(config, database, log);
// Mail jobs are queued (inside the renewals' transactions) but not worked here, and no cron
// run of the renewal job starts beside the measured one.
await server.jobs.start({ work: false });
const { db } = database;
const settings = { ...merchant, testMode: true };
/** Rows of a query, the same on PGlite and PostgreSQL. */
const rowsOf = async <T>(query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const [company] = await db
  .insert(companies)
  .values({
    name: 'Renewal bench',
    email: 'owner@renewals.bench',
    domain: 'renewals.bench',
    maxUser: due + 10,
    showSubscriptionStatus: true,
    veritransMerchantCcid: merchant.ccid,
    veritransTokenApiKey: merchant.tokenApiKey,
    veritransTestMode: true,
  })
  .returning();
const companyId = company!.id;
await db.execute(
  sql`update companies set veritrans_secret_key = ${createSecretBox(config.appSecret).seal(merchant.secretKey, companyId)} where id = ${companyId}`,
);
const [plan] = await rowsOf<{ id: number }>(
  sql`insert into subscription_plans (company_id, name, price, duration, duration_type) values (${companyId}, 'Monthly', 1000, 1, 1) returning id`,
);
await db.execute(
  sql`insert into users (company_id, role_level, email, full_name, lang)
      select ${companyId}, 3, 'reader' || n || '@renewals.bench', 'Reader ' || n, 'en'
      from generate_series(1, ${due}) as n`,
);
const readerIds = (
  await rowsOf<{ id: number }>(
    sql`select id from users where company_id = ${companyId} order by id`,
  )
).map((row) => row.id);

async function saveCard(userId: number): Promise<void> {
  const tokenAnswer = await fetch(`${sandboxUrl}/4gtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token_api_key: merchant.tokenApiKey,
      card_number: '4111111111111111',
      card_expire: '12/99',
      security_code: '123',
      lang: 'en',
    }),
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const accountId = gatewayAccountIdOf(companyId, userId);
  const saved = await server.ports.payments.saveCard(settings, {
    accountId,
    token,
    accountExists: false,
  });
  if (saved.kind !== 'success') throw new Error(`card not saved: ${JSON.stringify(saved)}`);
  const card = saved.account.cards[0]!;
  await db.execute(
    sql`insert into payment_accounts (user_id, company_id, account_id, card_id, masked_card, card_expire, updated_at)
        values (${userId}, ${companyId}, ${accountId}, ${card.cardId}, ${card.maskedNumber}, ${card.expire}, now())`,
  );
}

let nextReader = 0;
await Promise.all(
  Array.from({ length: SETUP_CONCURRENCY }, async () => {
    while (nextReader < readerIds.length) await saveCard(readerIds[nextReader++]!);
  }),
);
// Every registration's first paid month ended a minute ago: all due at the same moment.
await db.execute(
  sql`insert into user_subscription_plans
        (company_id, user_id, plan_id, plan_name, status, price, period, first_payment_at,
         period_started_at, expires_at, next_billing_at, created_at)
      select ${companyId}, id, ${plan!.id}, 'Monthly', 'ACTIVE', 1100, 1,
             now() - interval '30 days 1 minute', now() - interval '30 days 1 minute',
             now() - interval '1 minute', now() - interval '1 minute', now() - interval '30 days'
      from users where company_id = ${companyId}`,
);
await db.execute(sql`vacuum analyze user_subscription_plans`);
await db.execute(sql`vacuum analyze payment_accounts`);

const setSandbox = (latency: number) =>
  fetch(`${sandboxUrl}/_sandbox/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: latency }),
  });
await setSandbox(latencyMs);

// How long the gateway took, seen from here: the run's time less this is our own.
const gateway = server.ports.payments;
const authorize = gateway.authorize.bind(gateway);
let gatewayMs = 0;
gateway.authorize = async (...args) => {
  const before = performance.now();
  try {
    return await authorize(...args);
  } finally {
    gatewayMs += performance.now() - before;
  }
};

global.gc?.();
const rssAtStart = process.memoryUsage.rss();
let rssPeak = rssAtStart;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
}, 20);
const started = performance.now();
const run = await server.modules.services.renewals.renewDue();
const wallMs = performance.now() - started;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
await setSandbox(0);

const [counted] = await rowsOf<{ renewed: number; orders: number }>(
  sql`select (select count(*)::int from user_subscription_plans where company_id = ${companyId} and period = 2) as renewed,
               (select count(*)::int from payment_orders where company_id = ${companyId} and status = 'SUCCESS') as orders`,
);

console.log(
  JSON.stringify({
    due,
    latencyMs,
    concurrency: config.renewalConcurrency,
    wallMs,
    gatewayMeanMs: gatewayMs / due,
    run,
    renewed: counted!.renewed,
    successOrders: counted!.orders,
    rssAtStart,
    rssPeak,
  }),
);
await server.modules.close();
await server.jobs.stop();
await database.close();
if (releaseLock) await releaseLock();
process.exit(0);
