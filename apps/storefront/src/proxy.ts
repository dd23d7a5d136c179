import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from '@/i18n/routing';

const handleLocale = createMiddleware(routing);

/**
 * Every page request: next-intl picks the locale (route, then the i18n_redirected cookie, then
 * the browser's Accept-Language) and redirects or rewrites.
 */
export function proxy(request: NextRequest) {
  return handleLocale(request);
}

export const config = {
  // Pages only: Next's assets, API routes and files with an extension (robots.txt, sitemap.xml, images).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
