#!/usr/bin/env node
/**
 * Catalogue query latency of the commerce backend, measured over real HTTP with the
 * queries a storefront sends. Starts the backend on the given data directory (or measures
 * one already running with --url), runs each query repeatedly one at a time, and prints
 * median and 95th-percentile milliseconds as a Markdown table (also saved in results/).
 *
 *   node bench/catalog-queries.mjs --data-dir apps/commerce/data/bench-10k --label 10k
 *   node bench/catalog-queries.mjs --url http://127.0.0.1:4000 --label demo
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startProcess, stopProcess, waitForUrl } from '../scripts/lib/processes.mjs';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    url: { type: 'string' },
    label: { type: 'string', default: 'run' },
    runs: { type: 'string', default: '60' },
  },
});
const runs = Number(values.runs);
const root = new URL('..', import.meta.url).pathname;

let backend;
let base = values.url;
if (!base) {
  if (!values['data-dir']) throw new Error('Give --data-dir or --url');
  const port = await freePort();
  backend = startProcess({
    name: 'commerce',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: `${root}apps/commerce`,
    env: {
      COMMERCE_PORT: String(port),
      COMMERCE_DATA_DIR: resolve(values['data-dir']),
      COMMERCE_SEED: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/health`, { timeoutMs: 120_000 });
}

async function graphql(query, variables = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const CARD =
  'databaseId name slug ... on ProductWithPricing { price regularPrice salePrice } image { sourceUrl altText }';
const anyProduct = (
  await graphql(
    '{ products(first: 1, where: {orderby: [{field: POPULARITY, order: DESC}]}) { nodes { slug } } }',
  )
).products.nodes[0].slug;
// A cursor deep into the catalogue, to show that later pages cost what the first does.
let deepCursor = null;
for (let page = 0; page < 20; page++) {
  const data = await graphql(
    'query($after: String) { products(first: 100, after: $after, where: {orderby: [{field: PRICE, order: ASC}]}) { pageInfo { endCursor } } }',
    { after: deepCursor },
  );
  deepCursor = data.products.pageInfo.endCursor;
}

const QUERIES = {
  'product by slug (variations, terms)': [
    `query($slug: ID!) { product(id: $slug, idType: SLUG) { ${CARD} sku description terms(first: 100) { nodes { taxonomyName slug } }
      ... on VariableProduct { variations(first: 100) { nodes { databaseId price stockStatus attributes { nodes { name value } } } } } } }`,
    { slug: anyProduct },
  ],
  'category page of 24 by price + total': [
    `{ products(first: 24, where: {categoryIn: ["masks-respirators"], orderby: [{field: PRICE, order: ASC}]}) { found nodes { ${CARD} } } }`,
  ],
  'category + 2 attributes + price + in stock + total': [
    `{ products(first: 24, where: {categoryIn: ["masks-respirators"], minPrice: 5, maxPrice: 200, stockStatus: [IN_STOCK, ON_BACKORDER],
      taxonomyFilter: {relation: AND, filters: [{taxonomy: PA_FILTERCLASS, terms: ["ffp2", "ffp3", "n95"]}, {taxonomy: PA_STANDARD, terms: ["en-149", "niosh-n95"]}]}}) { found nodes { ${CARD} } } }`,
  ],
  'search "ffp3" + total': [`{ products(first: 24, where: {search: "ffp3"}) { found nodes { ${CARD} } } }`],
  'page 21 (after 2,000 products) by price': [
    `query($after: String) { products(first: 24, after: $after, where: {orderby: [{field: PRICE, order: ASC}]}) { nodes { ${CARD} } } }`,
    { after: deepCursor },
  ],
  'home: 5 most popular': [
    `{ products(first: 5, where: {orderby: [{field: POPULARITY, order: DESC}]}) { nodes { ${CARD} } } }`,
  ],
  'categories with counts (menu)': [
    '{ productCategories(first: 50, where: {orderby: COUNT, order: DESC, hideEmpty: true}) { nodes { databaseId name slug count parent { node { databaseId } } } } }',
  ],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows = [];
for (const [name, [query, variables]] of Object.entries(QUERIES)) {
  for (let i = 0; i < 5; i++) await graphql(query, variables); // warm caches and the document cache
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await graphql(query, variables);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
}
const { products: total } = await graphql('{ products(first: 1) { found } }');
if (backend) await stopProcess(backend);

const report = [
  `Catalogue query latency, ${values.label} (${total.found} products), ${runs} sequential runs each, ms over HTTP:`,
  '',
  '| query | p50 | p95 |',
  '| --- | ---: | ---: |',
  ...rows,
].join('\n');
console.log(report);
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/catalog-${values.label}.md`, `${report}\n`);
