import { setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/features/content/components/contact-page';
import { asLocale } from '@/i18n/locale';

// /contact-us shows /contact's page; its metadata names /contact as the canonical address.
export { generateMetadata } from '../contact/page';

export default async function ContactUsRoute({ params }: { params: Promise<{ locale: string }> }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <ContactPage locale={locale} path="/contact-us" />;
}
