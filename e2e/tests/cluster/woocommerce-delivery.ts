import { createHmac, randomBytes } from 'node:crypto';

/**
 * A `product.updated` delivery as WooCommerce sends one (recorded from a real site in
 * apps/storefront/src/testing/real-site/webhooks.json): the product as the REST API writes it,
 * encoded as PHP's json_encode does (`/` as `\/`), signed with the webhook's secret as base64
 * HMAC-SHA256 of the raw body, with WooCommerce's headers.
 */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

export interface DeliveredProduct {
  databaseId: number;
  slug: string;
  name: string;
  /** The price in dollars, as the REST API writes it. */
  price: number;
}

export const signature = (body: string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('base64');

export function productUpdated(product: DeliveredProduct, siteUrl: string, secret: string): Delivery {
  const price = product.price.toFixed(2);
  const now = new Date().toISOString().slice(0, 19);
  const body = JSON.stringify({
    id: product.databaseId,
    name: product.name,
    slug: product.slug,
    permalink: `${siteUrl}/product/${product.slug}/`,
    date_modified: now,
    date_modified_gmt: now,
    type: 'simple',
    status: 'publish',
    price,
    regular_price: price,
    sale_price: '',
    on_sale: false,
    purchasable: true,
  }).replaceAll('/', '\\/');
  return {
    body,
    headers: {
      'user-agent': 'WooCommerce/9.9.5 Hookshot (WordPress/6.9)',
      'content-type': 'application/json',
      'x-wc-webhook-source': `${siteUrl}/`,
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-resource': 'product',
      'x-wc-webhook-event': 'updated',
      'x-wc-webhook-signature': signature(body, secret),
      'x-wc-webhook-id': '2',
      'x-wc-webhook-delivery-id': randomBytes(16).toString('hex'),
    },
  };
}
