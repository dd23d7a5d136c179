import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Pages and data cached per backend and settings, in memory: a page rendered from one backend is
  // never served by a process talking to another (src/lib/cache/backend-cache-handler.mjs).
  // Next resolves the path from the app's folder, like the message catalogue's above.
  cacheHandler: join(process.cwd(), 'src/lib/cache/backend-cache-handler.mjs'),
};

export default withNextIntl(nextConfig);
