// Prints one closing line "vitest: N passed, N failed, N skipped" that CI can read whatever the runner.
import type { Reporter, TestCase } from 'vitest/node';

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

  onTestRunEnd() {
    process.stdout.write(`\nvitest: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped\n`);
  }
}
