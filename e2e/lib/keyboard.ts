import { expect, type Locator, type Page } from '@playwright/test';

/** The focused element as a keyboard user meets it: who it is, what it is called, whether its focus shows. */
interface Focused {
  /** Stable per element for the page's life, to tell a new stop from the same one. */
  id: number;
  label: string;
  /** An outline or a box-shadow is drawn on the control or on what stands for it (its label, its pill). */
  ringShown: boolean;
}

type FocusWindow = Window & { __e2eFocusIds?: WeakMap<Element, number>; __e2eFocusCount?: number };

async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const marked = window as FocusWindow;
    marked.__e2eFocusIds = marked.__e2eFocusIds ?? new WeakMap();
    const ids = marked.__e2eFocusIds;
    if (!ids.has(element)) {
      marked.__e2eFocusCount = (marked.__e2eFocusCount ?? 0) + 1;
      ids.set(element, marked.__e2eFocusCount);
    }
    const drawsRing = (node: Element | null | undefined) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (style.opacity === '0' || style.visibility === 'hidden' || box.width < 2 || box.height < 2)
        return false;
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A control drawn by something else (a hidden radio under its pill, an input inside a framed field).
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    const stands = [element, element.nextElementSibling, element.parentElement, ...labels];
    const label =
      element.getAttribute('aria-label') ??
      labels[0]?.textContent?.trim() ??
      (element.textContent?.trim() || element.getAttribute('placeholder') || element.tagName.toLowerCase());
    return { id: ids.get(element) ?? 0, label: label.slice(0, 60), ringShown: stands.some(drawsRing) };
  });
}

/** Whether the element `target` finds (any of them) has the focus. */
const hasFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Presses `key` until `target` has the focus, at most `max` times. Every stop on the way must show
 * its focus, and each press must move the focus on (a control that keeps it is a focus trap).
 * Fails naming the stops passed, so a missing or unreachable control is easy to find.
 */
export async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  max: number,
): Promise<void> {
  const passed: string[] = [];
  let previous = await focused(page);
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(key);
    // Focus on an island on demand wakes it: its live code replaces the server's HTML and takes the
    // focus over (components/island-on-demand.tsx). Read the focus once that is done.
    await expect(page.locator('[data-island-waking]')).toHaveCount(0);
    const now = await focused(page);
    passed.push(now?.label ?? '(outside the page)');
    if (now) {
      expect(now.ringShown, `the focus shows on "${now.label}"`).toBe(true);
      expect(now.id === previous?.id, `${key} moves the focus on from "${now.label}"`).toBe(false);
    }
    previous = now;
    if (await hasFocus(target)) return;
  }
  throw new Error(
    `${max} presses of ${key} did not reach ${target}; the focus went through: ${passed.join(' → ')}`,
  );
}

/** Tabs (or with `backwards`, Shift+Tabs) to the control `target` names by role and accessible name. */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await pressUntilFocused(page, backwards ? 'Shift+Tab' : 'Tab', target, max);
}
