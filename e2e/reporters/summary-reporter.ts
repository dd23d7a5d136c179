import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints one machine-readable line at the end of a run, e.g.
 * `e2e summary: status=passed passed=5 failed=0 flaky=0 skipped=0 duration=12.3s`.
 * scripts/test.mjs reads this line to count the e2e results. It runs before the `list` reporter's
 * summary, so Playwright's usual closing lines stay last.
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'unexpected') counts.failed++;
      else if (outcome === 'flaky') counts.flaky++;
      else counts.skipped++;
    }
    const fields = Object.entries(counts).map(([key, value]) => `${key}=${value}`);
    const duration = `${(result.duration / 1000).toFixed(1)}s`;
    console.log(`\ne2e summary: status=${result.status} ${fields.join(' ')} duration=${duration}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
