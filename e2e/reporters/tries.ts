// One line at the end of every run naming each test that needed more than one try. CI runs with
// no retries, so there a flaky test is a red line; a local run with --retries still says which
// tests only passed the second time instead of hiding them in the count.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class TriesReporter implements Reporter {
  private readonly retried = new Map<string, number>();
  private ran = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    this.ran += 1;
    if (result.retry > 0) {
      const title = test.titlePath().filter(Boolean).join(" › ");
      this.retried.set(title, result.retry + 1);
    }
  }

  onEnd() {
    if (this.ran === 0) return;
    if (this.retried.size === 0) {
      console.log("Every test passed or failed at its first try.");
      return;
    }
    const list = [...this.retried].map(([title, tries]) => `${title} (${tries} tries)`);
    console.log(`Needed more than one try: ${list.join("; ")}`);
  }

  printsToStdio() {
    return false;
  }
}
