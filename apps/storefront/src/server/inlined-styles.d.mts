/** Types of inlined-styles.mjs (plain JavaScript, used by the production server's page cache). */

export function withAbsoluteUrls(css: string, href: string): string;
export function buildStylesheets(staticDir: string): (href: string) => string | null;
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string | null): string;
export function withoutStylesheetPreloads(
  value: string,
  readStylesheet: (href: string) => string | null,
): string;
