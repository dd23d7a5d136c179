import { revalidateCatalogue } from '@/lib/commerce/server/revalidate';
import { serverLog } from '@/lib/log/server-log';
import { readBodyWithin, tooLargeMessage } from '@/lib/security/request-body';
import { isPing, MAX_DELIVERY_BYTES, RecentDeliveries, readDelivery } from './delivery';

/**
 * WooCommerce's webhooks (delivery.ts): a store owner points a webhook for the product topics at
 * `https://<shop>/api/webhooks/woocommerce` with a secret, and sets the same secret as
 * WOOCOMMERCE_WEBHOOK_SECRET here; a product's change then refreshes its page, the lists, search
 * and the home page at once instead of on the timer (docs/woocommerce.md). Without the secret the
 * endpoint answers pings and refuses deliveries.
 */
export const dynamic = 'force-dynamic';

const recent = new RecentDeliveries();

export async function POST(request: Request): Promise<Response> {
  const read = await readBodyWithin(request, MAX_DELIVERY_BYTES);
  if (!read.ok) return Response.json({ error: tooLargeMessage(MAX_DELIVERY_BYTES) }, { status: 413 });
  // WooCommerce keeps a webhook active only when its ping is answered 200; a ping changes nothing.
  if (isPing(request.headers, read.bytes)) {
    return new Response('ok', { headers: { 'content-type': 'text/plain' } });
  }
  const secret = process.env.WOOCOMMERCE_WEBHOOK_SECRET;
  if (!secret) {
    return Response.json(
      { error: 'WooCommerce webhooks are off here: WOOCOMMERCE_WEBHOOK_SECRET is not set.' },
      { status: 503 },
    );
  }
  const delivery = readDelivery(request.headers, read.bytes, secret);
  if (delivery.kind === 'refused')
    return Response.json({ error: delivery.error }, { status: delivery.status });
  if (delivery.kind === 'ignored') {
    return Response.json({ ignored: delivery.topic }, { status: 202 });
  }
  if (delivery.deliveryId && recent.has(delivery.deliveryId)) {
    return Response.json({ duplicate: delivery.deliveryId });
  }
  revalidateCatalogue(delivery.tags);
  if (delivery.deliveryId) recent.add(delivery.deliveryId);
  serverLog.info(
    { topic: delivery.topic, productId: delivery.productId, deliveryId: delivery.deliveryId },
    'WooCommerce webhook: the product and the lists are refreshed',
  );
  return Response.json({ revalidated: delivery.tags });
}
