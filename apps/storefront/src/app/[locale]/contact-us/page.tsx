import { ContactPage } from '@/features/content/components/contact-page';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';

// /contact-us shows /contact's page; its metadata names /contact as the canonical address.
export { generateMetadata } from '../contact/page';

export default async function ContactUsRoute({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  return <ContactPage locale={locale} path="/contact-us" />;
}
