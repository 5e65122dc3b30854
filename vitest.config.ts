import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = {
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
} as const;

/**
 * Test files that need the server's modules fresh, loaded for them alone (the isolated project
 * below):
 * - a file that replaces a module with `vi.mock`: the mock applies only to modules loaded after
 *   it, so in a shared graph the file would test the real module;
 * - a file that looks at the statements the process names on PostgreSQL: the process names its
 *   first 300 texts (pg-named-statements.ts), which the files before it would have used up;
 * - a file that loads drizzle-kit's API, which adds methods to `Array.prototype` and
 *   `String.prototype` (pdf.js then refuses every PDF in the files after it).
 */
const filesNeedingFreshModules = [
  'apps/server/src/db/migrations-snapshot.test.ts',
  'apps/server/src/modules/auth/lockout.int.test.ts',
  'apps/server/src/modules/content/processing/image-bounds.test.ts',
  'apps/server/src/platform/db/kept-statements.int.test.ts',
];

export default defineConfig({
  test: {
    reporters: ['default', './scripts/unfinished-files-reporter.ts'],
    // Vitest keeps a core for its own process by default, which on CI's two cores ran every file
    // in one fork while the other core waited: `npm test` took 15-17 minutes, with two forks 10.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'web',
          include: [
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/web/e2e/support/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'payments-sandbox',
          include: ['apps/payments-sandbox/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...filesNeedingFreshModules],
          // A fork loads the server's modules once for all its files, not once per file: loading
          // them was 300 of the suite's 615 seconds (Vitest's "import" figure); the whole suite's
          // is 45 now. Each file still opens its own database and app.
          isolate: false,
          ...serverTests,
        },
      },
      {
        test: {
          name: 'server-isolated',
          include: filesNeedingFreshModules,
          ...serverTests,
        },
      },
    ],
  },
});
