import {
  addressInLanguage,
  DEFAULT_LANGUAGE,
  languageOfLocale,
  type StoreLanguage,
} from '@ppe/shop-rules/languages';

/**
 * The content language of the page the browser shows, from its <html lang> (the [locale] layout
 * writes the page's locale there): English where there is no page.
 */
export function pageLanguage(): StoreLanguage {
  return typeof document === 'undefined' ? DEFAULT_LANGUAGE : languageOfLocale(document.documentElement.lang);
}

/**
 * The same-origin route's address for a call from this page: it names the page's language as the
 * backend reads it (`?lang=de`), so the shop answers the cart, rates and payment methods in the
 * shopper's language. An English page calls the route as before, without it.
 */
export function routeAddressForPage(route: string): string {
  return addressInLanguage(route, pageLanguage());
}
