/**
 * Names every e2e test that needed its second attempt. The config retries a failed test once as a
 * safety net; without this a flaky spec would pass silently and the flakiness would come back
 * unnoticed. Prints one `e2e retried: <file> > <test>` line per such test (with the first
 * attempt's error) and a closing count, and a run that retried nothing says so.
 */
import path from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

interface Retried {
  name: string;
  passed: boolean;
  retries: number;
  firstError: string;
}

function firstLine(text: string | undefined): string {
  return (text ?? 'no error recorded').split('\n')[0]!.slice(0, 300);
}

export default class RetryReporter implements Reporter {
  private readonly retried: Retried[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const { retryCount } = testCase.diagnostic() ?? { retryCount: 0 };
    if (retryCount === 0) return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    const result = testCase.result();
    this.retried.push({
      name: `${file} > ${testCase.fullName}`,
      passed: result.state === 'passed',
      retries: retryCount,
      // Vitest keeps the failed attempts' errors on a test that passed on retry.
      firstError: firstLine(result.errors?.[0]?.message),
    });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    if (this.retried.length === 0) {
      console.log('\ne2e retried: none (every test passed or failed on its first attempt)');
      return;
    }
    console.log('');
    for (const test of this.retried) {
      const outcome = test.passed ? 'passed on retry' : 'failed every attempt';
      console.log(`e2e retried: ${test.name} (${outcome}; first error: ${test.firstError})`);
    }
    const flaky = this.retried.filter((test) => test.passed).length;
    console.log(
      `e2e retried: ${this.retried.length} test(s) retried, ${flaky} passed only on retry`,
    );
  }
}
