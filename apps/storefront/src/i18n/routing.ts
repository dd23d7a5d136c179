import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales.mjs';

/**
 * The shop's six locales. English URLs have no prefix (/products), the others do
 * (/de-DE/products). The choice is kept for a year in the cookie the spec names.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: 'i18n_redirected', maxAge: 365 * 24 * 60 * 60 },
});

export type Locale = (typeof routing.locales)[number];

/** Each locale's own name, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English (US)',
  'de-DE': 'Deutsch',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'pt-BR': 'Português (Brasil)',
};
