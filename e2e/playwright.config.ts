import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';

/**
 * Journeys run against a real shop that `global-setup.ts` starts on free ports with a freshly seeded
 * database. Workers load this file after the global setup, so they see the URLs it put in process.env.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two cores also run the backend and the storefront.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // `list` last (the root test runner reads its closing lines); before them, what failed pages showed and the summary line.
  reporter: [['./reporters/failure-context-reporter.ts'], ['./reporters/summary-reporter.ts'], ['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium; Playwright's browser downloads are never used (see scripts/ensure-chromium.mjs).
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: [/\.after-restart\.spec\.ts$/, /[\\/]stock-site[\\/]/, /[\\/]cluster[\\/]/],
    },
    // The main journeys again, on a storefront whose backend serves only what a stock WooCommerce +
    // WPGraphQL + WooGraphQL + Headless Login site serves (no plugin fields).
    {
      name: 'stock-site',
      testMatch: /[\\/]stock-site[\\/].*\.spec\.ts$/,
      use: { baseURL: process.env.E2E_STOCK_BASE_URL },
      metadata: { graphqlUrl: process.env.E2E_STOCK_GRAPHQL_URL },
    },
    // Specs that restart the backend run alone, after every other journey, so no one else's request meets a stopped server.
    {
      name: 'after-restart',
      testMatch: /\.after-restart\.spec\.ts$/,
      dependencies: ['journeys'],
      timeout: 240_000,
    },
    // The shop as a cluster (two storefronts, two backends, nginx, PostgreSQL, Redis), which the
    // project's one worker starts for its journeys (e2e/tests/cluster/cluster.ts); they run in order.
    {
      name: 'cluster',
      testMatch: /[\\/]cluster[\\/].*\.spec\.ts$/,
      workers: 1,
      timeout: 60_000,
    },
  ],
});
