import type { Page } from '@playwright/test';
import { NavigationRuntime } from '../pages/navigation';

/** The page's scripts (the stylesheets, which sit beside them, still load: the page shows). */
const SCRIPTS = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');

/**
 * A slow phone: the server-rendered page is on screen and takes keys, but its scripts have not
 * arrived, so React has not taken the page over yet. Opens `path` that way and returns `ready`,
 * which lets the scripts through and waits until the page is interactive.
 */
export async function openBeforeScripts(page: Page, path: string): Promise<{ ready: () => Promise<void> }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return {
    ready: async () => {
      // Held scripts go on, and later ones pass straight through the settled hold.
      release();
      await new NavigationRuntime(page).waitUntilHydrated();
      await page.waitForLoadState('networkidle');
    },
  };
}
