// npm run seed: migrates the configured database and creates the demo company (architecture.md
// §4) when no company exists yet, with its books in the configured storage. Refused in
// production: the demo passwords are public.
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config.js';
import { DEMO } from '../modules/demo/demo-seed.js';
import { DataDirLockedError } from '../platform/lock/data-dir-lock.js';
import { composeConfiguredServer, openConfiguredDatabase } from '../runtime.js';

try {
  const config = loadConfig();
  if (config.env === 'production') {
    throw new ConfigError(
      'npm run seed is refused with NODE_ENV=production: demo passwords are public.',
    );
  }
  const log = pino({ level: config.logLevel }) as FastifyBaseLogger;
  const { database, releaseLock } = await openConfiguredDatabase(config);
  const { transport, jobs, modules } = await composeConfiguredServer(config, database, log);
  try {
    // Send-only: the books are processed by the next server (or worker) that runs jobs.
    await jobs.start({ work: false });
    await modules.services.seedDemo();
    // The seed leaves any existing company alone, so this is true after every successful run.
    console.log(`the demo company is at ${DEMO.domain} (or another company existed already)`);
  } finally {
    await modules.close();
    await jobs.stop();
    await transport.close();
    await database.close();
    if (releaseLock) await releaseLock();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error,
  );
  process.exit(1);
}
