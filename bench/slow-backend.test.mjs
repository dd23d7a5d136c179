import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productUpdated, summariseSamples } from './slow-backend.mjs';

describe('productUpdated', () => {
  it('signs the body as WooCommerce does, with a delivery id of its own each time', () => {
    const first = productUpdated({ id: 7, slug: 'helmet' }, 'secret');
    const second = productUpdated({ id: 7, slug: 'helmet' }, 'secret');
    expect(JSON.parse(first.body)).toMatchObject({ id: 7, slug: 'helmet' });
    expect(first.headers['x-wc-webhook-topic']).toBe('product.updated');
    expect(first.headers['x-wc-webhook-signature']).toBe(
      createHmac('sha256', 'secret').update(first.body).digest('base64'),
    );
    expect(second.headers['x-wc-webhook-delivery-id']).not.toBe(first.headers['x-wc-webhook-delivery-id']);
  });
});

describe('summariseSamples', () => {
  it('gives percentiles of the samples and the CPU time over every answer asked for', () => {
    const samples = [10, 20, 30, 40].map((ttfb) => ({
      ttfb,
      complete: ttfb + 5,
      requests: ttfb > 30 ? 1 : 0,
    }));
    const row = summariseSamples('miss', 'embedded', {
      samples,
      answers: 5,
      cpu: { storefront: 100, backend: null },
    });
    expect(row).toMatchObject({
      samples: 4,
      ttfbP50: 20,
      ttfbP95: 40,
      completeP50: 25,
      requestsMin: 0,
      requestsMax: 1,
    });
    expect(row.storefrontCpuMs).toBe(20);
    expect(row.backendCpuMs).toBeUndefined();
  });
});
