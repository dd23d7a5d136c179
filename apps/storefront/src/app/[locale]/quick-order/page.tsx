import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuickOrderPage } from '@/features/quick-order/components/quick-order-page';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'quickOrder.page' });
  // A working form, the same for every visitor: nothing for a search engine to keep.
  return pageMetadata({
    title: t('title'),
    description: t('intro'),
    path: '/quick-order',
    locale,
    noIndex: true,
  });
}

export default async function QuickOrderRoute({ params }: LocaleRouteProps) {
  return <QuickOrderPage locale={await routeLocale(params)} />;
}
