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
