/**
 * The performance targets and how each measured figure compares with them. Pure functions over
 * the suites' JSON results, so BENCHMARKS.md's ✓/✗ column is tested rather than eyeballed.
 */

const KIB = 1024;

export const TARGETS = {
  /** Lighthouse mobile: 100 wanted, 98 the floor allowed for run-to-run noise. */
  lighthouseScore: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** First-load JavaScript of a catalogue route, gzip. */
  jsGzipBytes: 150 * KIB,
  /** A cached catalogue page against a static file served by the same server. */
  cachedShareOfStatic: 0.8,
  /** Backend at 100k products, p95 in ms. */
  backendP95Ms: { listing: 20, product: 10, addToCart: 20, checkout: 100 },
  /** Backend p95 at the largest catalogue over the smallest. */
  backendGrowth: 2,
  /** Backend round trips of an uncached product page's render. */
  productRenderRequests: 1,
};

/**
 * @typedef {object} Verdict
 * @property {string} area
 * @property {string} subject what was measured (page, route, operation)
 * @property {string} figure as measured, with its unit
 * @property {string} target
 * @property {boolean} pass
 */

const round = (value, digits = 0) => (typeof value === 'number' ? value.toFixed(digits) : 'n/a');
const verdict = (area, subject, figure, target, pass) => ({
  area,
  subject,
  figure,
  target,
  pass: Boolean(pass),
});

/** @returns {Verdict[]} The shop's pages only: a reference row (the framework floor) has no target. */
export function lighthouseVerdicts(rows = []) {
  return rows
    .filter((row) => !row.reference)
    .flatMap((row) => {
      const subject = `${row.page} (${row.locale})`;
      return [
        verdict(
          'Lighthouse',
          subject,
          `score ${row.score}`,
          `100 (≥ ${TARGETS.lighthouseScore})`,
          row.score >= TARGETS.lighthouseScore,
        ),
        verdict(
          'Lighthouse',
          subject,
          `LCP ${round(row.lcpMs)} ms`,
          `≤ ${TARGETS.lcpMs} ms`,
          row.lcpMs <= TARGETS.lcpMs,
        ),
        verdict(
          'Lighthouse',
          subject,
          `TBT ${round(row.tbtMs)} ms`,
          `≤ ${TARGETS.tbtMs} ms`,
          row.tbtMs <= TARGETS.tbtMs,
        ),
        verdict(
          'Lighthouse',
          subject,
          `CLS ${round(row.cls, 3)}`,
          `≤ ${TARGETS.cls}`,
          row.cls <= TARGETS.cls,
        ),
      ];
    });
}

/** @returns {Verdict[]} */
export function jsVerdicts(rows = []) {
  // Pages of one route (each locale, a listing with and without filters) load the same JavaScript.
  const byRoute = new Map(
    rows.filter((row) => typeof row.gzipBytes === 'number').map((row) => [row.route, row]),
  );
  return [...byRoute.values()].map((row) =>
    verdict(
      'JS per route',
      row.route,
      `${round(row.gzipBytes / KIB, 1)} KiB gzip`,
      `≤ ${TARGETS.jsGzipBytes / KIB} KiB`,
      row.gzipBytes <= TARGETS.jsGzipBytes,
    ),
  );
}

/**
 * Each cached page twice: its measured rate against the static file's, and its server capacity
 * (the rate the server's CPU time per request allows, against the static file's; throughput.mjs),
 * since on two shared cores the load tool, not the server, can be what limits a large page.
 * @returns {Verdict[]}
 */
export function throughputVerdicts(rows = []) {
  const share = (ratio, what) => `${round((ratio ?? Number.NaN) * 100, 1)} % of static${what}`;
  const target = `≥ ${TARGETS.cachedShareOfStatic * 100} %`;
  return rows
    .filter((row) => /cached/.test(row.target) && !/uncached/.test(row.target))
    .flatMap((row) => [
      verdict(
        'Throughput',
        row.target,
        share(row.ratioToStatic, ''),
        target,
        row.ratioToStatic >= TARGETS.cachedShareOfStatic,
      ),
      ...(row.capacityRatioToStatic === undefined
        ? []
        : [
            verdict(
              'Throughput',
              `${row.target}, server capacity`,
              share(row.capacityRatioToStatic, ' (server CPU)'),
              target,
              row.capacityRatioToStatic >= TARGETS.cachedShareOfStatic,
            ),
          ]),
    ]);
}

