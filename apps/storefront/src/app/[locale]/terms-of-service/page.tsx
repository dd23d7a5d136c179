import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { asLocale } from '@/i18n/locale';

export const generateMetadata = infoPageMetadata('terms-of-service');

export default async function TermsOfServicePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <InfoPage slug="terms-of-service" locale={locale} />;
}
