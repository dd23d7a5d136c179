import { InfoPage } from '@/features/content/components/info-page';
import { infoPageMetadata } from '@/features/content/info-route';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';

export const generateMetadata = infoPageMetadata('privacy-policy');

export default async function PrivacyPolicyPage({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  return <InfoPage slug="privacy-policy" locale={locale} />;
}
