/**
 * Names every test file that began and never finished. When a test fork dies (a native crash,
 * say), Vitest counts an error and drops the file from its totals without naming it; this prints
 * `unfinished test file: <file> (after N tests reported)` for each such file, so the next crash
 * says where it happened.
 */
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class UnfinishedFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const testModule of testModules) {
      const state = testModule.state();
      if (state !== 'pending' && state !== 'queued') continue;
      const reported = [...testModule.children.allTests()].filter(
        (test) => test.result().state !== 'pending',
      ).length;
      const file = path.relative(process.cwd(), testModule.moduleId);
      console.log(`unfinished test file: ${file} (after ${reported} tests reported)`);
    }
  }
}
