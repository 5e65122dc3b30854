import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase, TestModule } from 'vitest/node';
import RetryReporter from './retry-reporter';

/** The parts of a finished Vitest test case the reporter reads. */
function finishedTest(options: {
  name: string;
  retryCount: number;
  state: 'passed' | 'failed';
  errors?: string[];
}): TestCase {
  return {
    fullName: options.name,
    module: { moduleId: path.join(process.cwd(), 'apps/web/e2e/some.e2e.ts') },
    diagnostic: () => ({ retryCount: options.retryCount }),
    result: () => ({
      state: options.state,
      errors: (options.errors ?? []).map((message) => ({ message })),
    }),
  } as unknown as TestCase;
}

const oneModule = [{}] as unknown as TestModule[];

function printedLines(run: (reporter: RetryReporter) => void): string[] {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const reporter = new RetryReporter();
  run(reporter);
  reporter.onTestRunEnd(oneModule);
  return log.mock.calls.map((call) => String(call[0]).trim()).filter(Boolean);
}

describe('e2e retry reporter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names a test that passed only on its retry, with the first attempt’s error', () => {
    const lines = printedLines((reporter) => {
      reporter.onTestCaseResult(finishedTest({ name: 'steady', retryCount: 0, state: 'passed' }));
      reporter.onTestCaseResult(
        finishedTest({
          name: 'suite > flaky one',
          retryCount: 1,
          state: 'passed',
          errors: ['page.waitForURL: Timeout 20000ms exceeded.\n  at somewhere'],
        }),
      );
    });
    expect(lines).toEqual([
      'e2e retried: apps/web/e2e/some.e2e.ts > suite > flaky one (passed on retry; first error: page.waitForURL: Timeout 20000ms exceeded.)',
      'e2e retried: 1 test(s) retried, 1 passed only on retry',
    ]);
  });

  it('tells a test that failed every attempt apart from a flaky one', () => {
    const lines = printedLines((reporter) => {
      reporter.onTestCaseResult(
        finishedTest({ name: 'broken', retryCount: 1, state: 'failed', errors: ['boom'] }),
      );
    });
    expect(lines[0]).toContain('broken (failed every attempt; first error: boom)');
    expect(lines[1]).toBe('e2e retried: 1 test(s) retried, 0 passed only on retry');
  });

  it('says so when nothing was retried', () => {
    const lines = printedLines((reporter) => {
      reporter.onTestCaseResult(finishedTest({ name: 'steady', retryCount: 0, state: 'passed' }));
    });
    expect(lines).toEqual(['e2e retried: none (every test passed or failed on its first attempt)']);
  });
});
