// Prints one closing line "vitest: N passed, N failed, N skipped" that CI can read whatever the runner. A test file
// that fails before its tests run (an import that throws) and an error outside any test count as failures too.
import type { Reporter, SerializedError, TestCase, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestCaseResult(testCase: TestCase) {
    const state = testCase.result().state;
    if (state === 'passed') this.passed += 1;
    else if (state === 'failed') this.failed += 1;
    else this.skipped += 1;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const brokenFiles = testModules.filter((module) => module.errors().length > 0).length;
    const failed = this.failed + brokenFiles + unhandledErrors.length;
    const notes = [
      brokenFiles > 0 ? `${brokenFiles} test file(s) failed to run` : '',
      unhandledErrors.length > 0 ? `${unhandledErrors.length} error(s) outside tests` : '',
    ].filter(Boolean);
    process.stdout.write(
      `\nvitest: ${this.passed} passed, ${failed} failed, ${this.skipped} skipped` +
        `${notes.length > 0 ? ` (${notes.join(', ')})` : ''}\n`,
    );
  }
}
