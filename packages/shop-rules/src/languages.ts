/**
 * The store's content languages, named by their WPML language codes (WPML and Polylang use the
 * same lower-case codes, with pt-br for Brazilian Portuguese). The storefront asks for one with
 * the `lang` request parameter, as WPML's "language as a parameter" mode and Polylang's `lang`
 * query variable do; a WordPress site without a multilingual plugin ignores it and answers in
 * its own language.
 */
export const STORE_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt-br'] as const;

export type StoreLanguage = (typeof STORE_LANGUAGES)[number];

/** The language content is written in when no translation exists. */
export const DEFAULT_LANGUAGE: StoreLanguage = 'en';

/** The request parameter that names the language (WPML and Polylang: `lang`). */
export const LANGUAGE_PARAMETER = 'lang';

/** `value` as a store language, or null when it names none (WPML ignores unknown codes too). */
export function asStoreLanguage(value: string | null | undefined): StoreLanguage | null {
  const code = value?.trim().toLowerCase();
  return (STORE_LANGUAGES as readonly string[]).includes(code ?? '') ? (code as StoreLanguage) : null;
}

/** The content language of a storefront locale (BCP 47, such as de-DE or pt-BR). */
export function languageOfLocale(locale: string): StoreLanguage {
  const lower = locale.toLowerCase();
  return asStoreLanguage(lower) ?? asStoreLanguage(lower.split('-')[0]) ?? DEFAULT_LANGUAGE;
}

/**
 * `address` asking for content in `language`: the `lang` parameter added to its query. English asks
 * exactly as before, without it, so an English request is byte for byte what it always was.
 */
export function addressInLanguage(address: string, language: StoreLanguage): string {
  if (language === DEFAULT_LANGUAGE) return address;
  const [path, query] = address.split('?', 2) as [string, string | undefined];
  const parameters = new URLSearchParams(query);
  parameters.set(LANGUAGE_PARAMETER, language);
  return `${path}?${parameters}`;
}

/**
 * The locale (BCP 47) of each content language: the storefront's locale, whose prefix its pages'
 * addresses carry, and how mails in that language write money, dates and countries.
 */
export const LANGUAGE_LOCALES: Record<StoreLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  'pt-br': 'pt-BR',
};

/**
 * A storefront page's address in `language`, for the links mails carry: `/de-DE/cart` in German,
 * `/cart` in English, whose pages have no prefix (the storefront's 'as-needed' locale prefixes).
 * A mail in German then opens the page in German, whatever language the browser it opens in prefers.
 */
export function storefrontPageIn(storefrontUrl: string, language: StoreLanguage, path: string): string {
  const prefix = language === DEFAULT_LANGUAGE ? '' : `/${LANGUAGE_LOCALES[language] ?? ''}`;
  return `${storefrontUrl}${prefix}${path}`;
}
