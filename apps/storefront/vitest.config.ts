import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import compile from 'icu-minify/compile';
import { defineConfig, type Plugin } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The message catalogues as the build gives them (next.config.ts precompiles them): each ICU
 * message compiled to its syntax tree, formatted by next-intl's compiled-message formatter on the
 * server and icu-minify's in the browser. Tests then word messages exactly as the shop does.
 */
function compiledMessages(): Plugin {
  const compileTree = (tree: unknown): unknown =>
    typeof tree === 'string'
      ? compile(tree)
      : Object.fromEntries(
          Object.entries(tree as Record<string, unknown>).map(([key, value]) => [key, compileTree(value)]),
        );
  return {
    name: 'compiled-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!/\/src\/messages\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileTree(JSON.parse(source))), map: null };
    },
  };
}

export default defineConfig({
  plugins: [compiledMessages()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'use-intl/format-message': require.resolve('use-intl/format-message/format-only'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    maxWorkers: 2,
    // next-intl's proxy imports `next/server` without an extension, which Node's own ESM loader
    // cannot resolve (next has no exports map); bundled by Vite, it resolves as in the app. use-intl
    // too, so that its formatter of compiled messages stands in as in the build (alias above).
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
  },
});
