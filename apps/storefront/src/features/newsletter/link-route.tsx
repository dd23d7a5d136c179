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
import type { LinkKind, LinkScope } from './link-kind';

/**
 * The pages the newsletter mails link to (/newsletter/confirm and /newsletter/unsubscribe, with the
 * token in ?token=), and likewise the stock alerts' (/stock-alerts/…): never indexed, and not there
 * at all when the backend has no such plugin.
 * The page is the same for every token (cached); the button reads the token in the browser.
 */
/** Each scope's pages: its path, its page words and its messages for the button. */
const SCOPES = {
  newsletter: { path: '/newsletter', pages: 'newsletter.pages' },
  stockAlerts: { path: '/stock-alerts', pages: 'product.stockAlertPages' },
} as const;

export function linkMetadata(kind: LinkKind, scope: LinkScope = 'newsletter') {
  return async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
    const locale = await routeLocale(params);
    const namespace = `${SCOPES[scope].pages}.${kind}` as 'newsletter.pages.confirm';
    const t = await getTranslations({ locale, namespace });
    return pageMetadata({ title: t('title'), path: `${SCOPES[scope].path}/${kind}`, locale, noIndex: true });
  };
}

export async function LinkRoute({
  params,
  kind,
  scope = 'newsletter',
}: LocaleRouteProps & { kind: LinkKind; scope?: LinkScope }) {
  const locale = await routeLocale(params);
  if (!(await hasFeature(scope))) notFound();
  const t = await getTranslations(`${SCOPES[scope].pages}.${kind}` as 'newsletter.pages.confirm');
  return (
    <main>
      <PageHeading title={t('title')} intro={t('intro')} locale={locale} />
      <RouteMessages route={scope === 'stockAlerts' ? 'stockAlertLink' : 'newsletterLink'}>
        <Suspense>
          <LinkAction kind={kind} scope={scope} />
        </Suspense>
      </RouteMessages>
    </main>
  );
}
