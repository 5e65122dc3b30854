import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './platform/lock/data-dir-lock.js';
import { startRuntime } from './runtime.js';

/** Process entry: `node dist/main.js` serves HTTP; `--worker` only runs jobs (needs DATABASE_URL). */
async function main(): Promise<void> {
  const mode = process.argv.includes('--worker') ? 'worker' : 'server';
  const config = loadConfig();
  const runtime = await startRuntime(config, mode);
  // The log is written asynchronously: a crash must still leave its reason there. pino writes out
  // its buffer synchronously on 'exit', which process.exit fires.
  const die = (error: unknown) => {
    runtime.log.fatal({ err: error }, 'fatal error: exiting');
    process.exit(1);
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 20_000);
    forceExit.unref();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
