import 'server-only';
import { DEFAULT_LANGUAGE, languageOfLocale, type StoreLanguage } from '@ppe/shop-rules/languages';
import { unstable_rethrow } from 'next/navigation';
import { getLocale } from 'next-intl/server';

/**
 * The content language the backend is asked for on the server: that of `locale` when the caller
 * knows it (a route handler reads it from its request), else that of the locale the page renders in,
 * as next-intl knows it (the [locale] route's setRequestLocale, or the locale the proxy chose).
 * Outside a page (the sitemap, a route handler that names no locale) that is the default locale.
 */
export async function contentLanguage(locale?: string): Promise<StoreLanguage> {
  if (locale) return languageOfLocale(locale);
  try {
    return languageOfLocale(await getLocale());
  } catch (error) {
    // Next's own signals (a page turning dynamic) must reach Next; anything else means there is
    // no request whose locale could be read (a script, a test), and the store's language is meant.
    unstable_rethrow(error);
    return DEFAULT_LANGUAGE;
  }
}
