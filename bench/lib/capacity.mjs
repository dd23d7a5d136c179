/**
 * Capacity on paper: how many storefront and backend processes a traffic needs, worked out from
 * the CPU time per request the suites measured, under assumptions stated beside the table. Pure
 * functions over the suites' JSON results, so BENCHMARKS.md's arithmetic is tested.
 */
import { fixed, markdownTable } from './results.mjs';

export const ASSUMPTIONS = {
  /**
   * Today's peak, assumed: about 3,000 visits a day of 5 page views is 15,000 page views; the
   * busiest hour carries 15 % of them (0.6 a second) and its busiest minutes three times its mean.
   */
  pageViewsPerSecond: 2,
  /** Page views answered by the page cache (hit or stale): it keeps a page 60 s, then 10 min stale. */
  cachedShare: 0.9,
  /** Additions to the cart per page view: one every ten. */
  cartAdditionsPerPageView: 0.1,
  /** A process is planned at half a core busy: room for bursts, garbage collection, a lost instance. */
  busyShare: 0.5,
  /** At least two of each, so one can fail or be deployed while the other serves. */
  minimumProcesses: 2,
  loads: [
    { name: "today's peak (assumed)", factor: 1 },
    { name: '10×', factor: 10 },
    { name: '100×', factor: 100 },
  ],
};

const mean = (values) => {
  const measured = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  return measured.length > 0 ? measured.reduce((sum, value) => sum + value, 0) / measured.length : undefined;
};

/**
 * The CPU time per request (µs) of each kind of work, from the suites' stored results, and the
 * suite that measured it; a cost whose suite has not run is undefined.
 * @param {{ throughput?: any, cluster?: any, 'slow-backend'?: any }} results
 */
export function capacityCosts(results) {
  const cluster = (target, key) =>
    mean((results.cluster?.rows ?? []).filter((row) => row.target === target).map((row) => row[key]));
  const miss = (results['slow-backend']?.rows ?? []).find(
    (row) => row.state === 'miss' && !row.backendDelayMs,
  );
  const uncached = (results.throughput?.rows ?? []).find((row) => row.target === 'product, uncached');
  return {
    storefrontCached: {
      work: 'storefront: cached page, through nginx',
      us: cluster('product, cached', 'storefrontCpuUsPerRequest'),
      source: 'cluster',
    },
    storefrontRender: {
      work: 'storefront: page render (uncached product)',
      us: uncached?.serverCpuUsPerRequest,
      source: 'throughput',
    },
    storefrontCart: {
      work: 'storefront: add to cart (/api/graphql)',
      us: cluster('add to cart', 'storefrontCpuUsPerRequest'),
      source: 'cluster',
    },
    backendRender: {
      work: "backend: a render's product read (one request)",
      us: miss?.backendCpuMs === undefined ? undefined : miss.backendCpuMs * 1000,
      source: 'slow-backend (miss)',
    },
    backendCart: {
      work: 'backend: add to cart',
      us: cluster('add to cart', 'backendCpuUsPerRequest'),
      source: 'cluster',
    },
  };
}

/**
 * CPU time per page view (µs) of the storefront and of the backend, and the sum as written out.
 * @param {ReturnType<typeof capacityCosts>} costs
 */
export function perPageView(costs, assumptions = ASSUMPTIONS) {
  const { cachedShare: hit, cartAdditionsPerPageView: cart } = assumptions;
  const ms = (us) => fixed(us / 1000, 2);
  const rendered = 1 - hit;
  const storefront =
    hit * costs.storefrontCached.us + rendered * costs.storefrontRender.us + cart * costs.storefrontCart.us;
  const backend = rendered * costs.backendRender.us + cart * costs.backendCart.us;
  return {
    storefrontUs: storefront,
    backendUs: backend,
    storefrontSum: `${hit} × ${ms(costs.storefrontCached.us)} + ${fixed(rendered, 1)} × ${ms(costs.storefrontRender.us)} + ${cart} × ${ms(costs.storefrontCart.us)} = ${ms(storefront)} ms`,
    backendSum: `${fixed(rendered, 1)} × ${ms(costs.backendRender.us)} + ${cart} × ${ms(costs.backendCart.us)} = ${ms(backend)} ms`,
  };
}

