'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { routeKey } from '../link-click';
import { routeRendered } from '../runtime';

/** The page-view code comes only to a shop with a tag manager configured. */
const loadPageView = () => import('@/features/analytics/page-view');

/**
 * Notices each route the shopper sees (the first page included): the navigation to it is over
 * (the loading indicator finishes), and, when analytics is on, a `page_view` goes to the tag
 * manager. Reads the query, so it is rendered inside a Suspense boundary (pages stay static).
 */
export function RouteObserver({ analytics, locale }: { analytics: boolean; locale: string }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    routeRendered(pathname, search);
    if (!analytics) return;
    const key = routeKey(pathname, search);
    const href = window.location.href;
    // Leaving the route before its title arrived still counts its view (the cleanup flushes it).
    let flush: (() => void) | undefined;
    let left = false;
    void loadPageView().then(({ pushPageView, whenTitled }) => {
      const push = () => pushPageView(key, { href, locale });
      if (left) push();
      else flush = whenTitled(push);
    });
    return () => {
      left = true;
      flush?.();
    };
  }, [pathname, search, analytics, locale]);
  return null;
}
