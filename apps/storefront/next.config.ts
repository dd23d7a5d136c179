import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** The embedded backend's origin (from GQL_HOST), read when the server starts. */
const commerceOrigin = new URL(process.env.GQL_HOST ?? 'http://127.0.0.1:4000/graphql').origin;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Store images are served on the shop's own origin (lib/commerce/media-url.ts explains why).
  async rewrites() {
    return [{ source: '/media/:path*', destination: `${commerceOrigin}/media/:path*` }];
  },
};

export default withNextIntl(nextConfig);
