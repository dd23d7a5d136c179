import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/features/content/components/contact-page';
import { asLocale } from '@/i18n/locale';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'content.contact' });
  // /contact and /contact-us show the same page; /contact is the canonical one.
  return pageMetadata({ title: t('title'), description: t('metaDescription'), path: '/contact', locale });
}

export default async function ContactRoute({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return <ContactPage locale={locale} path="/contact" />;
}
