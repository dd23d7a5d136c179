import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import recorded from '@/testing/real-site/webhooks.json';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));
vi.mock('server-only', () => ({}));

const { POST } = await import('./route');
const { onPageCacheClear } = await import('@/server/page-cache-hook.mjs');

/** The secret the recorded webhooks were made with (src/testing/real-site/README.md). */
const SECRET = 's3cret';

interface Recorded {
  name: string;
  request: { method: string; headers: Record<string, string>; body: string } | null;
}
const deliveries = (recorded as Recorded[]).filter(
  (entry): entry is Recorded & { request: NonNullable<Recorded['request']> } =>
    entry.request?.method === 'POST',
);
const named = (start: string) => {
  const found = deliveries.find((entry) => entry.name.startsWith(start));
  if (!found) throw new Error(`No recorded delivery named "${start}…"`);
  return found.request;
};

/** Sent as WooCommerce sent it: its headers (less the hop's own) and its body's exact bytes. */
const send = (
  request: { headers: Record<string, string>; body: string },
  change: Record<string, string> = {},
) => {
  const headers = Object.fromEntries(
    Object.entries({ ...request.headers, ...change }).filter(
      ([name]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(name.toLowerCase()),
    ),
  );
  return POST(
    new Request('http://shop/api/webhooks/woocommerce', { method: 'POST', headers, body: request.body }),
  );
};
const revalidated = () => revalidateTag.mock.calls.map(([tag]) => tag);
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('base64');

describe('POST /api/webhooks/woocommerce, with deliveries recorded from a real site', () => {
  let pagesCleared = 0;
  beforeEach(() => {
    vi.stubEnv('WOOCOMMERCE_WEBHOOK_SECRET', SECRET);
    revalidateTag.mockClear();
    pagesCleared = 0;
  });
  afterEach(() => vi.unstubAllEnvs());
  onPageCacheClear(() => {
    pagesCleared += 1;
  });

  it('answers the ping of a saved webhook 200, as WooCommerce needs to keep it active, and changes nothing', async () => {
    for (const ping of deliveries.filter((entry) => entry.name.startsWith('ping'))) {
      const response = await send(ping.request);
      expect([ping.name, response.status, await response.text()]).toEqual([ping.name, 200, 'ok']);
    }
    expect(revalidated()).toEqual([]);
    vi.stubEnv('WOOCOMMERCE_WEBHOOK_SECRET', '');
    expect((await send(named('ping on webhook re-save (product.created'))).status).toBe(200);
  });

  it("refreshes an updated product's page and the lists, on the signature over the raw bytes", async () => {
    const update = named('product.updated: regular price');
    const response = await send(update);
    expect(response.status).toBe(200);
    expect(revalidated()).toEqual(['products', 'product:6035-p3-particulate-filter']);
    expect(pagesCleared).toBe(1);
  });

  it('refreshes a created product, a product whose stock an order reduced, and the lists after a deletion', async () => {
    await send(named('product.created'));
    expect(revalidated()).toEqual(['products', 'product:realwoo-webhook-test-product']);
    revalidateTag.mockClear();
    await send(named('product.updated caused by a guest GraphQL checkout'));
    expect(revalidated()).toEqual(['products', 'product:gogglegear-500-safety-goggles']);
    revalidateTag.mockClear();
    // A trashed product's body is only its id: every product read carries the `products` tag.
    const deleted = await send(named('product.deleted'));
    expect(await deleted.json()).toEqual({ revalidated: ['products'] });
    expect(revalidated()).toEqual(['products']);
  });

  it('does a delivery WooCommerce sends again once', async () => {
    const update = named('product.updated: regular price');
    const again = { 'X-WC-Webhook-Delivery-ID': 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };
    expect((await send(update, again)).status).toBe(200);
    const repeated = await send(update, again);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual({ duplicate: again['X-WC-Webhook-Delivery-ID'] });
    expect(revalidated()).toEqual(['products', 'product:6035-p3-particulate-filter']);
  });

  it('refuses a delivery with no signature, a wrong one, another secret or a changed body, and changes nothing', async () => {
    const update = named('product.updated: regular price');
    const cheaper = update.body.replace('"price":"15.20"', '"price":"0.01"');
    expect(cheaper).not.toBe(update.body);
    const unsigned = Object.fromEntries(
      Object.entries(update.headers).filter(([name]) => name !== 'X-WC-Webhook-Signature'),
    );
    const attempts = [
      send({ ...update, headers: unsigned }),
      send(update, { 'X-WC-Webhook-Signature': 'v/TZM2FqNHpKm3v//tUbop71OLr2vXi1ril+uMclRkX=' }),
      send(update, { 'X-WC-Webhook-Signature': sign(update.body, 'another-secret') }),
      // The same JSON, serialised again: WooCommerce's `\/` became `/`, and the bytes differ.
      send({ ...update, body: JSON.stringify(JSON.parse(update.body)) }),
      send({ ...update, body: cheaper }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatch(/not signed with this shop's webhook secret/);
    }
    expect(revalidated()).toEqual([]);
    expect(pagesCleared).toBe(0);
  });

  it('accepts a signed delivery of another topic with 202 and refreshes nothing', async () => {
    const body = '{"id":128,"status":"processing"}';
    const response = await send({
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'order.created',
        'X-WC-Webhook-Signature': sign(body),
        'X-WC-Webhook-Delivery-ID': 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      },
      body,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ignored: 'order.created' });
    expect(revalidated()).toEqual([]);
  });

  it('refuses every delivery while no secret is set, and a body past the cap before reading it', async () => {
    vi.stubEnv('WOOCOMMERCE_WEBHOOK_SECRET', '');
    const off = await send(named('product.updated: regular price'));
    expect(off.status).toBe(503);
    expect((await off.json()).error).toMatch(/WOOCOMMERCE_WEBHOOK_SECRET is not set/);
    vi.stubEnv('WOOCOMMERCE_WEBHOOK_SECRET', SECRET);
    const huge = await POST(
      new Request('http://shop/api/webhooks/woocommerce', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
        body: 'x',
      }),
    );
    expect(huge.status).toBe(413);
    expect(revalidated()).toEqual([]);
  });
});
