import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { GiftCardBalancePage } from '@/features/gift-cards/components/gift-card-balance-page';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { hasFeature } from '@/lib/commerce/capabilities';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'giftCard.balance' });
  // A form whose answer depends on a code: nothing for a search engine to keep.
  return pageMetadata({
    title: t('title'),
    description: t('intro'),
    path: '/gift-card-balance',
    locale,
    noIndex: true,
  });
}

export default async function GiftCardBalanceRoute({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  // Without the gift card plugin there is no balance to check: the page does not exist.
  if (!(await hasFeature('giftCards'))) notFound();
  return <GiftCardBalancePage locale={locale} />;
}
