/** Types of accept-language.mjs (plain JavaScript, used by the production server's page cache). */

export function acceptLanguageLocale(header: string): string;
