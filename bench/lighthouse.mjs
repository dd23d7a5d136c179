#!/usr/bin/env node
/**
 * Lighthouse 12.8 (the last line that runs on Node 20), mobile form factor with simulated
 * throttling — Lighthouse's defaults, the same conditions PageSpeed Insights reports — in Debian's
 * Chromium, against a freshly seeded shop on the production build. Each page is warmed, then run
 * `runs` times; the run reported is the median by performance score (ties broken by LCP), so every
 * figure in a row comes from one real run.
 *
 *   node bench/lighthouse.mjs [--runs 3] [--pages home,products] [--reports <dir>]
 *
 * --reports keeps every run's full report (JSON) in that folder, to read the audits behind a figure.
 *
 * After the shop's pages, the same runs on the framework floor (lib/floor.mjs, page name
 * `framework floor`): a bare Next.js page, the reference the shop's figures are read against.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { PAGES, pagesInLocales } from '../scripts/lib/pages.mjs';
import { startFloorApp } from './lib/floor.mjs';
import { fixed, kib, writeSuiteResults } from './lib/results.mjs';
import { startBenchShop, warmPages } from './lib/shop.mjs';
import { medianItem } from './lib/stats.mjs';

const lighthouseCli = join(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
  '..',
  'cli',
  'index.js',
);

/**
 * What Lighthouse's Chromium sends as Accept-Language: the storefront's page cache keys a page by it
 * (src/server/page-cache.mjs), so each run is preceded by a warm-up under the same key, and every
 * run measures the page as the cache serves it to shoppers, not the occasional render that fills it.
 */
export const LIGHTHOUSE_ACCEPT_LANGUAGE = 'en-US,en;q=0.9';

/** The row of the bare Next.js page, measured as a reference and judged against no target. */
export const FLOOR_PAGE = 'framework floor';

/**
 * The figures of one Lighthouse report (LHR).
 * @param {any} lhr
 */
export function summariseReport(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  // 12.x nests the element in a list of tables: [{ items: [{ node }] }, { phases… }].
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node ?? lcpDetails?.items?.[0]?.node;
  // The second table splits LCP into TTFB, load delay, load time and render delay (in that order):
  // where the time goes says whether the image, the network or the main thread holds LCP back.
  const phases = lcpDetails?.items?.[1]?.items?.map((item) => item.timing);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize,
    lcpElement: lcpNode
      ? `${lcpNode.nodeLabel ?? ''} (${lcpNode.selector ?? lcpNode.snippet ?? ''})`.trim()
      : undefined,
    lcpPhasesMs: phases?.length === 4 ? phases : undefined,
  };
}

/** The run to report out of several: the median by score, ties broken by LCP. */
export function medianRun(runs) {
  return medianItem(
    runs,
    (run) => run.score,
    (run) => -(run.lcpMs ?? 0),
  );
}

