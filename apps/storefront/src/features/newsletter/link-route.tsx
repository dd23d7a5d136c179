import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHeading } from '@/components/page-heading';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { RouteMessages } from '@/i18n/route-messages';
import { hasFeature } from '@/lib/commerce/capabilities';
import { pageMetadata } from '@/lib/seo/metadata';
import { LinkAction } from './components/link-action';
import type { LinkKind } from './link-kind';

/**
 * The pages the newsletter mails link to (/newsletter/confirm and /newsletter/unsubscribe, with the
 * token in ?token=): never indexed, and not there at all when the backend has no newsletter plugin.
 * The page is the same for every token (cached); the button reads the token in the browser.
 */
export function linkMetadata(kind: LinkKind) {
  return async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale, namespace: `newsletter.pages.${kind}` });
    return pageMetadata({ title: t('title'), path: `/newsletter/${kind}`, locale, noIndex: true });
  };
}

export async function LinkRoute({ params, kind }: LocaleRouteProps & { kind: LinkKind }) {
  const locale = await routeLocale(params);
  if (!(await hasFeature('newsletter'))) notFound();
  const t = await getTranslations(`newsletter.pages.${kind}`);
  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <RouteMessages route="newsletterLink">
        <Suspense>
          <LinkAction kind={kind} />
        </Suspense>
      </RouteMessages>
    </main>
  );
}
