import { expect, type Locator } from '@playwright/test';

/**
 * An open drawer's overlay (the cart panel's, the mobile menu's) dims the page behind it with the
 * design's scrim (tokens.css `--color-scrim`), fully faded in, and is what a click beside the panel
 * lands on (at `point`, in the viewport).
 */
export async function expectDimmedOverlay(overlay: Locator, point: { x: number; y: number }): Promise<void> {
  await expect(overlay).toBeVisible();
  await expect.poll(() => overlay.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  const shown = await overlay.evaluate((element, { x, y }) => {
    // The token as the browser reads it, from an element that paints nothing but carries it.
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-scrim)';
    element.append(probe);
    const scrim = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return {
      background: getComputedStyle(element).backgroundColor,
      scrim,
      onTop: document.elementFromPoint(x, y) === element,
    };
  }, point);
  expect(shown.scrim, 'the scrim token').toMatch(/^rgba\(/);
  expect(shown.background, 'the overlay dims with the scrim').toBe(shown.scrim);
  expect(shown.onTop, 'the overlay is on top beside the panel').toBe(true);
}
