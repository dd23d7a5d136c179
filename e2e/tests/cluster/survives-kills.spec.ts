import { simpleProduct } from '../../lib/products';
import { expect, storefrontUpstream, test } from './cluster';
import { runShoppers, Shoppers } from './shoppers';

/**
 * Runs last of the cluster's journeys (files run in order in the project's one worker): it leaves
 * the cluster with one storefront and one backend.
 */
const SHOPPERS = 30;
const CONCURRENCY = 8;
/** The kill comes once this many orders are placed: mid-load, with shoppers at every step. */
const KILL_AFTER_ORDERS = 8;

test('shoppers carry on when a storefront and a backend are killed mid-load: no order is lost, only requests in flight fail', async ({
  request,
  cluster,
}) => {
  test.setTimeout(120_000);
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 60, minStock: SHOPPERS * 2 });
  const shoppers = new Shoppers(cluster.publicUrl, product);

  const load = runShoppers(shoppers, SHOPPERS, CONCURRENCY);
  // (A load that ends before that many orders fails below, on the shoppers served.)
  await Promise.race([shoppers.whenOrders(KILL_AFTER_ORDERS), load]);
  const killSent = performance.now();
  const inFlightAtKill = shoppers.inFlight();
  await Promise.all([cluster.kill('storefront-a'), cluster.kill('commerce-a')]);
  const killDone = performance.now();
  const served = await load;

  // A request could be cut off only if it was in flight while the processes died.
  const inFlightDuringKill = shoppers.attempts.filter((a) => a.started < killDone && a.ended > killSent);
  const failed = shoppers.attempts.filter((attempt) => !attempt.ok);
  const at = (time: number) => `${Math.round(time - killSent)} ms`;
  const report = [
    `${failed.length} failed of ${shoppers.attempts.length} requests; ${inFlightAtKill} in flight when the kill was sent, ${inFlightDuringKill.length} until it took effect (${at(killDone)}):`,
    ...failed.map(
      (a) =>
        `  shopper ${a.shopper} ${a.step}, ${at(a.started)} to ${at(a.ended)}: ${a.problem} (${a.upstream ?? 'no upstream'})`,
    ),
  ].join('\n');
  test.info().annotations.push({ type: 'load', description: report });
  expect(
    failed.filter((a) => !inFlightDuringKill.includes(a)),
    `requests that failed without being in flight at the kill (${report})`,
  ).toEqual([]);
  expect(failed.length, report).toBeLessThanOrEqual(inFlightDuringKill.length);
  // After the kill nginx sends everything to the storefront left (a refused connection to the
  // killed one is retried there at once, and X-Upstream names both).
  const b = storefrontUpstream(cluster, 'b');
  for (const attempt of shoppers.attempts.filter((a) => a.started > killDone)) {
    expect(attempt.upstream?.split(', ').at(-1), `${attempt.step} of shopper ${attempt.shopper}`).toBe(b);
  }

  // Every shopper carried on to an order, and every order answered is in the database, once.
  expect(served, report).toBe(SHOPPERS);
  const rows = cluster
    .sql(
      `select billing->>'email', id, order_key from orders where billing->>'email' like '${shoppers.emailLike()}'`,
    )
    .trim()
    .split('\n')
    .map((row) => row.split('|'));
  expect(rows.length, 'orders in the database').toBe(SHOPPERS);
  const stored = new Map(rows.map(([email, id, key]) => [email, { id: Number(id), key }]));
  for (const order of shoppers.orders) {
    expect(stored.get(order.email), `the order of shopper ${order.shopper}`).toEqual({
      id: order.orderNumber,
      key: order.orderKey,
    });
  }
});
