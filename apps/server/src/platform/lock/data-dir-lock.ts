import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite does not lock its files, and a second process on the same directory silently loses
 * writes. So exactly one process may hold DATA_DIR. The lock is refreshed every few seconds; after
 * a crash (kill -9) it goes stale and the next start takes it over after a short wait.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 5_000,
      update: 1_000,
      retries: { retries: 7, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      onCompromised: (error) => {
        // Another process took the directory: continuing would corrupt the database.
        console.error(`DATA_DIR lock lost (${error.message}); stopping.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Hondana process is using DATA_DIR ${dataDir}. With the embedded database only one ` +
          'process may run; stop it first, or set DATABASE_URL to a PostgreSQL server to run several.',
      );
    }
    throw error;
  }
}
