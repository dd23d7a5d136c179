/** The shop's public origin, for canonical URLs, hreflang and Open Graph (no trailing slash). */
export const siteUrl = (): string => (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

/** An absolute URL for structured data and Open Graph: same-origin paths (/media/…) get the shop's origin. */
export const absoluteUrl = (url: string): string => (url.startsWith('/') ? `${siteUrl()}${url}` : url);
