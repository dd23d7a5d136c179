import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';

export const generateMetadata = infoPageMetadata('about-us');

export default async function AboutUsPage({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  return <InfoPage slug="about-us" locale={locale} />;
}
