import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { HSTS_VALUE, STATIC_SECURITY_HEADERS } from './src/lib/security/headers';

/**
 * Messages are compiled when the shop is built (each ICU message to a small syntax tree), so the
 * browser gets next-intl's formatter without the ICU parser, about 12 KiB gzip off every page.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The shop's own artwork (the home page's hero) as AVIF where the browser takes it, else WebP:
  // the optimiser encodes each size once and keeps it (store images come as WebP from /media).
  images: { formats: ['image/avif', 'image/webp'] },
  // Rules shared with the backend ship as TypeScript source (packages/shop-rules).
  transpilePackages: ['@ppe/shop-rules'],
  // Pages and data cached per backend and settings, in memory: a page rendered from one backend is
  // never served by a process talking to another (src/lib/cache/backend-cache-handler.mjs).
  // Next resolves the path from the app's folder, like the message catalogue's above.
  cacheHandler: join(process.cwd(), 'src/lib/cache/backend-cache-handler.mjs'),
  // Every response (pages, API routes, images, assets); pages add their nonce'd CSP in src/proxy.ts.
  async headers() {
    const all = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: '/:path*', headers: all },
      // HSTS only over HTTPS (behind the TLS-terminating proxy) and never from `next dev` on http.
      ...(process.env.NODE_ENV === 'production'
        ? [
            {
              source: '/:path*',
              has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
              headers: [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }],
            },
          ]
        : []),
    ];
  },
};

export default withNextIntl(nextConfig);
