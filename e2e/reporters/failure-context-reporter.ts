import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of a page's content to read its alerts and headings, short enough for a CI log. */
const MAX_CHARS = 4_000;

/**
 * From Playwright's error context (markdown around a YAML accessibility snapshot), the parts that
 * explain a failure: the page's main landmark, and any alert, status or dialog outside it. The
 * header's and footer's links are left out.
 */
export function explainingParts(errorContext: string): string {
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1];
  if (!snapshot) return '';
  const lines = snapshot.split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  // The main landmark may sit inside generic containers: it ends where its indentation does.
  const start = lines.findIndex((line) => /^\s*- main\b/.test(line));
  const end =
    start < 0
      ? -1
      : lines.findIndex(
          (line, index) => index > start && line.trim() && indent(line) <= indent(lines[start] ?? ''),
        );
  const main = start < 0 ? [] : lines.slice(start, end < 0 ? undefined : end);
  const notices = lines.filter(
    (line, index) =>
      (index < start || index >= end) && /^\s*- (alert|status|dialog|alertdialog)\b/.test(line),
  );
  const text = [...main, ...notices].join('\n');
  return text.length > MAX_CHARS
    ? `${text.slice(0, MAX_CHARS)}\n… (${text.length - MAX_CHARS} more characters)`
    : text;
}

/**
 * Prints, at the end of a run, what each failed journey's page showed when it failed, from
 * Playwright's error context (the page's accessibility snapshot). A CI log is often all there is to read, and
 * the snapshot names the alert, heading or empty state that explains the failure; the trace and
 * screenshot stay in test-results/ for a local run.
 */
export default class FailureContextReporter implements Reporter {
  private readonly contexts: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((item) => item.name === 'error-context');
    const text = attachment?.path ? readText(attachment.path) : attachment?.body?.toString('utf8');
    const shown = text ? explainingParts(text) : '';
    if (!shown) return;
    this.contexts.push(
      `── page at failure: ${test.titlePath().slice(1).join(' › ')} (attempt ${result.retry + 1})\n${shown}`,
    );
  }

  onEnd(_result: FullResult): void {
    if (this.contexts.length > 0) console.log(`\n${this.contexts.join('\n\n')}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
