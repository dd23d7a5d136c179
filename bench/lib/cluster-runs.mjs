/**
 * The cluster suite's runs (bench/cluster.mjs): one autocannon run with the CPU time each kind of
 * process spent meanwhile, runs of one configuration combined, and the rows of its table.
 */
import { load } from './load.mjs';
import { cpuTimeMs, listenerPid, machineBusyMs, treeCpuTimeMs } from './process-stats.mjs';

/**
 * @typedef {object} ClusterProcesses where to read each kind's CPU time
 * @property {number[]} storefronts the storefronts' ports
 * @property {number[]} backends the backends' ports
 * @property {number} database PostgreSQL's port (its server and every process under it)
 */

/** @typedef {{ storefronts: number | null, backends: number | null, database: number | null, machine: number | null, wallMs: number }} CpuTimes */

const total = (times) =>
  times.some((time) => time === null) ? null : times.reduce((sum, time) => sum + time, 0);

/** @param {ClusterProcesses} processes */
function readCpu(processes) {
  return {
    storefronts: total(processes.storefronts.map((port) => cpuTimeMs(listenerPid(port)))),
    backends: total(processes.backends.map((port) => cpuTimeMs(listenerPid(port)))),
    database: treeCpuTimeMs(listenerPid(processes.database)),
    machine: machineBusyMs(),
    wallMs: performance.now(),
  };
}

/**
 * One load run and the CPU time (ms) each kind of process and the whole machine spent during it.
 * @param {string} url
 * @param {import('./load.mjs').LoadSpec} spec
 * @param {ClusterProcesses} processes
 * @returns {Promise<{ result: any, cpu: CpuTimes }>}
 */
export async function measureRun(url, spec, processes) {
  const before = readCpu(processes);
  const result = await load(url, spec);
  const after = readCpu(processes);
  const cpu = Object.fromEntries(
    Object.keys(before).map((key) => [
      key,
      before[key] === null || after[key] === null ? null : after[key] - before[key],
    ]),
  );
  return { result, cpu: /** @type {CpuTimes} */ (cpu) };
}

/**
 * Runs of one configuration as one: their requests and CPU times summed, the rate over their
 * summed durations, the latency percentiles averaged (autocannon keeps no histogram to merge).
 * @param {{ result: any, cpu: Record<string, number | null>, refused: number }[]} runs
 */
export function combineRuns(runs) {
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const results = runs.map((run) => run.result);
  const requests = total(results.map((result) => result.requests.total));
  const duration = total(results.map((result) => result.duration));
  return {
    result: {
      requests: { total: requests, average: duration ? requests / duration : 0 },
      latency: {
        p50: mean(results.map((result) => result.latency.p50)),
        p99: mean(results.map((result) => result.latency.p99)),
      },
      errors: total(results.map((result) => result.errors)),
      timeouts: total(results.map((result) => result.timeouts)),
      non2xx: total(results.map((result) => result.non2xx)),
      duration,
    },
    refused: total(runs.map((run) => run.refused)),
    cpu: Object.fromEntries(
      Object.keys(runs[0].cpu).map((key) => [key, total(runs.map((run) => run.cpu[key]))]),
    ),
  };
}

/**
 * A row of the table from a (combined) run: rate, latency, failures (refused additions included),
 * the CPU time per request of each kind of process and the machine's busy share.
 * @param {{ target: string, storefronts: number, result: any, refused?: number, cpu: CpuTimes, cores: number }} run
 */
export function summariseRun({ target, storefronts, result, refused = 0, cpu, cores }) {
  const requests = result.requests.total;
  const perRequest = (ms) => (ms === null || requests === 0 ? undefined : (ms * 1000) / requests);
  return {
    target,
    storefronts,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    failures: result.errors + result.timeouts + result.non2xx + refused,
    storefrontCpuUsPerRequest: perRequest(cpu.storefronts),
    backendCpuUsPerRequest: perRequest(cpu.backends),
    databaseCpuUsPerRequest: perRequest(cpu.database),
    machineBusy: cpu.machine === null || !cpu.wallMs ? undefined : cpu.machine / (cpu.wallMs * cores),
  };
}

/** Each two-storefront row's rate over the one-storefront row of the same target. */
export function withRatioToOne(rows) {
  return rows.map((row) => {
    const one = rows.find((other) => other.target === row.target && other.storefronts === 1);
    return row.storefronts === 2 && one?.requestsPerSecond
      ? { ...row, ratioToOne: row.requestsPerSecond / one.requestsPerSecond }
      : row;
  });
}
