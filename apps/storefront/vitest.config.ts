import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    maxWorkers: 2,
    // next-intl's proxy imports `next/server` without an extension, which Node's own ESM loader
    // cannot resolve (next has no exports map); bundled by Vite, it resolves as in the app.
    server: { deps: { inline: ['next-intl'] } },
  },
});
