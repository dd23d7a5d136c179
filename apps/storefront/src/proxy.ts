import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { gtmContainerId } from '@/config/analytics';
import { routing } from '@/i18n/routing';
import { shortPrefixTarget } from '@/i18n/short-prefix';
import { isHttpsRequest } from '@/lib/commerce/gateway/auth-cookies';
import { graphqlEndpoint } from '@/lib/commerce/server/endpoint';
import {
  backendImageOrigins,
  createNonce,
  isCheckoutPath,
  pageSecurityHeaders,
  stripePossible,
} from '@/lib/security/headers';

const handleLocale = createMiddleware(routing);

/**
 * Every page request: a fresh CSP nonce (lib/security/headers.ts), then next-intl picks the locale
 * (route, then the i18n_redirected cookie, then the browser's Accept-Language) and redirects or
 * rewrites. The policy goes on the request too: Next reads the nonce from the request's
 * Content-Security-Policy header and puts it on every script it renders. A page the production
 * server serves from its cache (src/server/page-cache.mjs) skips this: whatever this reads from the
 * request must be part of that cache's key.
 *
 * A language-only prefix (`/de/…`, i18n/short-prefix.ts) is sent on to its locale's prefix with the
 * rest of the path and the query, by a 308: the language always names the same locale, so search
 * engines may file the address under its target and browsers go there straight next time, and unlike
 * a 301 a form posted to it stays a POST. The target's own request then sets the locale cookie, as
 * any prefixed address does.
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
    imageOrigins: backendImageOrigins(graphqlEndpoint(), process.env.STORE_MEDIA_URL),
  });
  const csp = headers['Content-Security-Policy'] ?? '';
  // next-intl forwards the request's headers to the page it rewrites or continues to.
  request.headers.set('content-security-policy', csp);
  const response = languagePrefixRedirect(request) ?? handleLocale(request);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function languagePrefixRedirect(request: NextRequest): NextResponse | null {
  const pathname = shortPrefixTarget(request.nextUrl.pathname);
  if (!pathname) return null;
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return NextResponse.redirect(target, 308);
}

export const config = {
  // Pages only: Next's assets, API routes and files with an extension (robots.txt, sitemap.xml, images).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
