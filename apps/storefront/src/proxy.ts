import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { gtmContainerId } from '@/config/analytics';
import { routing } from '@/i18n/routing';
import { isHttpsRequest } from '@/lib/commerce/gateway/auth-cookies';
import { createNonce, isCheckoutPath, pageSecurityHeaders, stripePossible } from '@/lib/security/headers';

const handleLocale = createMiddleware(routing);

/**
 * Every page request: a fresh CSP nonce (lib/security/headers.ts), then next-intl picks the locale
 * (route, then the i18n_redirected cookie, then the browser's Accept-Language) and redirects or
 * rewrites. The policy goes on the request too: Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on every script it renders. A page the production
 * server serves from its cache (src/server/page-cache.mjs) skips this: whatever this reads from the
 * request must be part of that cache's key.
 */
export function proxy(request: NextRequest) {
  const https = isHttpsRequest(request.url, request.headers.get('x-forwarded-proto'));
  const headers = pageSecurityHeaders({
    nonce: createNonce(),
    dev: process.env.NODE_ENV === 'development',
    production: process.env.NODE_ENV === 'production',
    https,
    gtm: gtmContainerId() !== null,
    stripe: isCheckoutPath(request.nextUrl.pathname) && stripePossible(process.env.STORE_PLUGIN_FEATURES),
  });
  const csp = headers['Content-Security-Policy'] ?? '';
  // next-intl forwards the request's headers to the page it rewrites or continues to.
  request.headers.set('content-security-policy', csp);
  const response = handleLocale(request);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: Next's assets, API routes and files with an extension (robots.txt, sitemap.xml, images).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
