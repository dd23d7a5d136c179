#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
/**
 * Backend requests per page render: how many GraphQL requests the storefront's server sends while it
 * renders each catalogue page whose own data is not cached yet, with the shop's shell (menu, main
 * categories, banner) already cached by an earlier page, and for information with nothing cached.
 * The same measurement `npm test` holds against budgets.json (scripts/lib/budget-measurements.mjs);
 * here it is reported beside the target that an uncached product page renders with one round trip.
 * It starts a shop of its own, whose storefront reaches the backend through a counting proxy.
 *
 *   node bench/render-requests.mjs
 */
import { measureRenders } from '../scripts/lib/budget-measurements.mjs';
import { writeSuiteResults } from './lib/results.mjs';

export const COLUMNS = [
  { title: 'page', value: (row) => row.page, text: true },
  { title: 'path', value: (row) => row.path, text: true },
  { title: 'requests, shell cached', value: (row) => row.requests },
  { title: 'requests, nothing cached', value: (row) => row.coldShellRequests },
  { title: 'operations (shell cached)', value: (row) => row.operations.join(', '), text: true },
];

/** A row per page from the measurement: counts of HTTP requests and the operations they carried. */
export function summariseRenders(results) {
  return results.map(({ page, path, requests, coldShell }) => ({
    page,
    path,
    requests: requests.length,
    coldShellRequests: coldShell?.length,
    operations: requests.map((operations) => operations.join(' + ')),
  }));
}

export async function run({ log = () => {} } = {}) {
  log('  rendering each catalogue page once through a counting proxy…');
  const rows = summariseRenders(await measureRenders());
  return writeSuiteResults(
    {
      suite: 'render-requests',
      rows,
      notes: [
        'Production build on a freshly seeded shop; each page rendered once with its own data uncached. "Shell cached": after another page has cached the menu, main categories and banner, as on any page but the first. A request may batch several operations.',
      ],
    },
    COLUMNS,
    'Backend requests per page render',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await run({ log: console.log });
  console.log(result.rows.map((row) => `${row.page}: ${row.requests}`).join('\n'));
}
