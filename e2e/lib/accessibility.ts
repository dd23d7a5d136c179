import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The success criteria the shop promises to meet: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * 2.5.3 Label in Name (level A): a control's accessible name contains the words it shows (best
 * started with them), so a speech user can say what they see. axe-core still calls the rule
 * experimental and runs it only when asked: every scan asks.
 */
const LABEL_IN_NAME = 'label-content-name-mismatch';

/** Rule, impact and help page, then each failing element's selector and what is wrong with it. */
function report(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `  - ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Waits for the page's finite animations and transitions (a drawer sliding in, a panel fading in),
 * so colours are measured as the shopper finally sees them; endless ones (spinners) are left alone.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Scans the page as it is now (open menus and dialogs included) with axe-core against WCAG 2.1 A and
 * AA (Label in Name included), and fails on any serious or critical violation, naming each rule,
 * impact, element and help page. `state` names what the shopper is looking at, for the report.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  await test.step(`accessibility: ${state}`, async () => {
    await settle(page);
    const rules = { [LABEL_IN_NAME]: { enabled: true } };
    // options() replaces what withTags() sets, so it comes first.
    const results = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).analyze();
    const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
    // Soft: the journey goes on, so one run reports every state's violations, and the test still fails.
    expect.soft(report(blocking), `serious or critical accessibility violations on ${state}`).toBe('');
  });
}
