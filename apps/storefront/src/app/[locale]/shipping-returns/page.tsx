import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { asLocale } from '@/i18n/locale';

export const generateMetadata = infoPageMetadata('shipping-returns');

export default async function ShippingReturnsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <InfoPage slug="shipping-returns" locale={locale} />;
}
