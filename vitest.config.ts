import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/unfinished-files-reporter.ts'],
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
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
