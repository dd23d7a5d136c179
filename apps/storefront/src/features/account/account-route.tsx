import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { RouteMessages } from '@/i18n/route-messages';
import { hasFeature } from '@/lib/commerce/capabilities';
import { pageMetadata } from '@/lib/seo/metadata';
import { AccountFeatures } from './account-features';
import { AccountFrame } from './components/account-frame';

export type AccountTitle = 'myAccount' | 'orders' | 'editAccount' | 'lostPassword' | 'wishlist';

export interface AccountRouteProps {
  params: Promise<{ locale: string }>;
}

/**
 * The account routes' metadata and page: the same page for everyone (cached), its body a client
 * island that reads who is signed in in the browser; never indexed.
 */
export function accountMetadata(titleKey: AccountTitle, path: string) {
  return async function generateMetadata({ params }: AccountRouteProps): Promise<Metadata> {
    const { locale } = await params;
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'account.meta' });
    return pageMetadata({ title: t(titleKey), path, locale, noIndex: true });
  };
}

/**
 * An account route's page: the frame and the client body, for the locale of the URL, told which
 * plugin features the backend has (a tab of their own).
 */
export async function AccountRoute({
  params,
  titleKey,
  children,
}: AccountRouteProps & { titleKey: AccountTitle; children: ReactNode }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const giftCards = await hasFeature('giftCards');
  return (
    <AccountFrame locale={locale} titleKey={titleKey}>
      <AccountFeatures features={{ giftCards }}>
        <RouteMessages route="account">
          <Suspense>{children}</Suspense>
        </RouteMessages>
      </AccountFeatures>
    </AccountFrame>
  );
}
