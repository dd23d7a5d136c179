/**
 * Detecting a newer deploy (spec sections 4 and 9): the page knows the build it was rendered by;
 * every hour, and when the tab comes back after being hidden for longer than that, it asks the
 * server which build is running. Once they differ, the next navigation inside the shop is a full
 * page load, so the shopper gets the new build's pages and scripts instead of a broken mix.
 */

/** Spec section 9: "outdated-build check every 3600000 ms". */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;

/** The route handler that reports the running build (src/app/api/build/route.ts). */
export const BUILD_ENDPOINT = '/api/build';

/** What the endpoint answers. */
export interface BuildAnswer {
  buildId: string | null;
}

/** The build id in an answer of the endpoint, or null for anything else. */
export function readBuildAnswer(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { buildId } = body as { buildId?: unknown };
  return typeof buildId === 'string' && buildId.trim() !== '' ? buildId.trim() : null;
}

/** Whether the server runs another build than the page's (unknown on either side: no). */
export function isOtherBuild(pageBuildId: string | null, runningBuildId: string | null): boolean {
  return Boolean(pageBuildId && runningBuildId && pageBuildId !== runningBuildId);
}

/** Whether coming back to a tab hidden since `hiddenAt` calls for a check now. */
export function checkDueOnVisible(
  hiddenAt: number | null,
  now: number,
  interval: number = BUILD_CHECK_INTERVAL_MS,
): boolean {
  return hiddenAt !== null && now - hiddenAt > interval;
}

export interface BuildWatcher {
  /** Whether a newer build has been seen (then stays true). */
  readonly outdated: boolean;
  /** Asks the server now; resolves to `outdated`. A failed request changes nothing. */
  check(): Promise<boolean>;
  /** The tab was hidden. */
  hidden(at?: number): void;
  /** The tab is visible again: checks when it was hidden longer than the interval. */
  visible(at?: number): Promise<boolean> | null;
}

export function createBuildWatcher({
  buildId,
  fetchBuildId,
  interval = BUILD_CHECK_INTERVAL_MS,
  now = Date.now,
}: {
  buildId: string | null;
  fetchBuildId: () => Promise<string | null>;
  interval?: number;
  now?: () => number;
}): BuildWatcher {
  let outdated = false;
  let hiddenAt: number | null = null;
  let pending: Promise<boolean> | null = null;

  const check = (): Promise<boolean> => {
    if (outdated || !buildId) return Promise.resolve(outdated);
    pending ??= fetchBuildId()
      .then((running) => {
        if (isOtherBuild(buildId, running)) outdated = true;
        return outdated;
      })
      .catch(() => outdated)
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    get outdated() {
      return outdated;
    },
    check,
    hidden(at = now()) {
      hiddenAt ??= at;
    },
    visible(at = now()) {
      const due = checkDueOnVisible(hiddenAt, at, interval);
      hiddenAt = null;
      return due ? check() : null;
    },
  };
}
