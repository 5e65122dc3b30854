// npm run db:migrate: applies the SQL migrations to the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR) and exits. The server also migrates on start; this is for
// deployments that migrate before starting new processes.
import { ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../platform/lock/data-dir-lock.js';
import { openConfiguredDatabase } from '../runtime.js';

try {
  const config = loadConfig();
  const { database, releaseLock } = await openConfiguredDatabase(config);
  await database.close();
  if (releaseLock) await releaseLock();
  console.log(`migrated the ${database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database`);
} catch (error) {
  console.error(
    error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error,
  );
  process.exit(1);
}
