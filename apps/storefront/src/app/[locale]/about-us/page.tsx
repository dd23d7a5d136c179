import { setRequestLocale } from 'next-intl/server';
import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { asLocale } from '@/i18n/locale';

export const generateMetadata = infoPageMetadata('about-us');

export default async function AboutUsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <InfoPage slug="about-us" locale={locale} />;
}
