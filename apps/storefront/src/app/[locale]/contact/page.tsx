import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactPage } from '@/features/content/components/contact-page';
import { type LocaleRouteProps, routeLocale } from '@/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'content.contact' });
  // /contact and /contact-us show the same page; /contact is the canonical one.
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: '/contact', locale });
}

export default async function ContactRoute({ params }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  return <ContactPage locale={locale} path="/contact" />;
}
