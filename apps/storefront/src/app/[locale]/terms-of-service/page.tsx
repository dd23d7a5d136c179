import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';

export const generateMetadata = infoPageMetadata('terms-of-service');

export default async function TermsOfServicePage({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  return <InfoPage slug="terms-of-service" locale={locale} />;
}
