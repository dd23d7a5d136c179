/**
 * WooCommerce's own webhooks, read as a store owner sets them up in WooCommerce → Settings →
 * Advanced → Webhooks, and as a real site sends them (src/testing/real-site/webhooks.json):
 *
 * - saving an active webhook again sends a ping: form-encoded `webhook_id=N`, with no
 *   `X-WC-Webhook-*` header and no signature, which must be answered 200 or WooCommerce will not
 *   keep the webhook active;
 * - a delivery is JSON (the REST API's product; only `{"id": …}` for a deleted one) with
 *   `X-WC-Webhook-Topic`, `-Delivery-ID` and `-Signature`: base64(HMAC-SHA256(raw body, secret)).
 *   The signature covers the body's bytes as sent, so it is checked before anything is parsed.
 *
 * Kept apart from the route so the checks are tested without Next.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CACHE_TAGS, isProductSlug } from '@/lib/commerce/server/cache';

/**
 * The largest delivery read: a product as WooCommerce's REST API writes it (descriptions, images,
 * attributes, its variations' ids and meta) is a few KB to a few hundred.
 */
export const MAX_DELIVERY_BYTES = 1024 * 1024;

/** The topics that change what the catalogue pages show; WooCommerce fires `product.updated` for stock and sale changes too. */
const PRODUCT_TOPICS: ReadonlySet<string> = new Set([
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
]);

export type Delivery =
  | { kind: 'refused'; status: 400 | 401; error: string }
  /** A topic that changes no page the storefront keeps (an order, a customer, a coupon). */
  | { kind: 'ignored'; topic: string }
  | { kind: 'product'; topic: string; deliveryId: string | null; productId: number | null; tags: string[] };

/** WooCommerce's ping on saving a webhook: `webhook_id=N`, form-encoded, unsigned. */
export function isPing(headers: Headers, body: Uint8Array): boolean {
  if (headers.has('x-wc-webhook-topic')) return false;
  const type = headers.get('content-type') ?? '';
  return (
    type.startsWith('application/x-www-form-urlencoded') &&
    /^webhook_id=\d{1,20}$/.test(new TextDecoder().decode(body).trim())
  );
}

/** Whether `signature` is this body's base64 HMAC-SHA256 under `secret`, compared in constant time. */
export function signatureMatches(body: Uint8Array, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A signed delivery's meaning: the cache tags a product's change makes stale, or why it is refused. */
export function readDelivery(headers: Headers, body: Uint8Array, secret: string): Delivery {
  if (!signatureMatches(body, headers.get('x-wc-webhook-signature'), secret)) {
    return {
      kind: 'refused',
      status: 401,
      error: "The delivery is not signed with this shop's webhook secret (X-WC-Webhook-Signature).",
    };
  }
  const topic = headers.get('x-wc-webhook-topic');
  if (!topic)
    return { kind: 'refused', status: 400, error: 'A delivery names its topic in X-WC-Webhook-Topic.' };
  if (!PRODUCT_TOPICS.has(topic)) return { kind: 'ignored', topic };
  let product: { id?: unknown; slug?: unknown };
  try {
    product = (JSON.parse(new TextDecoder().decode(body)) ?? {}) as typeof product;
  } catch {
    return { kind: 'refused', status: 400, error: 'A product delivery is JSON, as WooCommerce sends it.' };
  }
  const slug = typeof product.slug === 'string' && isProductSlug(product.slug) ? product.slug : null;
  return {
    kind: 'product',
    topic,
    deliveryId: headers.get('x-wc-webhook-delivery-id'),
    productId: typeof product.id === 'number' ? product.id : null,
    // Every product read carries `products` (lists, search, the home page, and the parent of a
    // variation, whose page lists it): a deleted product's delivery names no slug, only its id.
    tags: slug ? [CACHE_TAGS.products, CACHE_TAGS.product(slug)] : [CACHE_TAGS.products],
  };
}

/**
 * Delivery ids already acted on, so that a delivery WooCommerce sends again (its queue retries one
 * whose answer it did not get) is done once. Bounded: the oldest are forgotten first.
 */
export class RecentDeliveries {
  private readonly seen = new Set<string>();
  constructor(private readonly capacity = 1_000) {}

  has(id: string): boolean {
    return this.seen.has(id);
  }

  add(id: string): void {
    this.seen.add(id);
    if (this.seen.size > this.capacity) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
  }
}
