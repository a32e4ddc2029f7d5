// Closes a Playwright run with one line "playwright: N passed, N failed, N skipped", the shape of the vitest
// summary (summary-reporter.ts) that CI reads. Tests a failed start or an interruption kept from finishing count
// as failed.
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';

export default class PlaywrightSummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onEnd(result: FullResult) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = this.outcome(test, result);
      if (outcome === 'passed') passed += 1;
      else if (outcome === 'failed') failed += 1;
      else skipped += 1;
    }
    process.stdout.write(`\nplaywright: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  private outcome(test: TestCase, result: FullResult): 'passed' | 'failed' | 'skipped' {
    if (test.results.length === 0) return result.status === 'passed' ? 'skipped' : 'failed';
    if (test.results.at(-1)?.status === 'interrupted') return 'failed';
    const outcome = test.outcome();
    if (outcome === 'expected' || outcome === 'flaky') return 'passed';
    if (outcome === 'skipped') return 'skipped';
    return 'failed';
  }

  printsToStdio() {
    return false;
  }
}
