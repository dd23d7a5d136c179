/**
 * CORS and the request origin, as WPGraphQL + WooGraphQL + Headless Login answer them
 * (AxeWP/wp-graphql-headless-login src/Auth/Request.php, response_headers_to_send and
 * authenticate_origin_on_request): WPGraphQL allows Authorization and Content-Type, Headless
 * Login adds its token headers, WooGraphQL adds woocommerce-session (allowed and exposed).
 *
 * The allowed origins are this backend's own address (Headless Login always allows the site's
 * URL) and COMMERCE_CORS_ORIGINS (its "additional authorized domains"). An allowed origin is
 * echoed, with Access-Control-Allow-Credentials only when COMMERCE_CORS_ALLOW_CREDENTIALS is on.
 * Any other origin gets "*" on a stock site; the full profile, once origins are listed, names
 * none, so a browser elsewhere cannot read the answer. With COMMERCE_CORS_BLOCK_UNAUTHORIZED on,
 * a GraphQL request from anywhere else, or from nowhere (no Origin and no Referer: a server's
 * own request), is refused outright with 403.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { SchemaProfile } from '../graphql/profile.ts';

export interface CorsSettings {
  /** Headless Login's additional authorised domains (COMMERCE_CORS_ORIGINS), as origins. */
  origins: readonly string[];
  /** Headless Login's "Block unauthorized domains" (COMMERCE_CORS_BLOCK_UNAUTHORIZED). */
  blockUnauthorized: boolean;
  /** Headless Login's "Access-Control-Allow-Credentials" (COMMERCE_CORS_ALLOW_CREDENTIALS). */
  allowCredentials: boolean;
  /**
   * The storefront's origin (STOREFRONT_URL), allowed as the backend's own is on the full
   * profile, so its server passes "Block unauthorized domains" by naming itself; none on the
   * stock profile, where only listed origins pass.
   */
  storefront?: string | null;
}

/** Headless Login's refusal of a request from an origin it does not know, word for word. */
export const UNAUTHORIZED_ORIGIN = 'Unauthorized request origin.';

const ALLOW_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-WPGraphQL-Login-Token',
  'X-WPGraphQL-Login-Refresh-Token',
  'woocommerce-session',
].join(', ');

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const parsed = (value: string | undefined): URL | null => {
  if (!value?.trim()) return null;
  try {
    return new URL(value.trim());
  } catch {
    return null;
  }
};

/**
 * The allowed origin a request comes from, or null. The Origin header, else the Referer (as
 * Headless Login reads them). A stock site compares host names only and answers with the
 * allowed entry; the full profile asks for the same scheme, host and port.
 */
export function matchedOrigin(
  headers: IncomingHttpHeaders,
  allowed: readonly string[],
  profile: SchemaProfile,
): string | null {
  const from = parsed(first(headers.origin)) ?? parsed(first(headers.referer));
  if (!from) return null;
  return (
    allowed.find((origin) => {
      const candidate = parsed(origin);
      if (!candidate) return false;
      return profile === 'stock' ? candidate.hostname === from.hostname : candidate.origin === from.origin;
    }) ?? null
  );
}

/** The site's own address first (Headless Login falls back to it), then the listed origins. */
export const allowedOrigins = (siteUrl: string, settings: CorsSettings): string[] => [
  ...new Set([
    new URL(siteUrl).origin,
    ...(settings.storefront ? [settings.storefront] : []),
    ...settings.origins,
  ]),
];

export function corsHeaders(
  headers: IncomingHttpHeaders,
  siteUrl: string,
  settings: CorsSettings,
  profile: SchemaProfile,
): Record<string, string> {
  const allowed = allowedOrigins(siteUrl, settings);
  const matched = matchedOrigin(headers, allowed, profile);
  const allowOrigin =
    matched ??
    (settings.blockUnauthorized
      ? allowed[0]
      : profile === 'stock' || settings.origins.length === 0
        ? '*'
        : undefined);
  const varies = !(allowed.length === 1 && allowOrigin === allowed[0]);
  return {
    ...(allowOrigin ? { 'access-control-allow-origin': allowOrigin } : {}),
    'access-control-allow-headers': ALLOW_HEADERS,
    ...(allowOrigin && allowOrigin !== '*' && settings.allowCredentials
      ? { 'access-control-allow-credentials': 'true' }
      : {}),
    ...(varies ? { vary: 'Origin' } : {}),
    'access-control-expose-headers': 'woocommerce-session',
    'access-control-max-age': '600',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * Whether allowed origins may send credentials when COMMERCE_CORS_ALLOW_CREDENTIALS is unset. On
 * the full profile, listing another storefront's origin is the owner's trust in it: such clients
 * (WooNuxt's browser calls, with `credentials: 'include'`) call with credentials. A stock site,
 * like Headless Login, needs its switch turned on.
 */
export const credentialsByDefault = (profile: SchemaProfile, listedOrigins: string): boolean =>
  profile === 'full' && listedOrigins.trim() !== '';

/**
 * What start-up says about these settings: who may read answers in a browser, and a warning
 * when credentials are allowed (a listed origin's pages may then send the shopper's cookies).
 */
export function corsStartupNote(settings: CorsSettings, profile: SchemaProfile) {
  const listed = settings.origins.join(', ');
  const allowed = [...(settings.storefront ? [settings.storefront] : []), ...settings.origins].join(', ');
  const readers = settings.blockUnauthorized
    ? `GraphQL requests from origins other than this backend's${allowed ? ` and ${allowed}` : ''}, and requests without an Origin, are refused with 403 (COMMERCE_CORS_BLOCK_UNAUTHORIZED=on); the storefront's server must send Origin: <SITE_URL>`
    : profile === 'stock' || !listed
      ? 'any origin may read answers without credentials (Access-Control-Allow-Origin: *)'
      : `only this backend's own origin and ${allowed} may read answers in a browser`;
  const credentials = settings.allowCredentials
    ? '; browsers on the allowed origins may send credentials (COMMERCE_CORS_ALLOW_CREDENTIALS)'
    : '';
  return {
    level: settings.allowCredentials ? 'warn' : 'info',
    message: `CORS: ${readers}${credentials}`,
  } as const;
}

/**
 * COMMERCE_CORS_ORIGINS: each entry an origin (scheme, host and port only, as a browser sends
 * it in the Origin header), e.g. "https://shop.example.com,http://localhost:3000".
 */
export function parseCorsOrigins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(
        `COMMERCE_CORS_ORIGINS: "${entry}" is not an origin; write each as scheme://host[:port], e.g. https://shop.example.com, separated by commas.`,
      );
    }
    return url.origin;
  });
}
