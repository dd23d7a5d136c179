/**
 * The shop's security headers. Pages get a Content-Security-Policy with a fresh nonce per request
 * (set by src/proxy.ts, which Next reads to put the nonce on its own scripts; a page served again
 * from the production server's cache gets a new one written in, src/server/page-cache.mjs); every
 * response, pages, API routes, images and assets, gets the static ones from next.config.ts.
 *
 * The policy blocks what an injected `<script>` would do: scripts run only with this request's
 * nonce or when loaded by a script that had it ('strict-dynamic': Next's chunks, the Tag Manager
 * loader and Stripe.js are all added by nonce'd code). Host lists beside it are for browsers that
 * predate 'strict-dynamic' and ignored by the others. Styles allow 'unsafe-inline': React and
 * next/font write style attributes, which a nonce cannot cover, and CSS cannot run code.
 */

/** Tag Manager's loader and what its default tags (Google Analytics 4) reach. */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: [],
};

/** What Stripe documents for Stripe.js and the Payment Element (docs.stripe.com/security/guide#content-security-policy). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

export interface CspOptions {
  /** This response's nonce (base64). */
  nonce: string;
  /** `next dev`: React's dev tools evaluate code and the dev server talks over a WebSocket. */
  dev: boolean;
  /** A Tag Manager container is configured (GTM_ID). */
  gtm: boolean;
  /** The page may load Stripe.js (the checkout, on a backend that can hand out Stripe keys). */
  stripe: boolean;
  /** Served over HTTPS: stray http:// subresources are upgraded instead of loaded in clear. */
  https: boolean;
  /** Origins of the backend's own images, allowed whatever their scheme (backendImageOrigins). */
  imageOrigins?: readonly string[];
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

export function contentSecurityPolicy(options: CspOptions): string {
  const { nonce, dev, gtm, stripe, https, imageOrigins = [] } = options;
  const pick = (key: 'script' | 'connect' | 'frame') => [
    ...(gtm ? GTM[key] : []),
    ...(stripe ? STRIPE[key] : []),
  ];
  const directives = [
    directive('default-src', ["'self'"]),
    directive('script-src', [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...pick('script'),
      ...(dev ? ["'unsafe-eval'"] : []),
    ]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    // Any HTTPS image: a WooCommerce site's uploads often live on a CDN of its own, and an image
    // cannot run code. The embedded backend's come through the shop's own /media. The backend's
    // own origin besides, on whatever scheme it runs: a local or staging WordPress serves its
    // uploads over http.
    directive('img-src', ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins]),
    directive('font-src', ["'self'"]),
    directive('connect-src', ["'self'", ...pick('connect'), ...(dev ? ['ws:', 'wss:'] : [])]),
    directive('frame-src', ["'self'", ...pick('frame')]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/**
 * Where the backend's images come from: the origin of its GraphQL endpoint (GQL_HOST; WooCommerce
 * links its uploads as `<site>/wp-content/uploads/…` on the site's own scheme, http on a local or
 * staging site) and of each URL in `mediaUrls` (STORE_MEDIA_URL, comma-separated: an uploads host
 * or CDN of the site's own). Only http and https origins; anything else, or no URL, is left out.
 */
export function backendImageOrigins(graphqlEndpoint: string, mediaUrls: string | undefined): string[] {
  const urls = [graphqlEndpoint, ...(mediaUrls ?? '').split(',')];
  const origins = urls.flatMap((value) => {
    const text = value.trim();
    if (!text || !URL.canParse(text)) return [];
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
  });
  return [...new Set(origins)];
}

/** An unguessable nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce of a Content-Security-Policy value (`'nonce-…'` in script-src), or undefined. */
export function nonceOf(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/** One year, subdomains included: what browsers' preload lists expect. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Headers every response carries (next.config.ts). No page of the shop is meant to be framed:
 * X-Frame-Options for browsers without frame-ancestors. Permissions the shop never uses are off;
 * payment stays with the shop and Stripe's frames (the Payment Element's wallets).
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://js.stripe.com")',
};

/**
 * Whether the backend may hand out Stripe keys: only WooNuxt Settings carries them
 * (`woonuxtSettings.stripeSettings`), so a STORE_PLUGIN_FEATURES without `woonuxt` rules Stripe out;
 * discovered features are not known here, so Stripe stays allowed on the checkout then.
 */
export function stripePossible(featureSetting: string | undefined): boolean {
  const setting = featureSetting?.trim();
  if (!setting || setting === 'all') return true;
  return setting
    .split(',')
    .map((name) => name.trim())
    .includes('woonuxt');
}

/** The checkout in any locale (`/checkout`, `/de-DE/checkout/…`): the only pages that load Stripe.js. */
export function isCheckoutPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2}-[A-Z]{2})?\/checkout(?:\/|$)/.test(pathname);
}

export interface PageHeaderOptions extends CspOptions {
  /** `next start` (HSTS only then: a development server on http must stay reachable). */
  production: boolean;
}

/** The per-request headers of a page: the nonce'd policy and, in production over HTTPS, HSTS. */
export function pageSecurityHeaders(options: PageHeaderOptions): Record<string, string> {
  const { production, ...csp } = options;
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp),
    ...(production && csp.https ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}
