/**
 * A WooCommerce `product.updated` webhook as a store sends it to the storefront's
 * /api/webhooks/woocommerce (apps/storefront/src/app/api/webhooks/woocommerce/delivery.ts): the
 * body signed with the webhook's secret (base64 HMAC-SHA256 of the raw bytes), a delivery id of its
 * own each time, since a repeated id is acted on once. The storefront then refreshes the product's
 * cached data (and, with no slug, every product's) and drops the pages it keeps.
 */
import { createHmac, randomBytes } from 'node:crypto';

/**
 * @param {{ id: number, slug?: string }} product
 * @param {string} secret
 */
export function productUpdated(product, secret) {
  const body = JSON.stringify({ ...product, status: 'publish' });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-resource': 'product',
      'x-wc-webhook-event': 'updated',
      'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
      'x-wc-webhook-delivery-id': randomBytes(16).toString('hex'),
    },
  };
}

/**
 * Sends the delivery to the storefront at `baseUrl`; throws unless it is taken.
 * @param {string} baseUrl
 * @param {{ id: number, slug?: string }} product
 * @param {string} secret
 */
export async function sendProductUpdated(baseUrl, product, secret) {
  const delivery = productUpdated(product, secret);
  const answer = await fetch(`${baseUrl}/api/webhooks/woocommerce`, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  if (!answer.ok) throw new Error(`The webhook was answered ${answer.status}: ${await answer.text()}`);
}