/** Which backend target an operation falls under, by its name. */
export function backendKind(operation = '') {
  if (/add.?to.?cart/i.test(operation)) return 'addToCart';
  if (/checkout/i.test(operation)) return 'checkout';
  if (/listing|category page|filter/i.test(operation)) return 'listing';
  if (/product by slug|^product\b/i.test(operation)) return 'product';
  return undefined;
}

/** Catalogue size as a number of products: 150, "10k", "100k", 100000. */
export function sizeOf(size) {
  if (typeof size === 'number') return size;
  const match = /^(\d+(?:\.\d+)?)\s*(k)?$/i.exec(String(size ?? '').trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] ? 1000 : 1);
}

const p95Of = (row) => row.p95Ms ?? row.p95;
const operationOf = (row) => row.operation ?? row.name ?? row.query;

/**
 * p95 at the largest catalogue against each target, and the growth from the smallest to the
 * largest size, per operation and database. Rows that did not run (no p95) are left out.
 * @returns {Verdict[]}
 */
export function backendVerdicts(rows = []) {
  const measured = rows.filter((row) => typeof p95Of(row) === 'number');
  // Map.groupBy needs Node 21.
  const groups = new Map();
  for (const row of measured) {
    const key = `${operationOf(row)}\u0000${row.database ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) => {
    const bySize = [...group].sort((a, b) => sizeOf(a.size) - sizeOf(b.size));
    const smallest = bySize[0];
    const largest = bySize.at(-1);
    const subject = `${operationOf(largest)} (${largest.database ?? 'database?'}, ${largest.size})`;
    const kind = backendKind(operationOf(largest));
    const verdicts = [];
    if (kind && sizeOf(largest.size) >= 100_000) {
      const limit = TARGETS.backendP95Ms[kind];
      verdicts.push(
        verdict(
          'Backend',
          subject,
          `p95 ${round(p95Of(largest), 1)} ms`,
          `≤ ${limit} ms`,
          p95Of(largest) <= limit,
        ),
      );
    }
    if (bySize.length > 1) {
      const growth = p95Of(largest) / p95Of(smallest);
      verdicts.push(
        verdict(
          'Backend',
          `${subject} vs ${smallest.size}`,
          `×${round(growth, 2)} p95`,
          `≤ ×${TARGETS.backendGrowth}`,
          growth <= TARGETS.backendGrowth,
        ),
      );
    }
    return verdicts;
  });
}

/**
 * An uncached product page renders with one backend round trip (the shell already cached, as on any
 * page but a visit's first). Other pages have no target: their counts are in the suite's table.
 * @returns {Verdict[]}
 */
export function renderRequestVerdicts(rows = []) {
  return rows
    .filter((row) => /^product\b/.test(row.page))
    .map((row) =>
      verdict(
        'Render requests',
        `${row.page}, uncached`,
        `${row.requests ?? 'n/a'} backend request${row.requests === 1 ? '' : 's'}`,
        `≤ ${TARGETS.productRenderRequests}`,
        row.requests <= TARGETS.productRenderRequests,
      ),
    );
}

/**
 * Every verdict over the suites' stored results (a missing suite gives none).
 * @param {{ lighthouse?: any, js?: any, throughput?: any, requests?: any, backend?: any }} results
 */
export function allVerdicts(results) {
  return [
    ...lighthouseVerdicts(results.lighthouse?.rows),
    ...jsVerdicts(results.js?.rows),
    ...throughputVerdicts(results.throughput?.rows),
    ...renderRequestVerdicts(results.requests?.rows),
    ...backendVerdicts(results.backend?.rows),
  ];
}
