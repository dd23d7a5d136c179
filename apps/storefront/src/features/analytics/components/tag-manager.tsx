'use client';

import { lazy, Suspense, useEffect } from 'react';

const GtmScript = lazy(() => import('./gtm-script'));

/**
 * Google Tag Manager, loaded after the page is interactive (never blocking rendering). Page views
 * are pushed by the navigation feature's route observer.
 */
export function TagManager({ containerId }: { containerId: string }) {
  useEffect(() => {
    const win = window as Window & { dataLayer?: unknown[] };
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }, []);
  return (
    <Suspense fallback={null}>
      <GtmScript containerId={containerId} />
    </Suspense>
  );
}
