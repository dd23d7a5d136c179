/** Types of locales.mjs (plain JavaScript, shared with the production server's page cache). */

export const LOCALES: readonly ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR'];
export const DEFAULT_LOCALE: 'en-US';
