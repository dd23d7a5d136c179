// Plain JavaScript: the production server's page cache (src/server) reads it as well as the app.
// Types: locales.d.mts.

/** The shop's six locales (routing.ts). */
export const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR'];

/** The locale of URLs without a prefix, and of browsers that ask for none of the others. */
export const DEFAULT_LOCALE = 'en-US';
