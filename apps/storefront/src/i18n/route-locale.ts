import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale';
import type { Locale } from '@/i18n/routing';

/** The props Next passes to every page, layout and generateMetadata under app/[locale]. */
export interface LocaleRouteProps {
  params: Promise<{ locale: string }>;
}

/**
 * The locale a route renders in, registered with next-intl so its server helpers
 * (getTranslations without a locale) read it without a request-bound lookup.
 */
export async function routeLocale(params: LocaleRouteProps['params']): Promise<Locale> {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  return locale;
}
