import type { APIRequestContext } from '@playwright/test';
import { simpleProduct, usd } from '../../lib/products';
import { type Cluster, expect, storefrontUrl, test } from './cluster';
import { productUpdated, signature } from './woocommerce-delivery';

const INSTANCES = ['a', 'b'] as const;

/** Whether a storefront's own port serves the product's page with this price. */
async function shows(request: APIRequestContext, url: string, slug: string, price: number) {
  const response = await request.get(`${url}/product/${slug}`);
  expect(response.status()).toBe(200);
  return (await response.text()).includes(usd(price));
}

/** The price the storefronts' cache has not seen: the product's, changed in the database only. */
function changePriceInDatabase(cluster: Cluster, productId: number, dollars: number) {
  const cents = Math.round(dollars * 100);
  cluster.sql(
    `update products set regular_price = ${cents}, sale_price = null, on_sale = false, price = ${cents},
       min_price = ${cents}, max_price = ${cents} where id = ${productId}`,
  );
}

test('a signed WooCommerce webhook sent to one storefront shows the new price on every storefront within a second; unsigned or wrongly signed ones change nothing', async ({
  request,
  cluster,
}) => {
  const urls = INSTANCES.map((instance) => storefrontUrl(cluster, instance));
  // The storefronts share their caches, and tell each other what a webhook refreshed, through Redis.
  for (const url of urls) {
    const health = await request.get(`${url}/api/health`);
    expect(await health.json(), `${url}/api/health`).toMatchObject({ caches: 'shared', redis: 'connected' });
  }
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 60, minStock: 1 });
  const newPrice = Math.round(product.price * 100 + 1_237) / 100;
  // Each storefront has served (and so keeps) the page with the old price.
  for (const url of urls) {
    expect(await shows(request, url, product.slug, product.price)).toBe(true);
    expect(await shows(request, url, product.slug, newPrice)).toBe(false);
  }

  changePriceInDatabase(cluster, product.databaseId, newPrice);
  const siteUrl = cluster.publicUrl;
  const secret = cluster.webhookSecret();
  const delivery = productUpdated({ ...product, price: newPrice }, siteUrl, secret);
  const [a] = urls as [string, string];
  const send = (headers: Record<string, string>) =>
    request.post(`${a}/api/webhooks/woocommerce`, { headers, data: delivery.body });

  const { 'x-wc-webhook-signature': _, ...unsigned } = delivery.headers;
  expect((await send(unsigned)).status()).toBe(401);
  const forged = { ...delivery.headers, 'x-wc-webhook-signature': signature(delivery.body, `${secret}-not`) };
  expect((await send(forged)).status()).toBe(401);
  for (const url of urls) {
    expect(await shows(request, url, product.slug, product.price), `${url} after refused deliveries`).toBe(
      true,
    );
  }

  const delivered = await send(delivery.headers);
  expect(delivered.status(), await delivered.text()).toBe(200);
  await Promise.all(
    urls.map((url) =>
      expect
        .poll(() => shows(request, url, product.slug, newPrice), {
          message: `${url} shows ${usd(newPrice)}`,
          timeout: 1_000,
          intervals: [50],
        })
        .toBe(true),
    ),
  );
});