/** Processes for this many cores of work, each planned at `busyShare` of a core. */
export function processesFor(cores, { busyShare, minimumProcesses } = ASSUMPTIONS) {
  return Math.max(minimumProcesses, Math.ceil(cores / busyShare));
}

/** The capacity table's rows: a load each, with its arithmetic. */
export function capacityRows(costs, assumptions = ASSUMPTIONS) {
  const view = perPageView(costs, assumptions);
  return assumptions.loads.map(({ name, factor }) => {
    const pageViews = assumptions.pageViewsPerSecond * factor;
    const storefrontCores = (pageViews * view.storefrontUs) / 1e6;
    const backendCores = (pageViews * view.backendUs) / 1e6;
    return {
      load: name,
      pageViews,
      storefront: `${pageViews} × ${fixed(view.storefrontUs / 1000, 2)} ms = ${fixed(storefrontCores, 3)} cores`,
      storefrontProcesses: processesFor(storefrontCores, assumptions),
      backend: `${pageViews} × ${fixed(view.backendUs / 1000, 2)} ms = ${fixed(backendCores, 3)} cores`,
      backendProcesses: processesFor(backendCores, assumptions),
    };
  });
}

const perCore = (us) => (us ? `${fixed(1e6 / us)} /s` : undefined);

/** The report's section: the costs it starts from, the assumptions, the table. */
export function capacitySection(results, assumptions = ASSUMPTIONS) {
  const costs = capacityCosts(results);
  const missing = Object.values(costs).filter((cost) => typeof cost.us !== 'number');
  const heading = '## Capacity on paper';
  if (missing.length > 0)
    return `${heading}\n\nNot worked out: no figure yet for ${missing.map((cost) => cost.work).join(', ')}.`;
  const view = perPageView(costs, assumptions);
  const { pageViewsPerSecond, cachedShare, cartAdditionsPerPageView, busyShare, minimumProcesses } =
    assumptions;
  return [
    heading,
    '',
    'How many storefront and backend processes a traffic needs, from the CPU time per request measured above. Each is one Node process, which works on one core at a time: a core for each serves 10⁶ ÷ (µs per request) requests a second.',
    '',
    markdownTable(
      [
        { title: 'work', value: (cost) => cost.work, text: true },
        { title: 'CPU per request', value: (cost) => `${fixed(cost.us / 1000, 2)} ms` },
        { title: 'one process, one core', value: (cost) => perCore(cost.us) },
        { title: 'measured by', value: (cost) => cost.source, text: true },
      ],
      Object.values(costs),
    ),
    '',
    `Assumed: today's peak is ${pageViewsPerSecond} page views a second (about 3,000 visits a day of 5 page views; the busiest hour has 15 % of them, its busiest minutes three times its mean); ${cachedShare * 100} % of page views are answered by the page cache (hit or stale), the rest rendered with one backend read; one addition to the cart per ${fixed(1 / cartAdditionsPerPageView)} page views; each process planned at ${busyShare * 100} % of a core, at least ${minimumProcesses} of each. Per page view: storefront ${view.storefrontSum}; backend ${view.backendSum}.`,
    '',
    markdownTable(
      [
        { title: 'load', value: (row) => row.load, text: true },
        { title: 'page views/s', value: (row) => row.pageViews },
        { title: 'storefront CPU', value: (row) => row.storefront, text: true },
        { title: 'storefront processes', value: (row) => row.storefrontProcesses },
        { title: 'backend CPU', value: (row) => row.backend, text: true },
        { title: 'backend processes', value: (row) => row.backendProcesses },
      ],
      capacityRows(costs, assumptions),
    ),
    '',
    'Not counted: PostgreSQL, Redis and nginx (their own processes; the backend figures are its Node process only), static files and optimised images (answered from the storefront’s own caches after their first request, or by a CDN in front), the cart reads around an addition. Renders are the storefront’s main cost even at one page view in ten: the share the page cache answers moves the figures most. The CPU times come from a machine whose two cores every process and the load tool share, so they are, if anything, high.',
  ].join('\n');
}
