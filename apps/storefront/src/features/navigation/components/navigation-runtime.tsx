import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { gtmContainerId } from '@/config/analytics';
import { AnalyticsTags } from '@/features/analytics/components/analytics-tags';
import { runningBuildId } from '../build-id';
import { DeploymentGuard } from './deployment-guard';
import { EarlyTaps } from './early-taps';
import { LinkNavigation } from './link-navigation';
import { NavigationProgress } from './navigation-progress';
import { RouteObserver } from './route-observer';

/**
 * What every page gets for navigation (spec sections 4, 8 and 9): client-side navigation for the
 * shop's links, the keeper of taps made before the page is interactive (its script first in the
 * body, so it is in place before anything can be pressed), the loading
 * indicator, the new-deploy watch, the route observer (indicator end, page views) and, when
 * configured, the tag manager. Chunk-load recovery and navigation starts run earlier, from
 * src/instrumentation-client.ts.
 * Mounted once by the locale layout.
 */
export async function NavigationRuntime({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'common.navigation' });
  const containerId = gtmContainerId();
  return (
    <>
      <LinkNavigation />
      <EarlyTaps />
      <NavigationProgress label={t('loading')} />
      <DeploymentGuard buildId={runningBuildId()} />
      <AnalyticsTags containerId={containerId} />
      <Suspense fallback={null}>
        <RouteObserver analytics={containerId !== null} locale={locale} />
      </Suspense>
    </>
  );
}
