'use client';

import { useEffect } from 'react';
import { BUILD_CHECK_INTERVAL_MS, BUILD_ENDPOINT, createBuildWatcher, readBuildAnswer } from '../build-check';
import { interceptLinkClickWhenOutdated, markBuildOutdated } from '../runtime';

async function fetchRunningBuild(): Promise<string | null> {
  const response = await fetch(BUILD_ENDPOINT, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  return response.ok ? readBuildAnswer(await response.json()) : null;
}

/**
 * Watches for a newer deploy (../build-check.ts): asks the server for its build every hour and
 * when the tab returns after more than an hour hidden; once the build differs from `buildId` (the
 * one this page was rendered by), the next navigation inside the shop is a full page load.
 */
export function DeploymentGuard({ buildId }: { buildId: string | null }) {
  useEffect(() => {
    if (!buildId) return;
    const watcher = createBuildWatcher({ buildId, fetchBuildId: fetchRunningBuild });
    const settle = (check: Promise<boolean> | null) => {
      void check?.then((outdated) => {
        if (outdated) markBuildOutdated();
      });
    };
    const timer = window.setInterval(() => settle(watcher.check()), BUILD_CHECK_INTERVAL_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') watcher.hidden();
      else settle(watcher.visible());
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('click', interceptLinkClickWhenOutdated, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('click', interceptLinkClickWhenOutdated, true);
    };
  }, [buildId]);
  return null;
}
