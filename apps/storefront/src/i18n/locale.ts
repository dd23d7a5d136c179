import { hasLocale } from 'next-intl';
import { type Locale, routing } from '@/i18n/routing';

/** The route's locale as a Locale (the layout has already refused unknown ones with a 404). */
export const asLocale = (locale: string): Locale =>
  hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
