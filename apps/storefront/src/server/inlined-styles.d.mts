/** Types of inlined-styles.mjs (plain JavaScript, used by the production server's page cache). */

export function withAbsoluteUrls(css: string, href: string): string;
export function buildStylesheets(staticDir: string): (href: string) => string | null;
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string | null,
): { html: string; inlined: Set<string> };
export function withoutStylesheetPreloads(value: string, inlined: ReadonlySet<string>): string;