/** One Lighthouse run through its CLI (it launches and closes its own Chromium). */
async function lighthouseOnce(url, chromePath, keepAs) {
  const work = mkdtempSync(join(tmpdir(), 'ppe-lighthouse-'));
  const output = join(work, 'report.json');
  const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${join(work, 'profile')}`].join(
    ' ',
  );
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--form-factor=mobile',
          '--throttling-method=simulate',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=${chromeFlags}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk) => {
        errors += chunk;
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`lighthouse exited ${code} on ${url}: ${errors.slice(-500)}`)),
      );
    });
    if (keepAs) copyFileSync(output, keepAs);
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return summariseReport(lhr);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const COLUMNS = [
  { title: 'page', value: (row) => row.page, text: true },
  { title: 'locale', value: (row) => row.locale, text: true },
  { title: 'score', value: (row) => row.score },
  { title: 'FCP ms', value: (row) => fixed(row.fcpMs) },
  { title: 'LCP ms', value: (row) => fixed(row.lcpMs) },
  { title: 'TBT ms', value: (row) => fixed(row.tbtMs) },
  { title: 'CLS', value: (row) => fixed(row.cls, 3) },
  { title: 'total KiB', value: (row) => kib(row.totalBytes) },
  { title: 'JS KiB', value: (row) => kib(row.jsBytes) },
  {
    title: 'LCP: TTFB / load delay / load / render delay ms',
    value: (row) => row.lcpPhasesMs?.map((ms) => fixed(ms)).join(' / '),
  },
  { title: 'scores of the runs', value: (row) => row.runScores?.join(', ') },
  { title: 'LCP element', value: (row) => row.lcpElement, text: true },
];

/**
 * @param {{ runs?: number, pages?: string[], shop?: { storefrontUrl: string }, log?: (line: string) => void }} [options]
 *   pages: names from scripts/lib/pages.mjs (all by default); shop: a running shop to measure instead of a scratch one;
 *   reports: a folder to keep every run's full report in
 */
export async function run({ runs = 3, pages, shop, reports, log = console.log } = {}) {
  if (reports) mkdirSync(reports, { recursive: true });
  const chromePath = ensureChromium();
  const chosen = pagesInLocales(pages ? PAGES.filter((page) => pages.includes(page.name)) : PAGES);
  const rows = [];
  const failures = [];

  /** `runs` runs of one page, its median run added to the rows. */
  async function measure(page, url, extra = {}) {
    const measured = [];
    for (let index = 0; index < runs; index++) {
      // One failed run (a Chromium hiccup on a busy machine) costs that run, not the suite.
      try {
        // The page cache keeps a page a minute: a run begins with it kept.
        await warmPages(url, [''], { headers: { 'accept-language': LIGHTHOUSE_ACCEPT_LANGUAGE } });
        const keepAs = reports
          ? join(reports, `${page.name}-${page.locale}-${index + 1}.json`.replace(/[^\w.-]+/g, '-'))
          : undefined;
        measured.push(await lighthouseOnce(url, chromePath, keepAs));
      } catch (error) {
        failures.push(`${page.name} (${page.locale}), run ${index + 1}: ${error.message}`);
      }
    }
    if (measured.length === 0) return;
    const middle = medianRun(measured);
    rows.push({
      page: page.name,
      locale: page.locale,
      path: page.path,
      ...middle,
      runScores: measured.map((m) => m.score),
      ...extra,
    });
    log(
      `  lighthouse ${page.name} (${page.locale}): ${middle.score}, LCP ${fixed(middle.lcpMs)} ms, TBT ${fixed(middle.tbtMs)} ms`,
    );
  }

  if (chosen.length > 0) {
    const target = shop ?? (await startBenchShop());
    try {
      for (const page of chosen) await measure(page, target.storefrontUrl + page.path);
    } finally {
      if (!shop) await target.stop();
    }
  }
  if (!pages || pages.includes(FLOOR_PAGE)) {
    const floor = await startFloorApp();
    try {
      await measure({ name: FLOOR_PAGE, locale: 'en', path: '/' }, floor.url, { reference: true });
    } finally {
      await floor.stop();
    }
  }
  return writeSuiteResults(
    {
      suite: 'lighthouse',
      rows,
      notes: [
        `Lighthouse 12.8, mobile, simulated throttling, ${runs} runs per page, each after a warm-up under the browser's Accept-Language, so each measures the page as the page cache serves it; the row is the median run by score (ties: the slower LCP).`,
        `${FLOOR_PAGE}: bench/floor, the smallest App Router page (a heading, a paragraph, one client island) on the same Next.js and React, served by \`next start\`; a reference, judged against no target.`,
        ...failures.map((failure) => `Failed run: ${failure}`),
      ],
    },
    COLUMNS,
    'Lighthouse (mobile)',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      reports: { type: 'string' },
    },
  });
  await run({ runs: Number(values.runs), pages: values.pages?.split(','), reports: values.reports });
}
