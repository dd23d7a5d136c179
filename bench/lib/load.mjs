/**
 * The suites' load generator: one autocannon run against a server, for requests per second and
 * latency under load (throughput.mjs, cluster.mjs).
 */
import autocannon from 'autocannon';

/**
 * @typedef {object} LoadSpec
 * @property {string} [path] one URL path, asked for again and again
 * @property {string[]} [paths] paths taken in turn, one per request
 * @property {object[]} [requests] autocannon's own request list, for requests that carry state
 *   of their own from one answer to the next (a shopper's session)
 * @property {number} [duration] seconds, unless `amount` is given
 * @property {number} [amount] requests in all, then stop
 * @property {number} connections
 * @property {Record<string, string>} [headers] sent with every request
 */

/**
 * One autocannon run; resolves with autocannon's result.
 * @param {string} baseUrl
 * @param {LoadSpec} spec
 */
export function load(baseUrl, { path, paths, requests, duration, connections, amount, headers }) {
  let next = 0;
  const options = {
    url: baseUrl + (path ?? paths?.[0] ?? '/'),
    connections,
    ...(headers ? { headers } : {}),
    ...(amount ? { amount } : { duration }),
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
            },
          ],
        }
      : {}),
    ...(requests ? { requests } : {}),
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}
