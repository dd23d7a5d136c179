import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CommonJS (`main`) and ESM (`module`): Node loads graphql-yoga's dependencies with
  // the CommonJS build, so the tests import that one too, one graphql as under `npm start`.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['src/**/*.test.ts'],
    // COMMERCE_TEST_DATABASE=postgres: every test store on one PostgreSQL server (a database each).
    globalSetup: ['src/testing/global-setup.ts'],
    // Under that switch, run only where the database matters. Skipped: the files that test
    // PostgreSQL themselves already (postgres, crash-durability) or only PGlite's data directory
    // (data-dir-lock) or its snapshots (snapshot), and the layer above the domains, whose tests are about the wire, not the
    // database: the API (HTTP, limits, cost, persisted operations, the real-site replays), the
    // schema's conformance to WooGraphQL and WooNuxt, and the fuzzing of the HTTP endpoint. The
    // domains' own tests, which read and write through the database, run on both.
    // Several backend processes on one PostgreSQL database (src/api/several-backends.test.ts) need
    // a server whatever the switch: they run once, under it, on the run's server.
    exclude: [
      '**/node_modules/**',
      ...(process.env.COMMERCE_TEST_DATABASE === 'postgres'
        ? [
            'src/db/postgres.test.ts',
            'src/db/crash-durability.test.ts',
            'src/db/data-dir-lock.test.ts',
            'src/db/snapshot.test.ts',
            'src/api/!(several-backends).test.ts',
            'src/api/*/**',
            'src/schema/**',
            'src/security/fuzz.test.ts',
          ]
        : ['src/api/several-backends.test.ts']),
    ],
    // Each test file starts its own embedded database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
