/**
 * Capacity on paper: how many storefront and backend processes (and PostgreSQL cores) a traffic
 * needs, worked out from the CPU time per request the cluster suite measured, under assumptions
 * stated beside the table. Pure functions over the suites' JSON results, so BENCHMARKS.md's
 * arithmetic is tested.
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
 * The CPU time per request (µs) of each kind of work, measured on the cluster (through nginx, one
 * and two storefronts averaged), beside the storefront's own figure where the throughput suite
 * measured it straight on one storefront; a cost whose suite has not run is undefined.
 * @param {{ throughput?: any, cluster?: any }} results
 */
export function capacityCosts(results) {
  const cluster = (target, key) =>
    mean((results.cluster?.rows ?? []).filter((row) => row.target === target).map((row) => row[key]));
  const direct = (target) =>
    (results.throughput?.rows ?? []).find((row) => row.target === target)?.serverCpuUsPerRequest;
  const cost = (work, target, key, directTarget) => ({
    work,
    us: cluster(target, key),
    directUs: directTarget ? direct(directTarget) : undefined,
  });
  return {
    storefrontCached: cost(
      'storefront: cached page',
      'product, cached',
      'storefrontCpuUsPerRequest',
      'product, cached',
    ),
    storefrontRender: cost(
      'storefront: page render (uncached product)',
      'product, uncached',
      'storefrontCpuUsPerRequest',
      'product, uncached',
    ),
    storefrontCart: cost(
      'storefront: add to cart (/api/graphql)',
      'add to cart',
      'storefrontCpuUsPerRequest',
    ),
    backendRender: cost("backend: a render's product read", 'product, uncached', 'backendCpuUsPerRequest'),
    backendCart: cost('backend: add to cart', 'add to cart', 'backendCpuUsPerRequest'),
    databaseRender: cost(
      "PostgreSQL: a render's product read",
      'product, uncached',
      'databaseCpuUsPerRequest',
    ),
    databaseCart: cost('PostgreSQL: add to cart', 'add to cart', 'databaseCpuUsPerRequest'),
  };
}

/**
 * CPU time per page view (µs) of the storefronts, the backends and PostgreSQL, each with its sum
 * written out.
 * @param {ReturnType<typeof capacityCosts>} costs
 */
export function perPageView(costs, assumptions = ASSUMPTIONS) {
  const { cachedShare: hit, cartAdditionsPerPageView: cart } = assumptions;
  const rendered = 1 - hit;
  const ms = (us) => fixed(us / 1000, 2);
  const share = (parts) => {
    const us = parts.reduce((sum, [weight, cost]) => sum + weight * cost.us, 0);
    const terms = parts.map(([weight, cost]) => `${Number(weight.toFixed(2))} × ${ms(cost.us)}`);
    return { us, sum: `${terms.join(' + ')} = ${ms(us)} ms` };
  };
  return {
    storefront: share([
      [hit, costs.storefrontCached],
      [rendered, costs.storefrontRender],
      [cart, costs.storefrontCart],
    ]),
    backend: share([
      [rendered, costs.backendRender],
      [cart, costs.backendCart],
    ]),
    database: share([
      [rendered, costs.databaseRender],
      [cart, costs.databaseCart],
    ]),
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
    const cores = (kind) => (pageViews * view[kind].us) / 1e6;
    const work = (kind) =>
      `${pageViews} × ${fixed(view[kind].us / 1000, 2)} ms = ${fixed(cores(kind), 3)} cores`;
    return {
      load: name,
      pageViews,
      storefront: work('storefront'),
      storefrontProcesses: processesFor(cores('storefront'), assumptions),
      backend: work('backend'),
      backendProcesses: processesFor(cores('backend'), assumptions),
      database: work('database'),
      databaseCores: Math.max(1, Math.ceil(cores('database') / assumptions.busyShare)),
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
  const ms = (us) => (us === undefined ? undefined : `${fixed(us / 1000, 2)} ms`);
  return [
    heading,
    '',
    'How many storefront and backend processes a traffic needs, from the CPU time per request the cluster suite measured through nginx. Each is one Node process, which works on one core at a time: given a core, it serves 10⁶ ÷ (µs per request) requests a second. Beside the storefront figures, the same work straight on one storefront (throughput suite, no nginx in front).',
    '',
    markdownTable(
      [
        { title: 'work', value: (cost) => cost.work, text: true },
        { title: 'CPU per request', value: (cost) => ms(cost.us) },
        { title: 'one process, one core', value: (cost) => perCore(cost.us) },
        { title: 'straight on one storefront', value: (cost) => ms(cost.directUs) },
      ],
      Object.values(costs),
    ),
    '',
    `Assumed: today's peak is ${pageViewsPerSecond} page views a second (about 3,000 visits a day of 5 page views; the busiest hour has 15 % of them, its busiest minutes three times its mean); ${cachedShare * 100} % of page views are answered by the page cache (hit or stale), the rest rendered with one backend read; one addition to the cart per ${fixed(1 / cartAdditionsPerPageView)} page views; each process planned at ${busyShare * 100} % of a core, at least ${minimumProcesses} of each. CPU per page view: storefront ${view.storefront.sum}; backend ${view.backend.sum}; PostgreSQL ${view.database.sum}.`,
    '',
    markdownTable(
      [
        { title: 'load', value: (row) => row.load, text: true },
        { title: 'page views/s', value: (row) => row.pageViews },
        { title: 'storefront CPU', value: (row) => row.storefront, text: true },
        { title: 'storefronts', value: (row) => row.storefrontProcesses },
        { title: 'backend CPU', value: (row) => row.backend, text: true },
        { title: 'backends', value: (row) => row.backendProcesses },
        { title: 'PostgreSQL CPU', value: (row) => row.database, text: true },
        { title: 'PostgreSQL cores', value: (row) => row.databaseCores },
      ],
      capacityRows(costs, assumptions),
    ),
    '',
    'Not counted: nginx and Redis, static files and optimised images (answered from the storefront’s own caches after their first request, or by a CDN in front), the cart reads around an addition, checkout. Renders are the storefront’s main cost even at one page view in ten: the share the page cache answers moves the figures most. The CPU times come from a machine whose two cores every process, the load tool and other work share, so they are, if anything, high.',
  ].join('\n');
}
