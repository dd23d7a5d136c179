/**
 * Import rules of both apps, checked by `node scripts/check-dependencies.mjs` (part of `npm test`),
 * which is the way to run them: it supplies the storefront's `@/` alias.
 * Module-level rules live here; the backend's layers (kit → domains → seed → api, test helpers
 * for tests only) and cycles between whole folders (storefront features, every top-level backend
 * folder), which no single import shows, are checked by that script from the same cruise.
 */
const STOREFRONT = '^apps/storefront/src/';
const COMMERCE = '^apps/commerce/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A module that imports itself through others is loaded half-initialised by one of them; ' +
        'move what both need into a third module.',
      severity: 'error',
      from: { path: '^apps/(storefront|commerce)/src/' },
      to: { circular: true },
    },
    {
      name: 'storefront-shared-code-not-features',
      comment:
        'lib, components, config, i18n and graphql serve every feature; a feature depends on ' +
        'them, never the other way round (routes in app/ compose features).',
      severity: 'error',
      from: { path: `${STOREFRONT}(lib|components|config|i18n|graphql)/` },
      to: { path: `${STOREFRONT}features/` },
    },
    {
      name: 'storefront-test-helpers-for-tests',
      comment:
        "src/testing holds what tests share (the shopper store's fake shop); the code that ships " +
        'never imports it.',
      severity: 'error',
      from: { path: STOREFRONT, pathNot: `${STOREFRONT}testing/` },
      to: { path: `${STOREFRONT}testing/` },
    },
    {
      name: 'commerce-lib-stands-alone',
      comment:
        'The backend lib/ (money, ids, cursors, validation, errors, mail, Stripe) imports no other ' +
        'folder, so every folder can use it.',
      severity: 'error',
      from: { path: `${COMMERCE}lib/` },
      to: { path: COMMERCE, pathNot: `${COMMERCE}lib/` },
    },
    {
      name: 'no-app-to-app-imports',
      comment:
        'The storefront reaches the backend over GraphQL only, so it runs unchanged against a ' +
        'real WooCommerce site; the backend never imports the storefront at run time.',
      severity: 'error',
      from: { path: STOREFRONT },
      to: { path: '^apps/commerce/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across folders to set a scene; the rules are about the code that ships.
    exclude: { path: '(^|/)(node_modules|\\.next)/|\\.(test|spec)\\.[cm]?[jt]sx?$' },
    // Type-only imports couple folders as much as any other.
    tsPreCompilationDeps: true,
    // The storefront's `@/` alias is given by scripts/check-dependencies.mjs as a resolve alias:
    // read from its tsconfig (which has `paths` without `baseUrl`), it would not resolve.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] },
  },
};
