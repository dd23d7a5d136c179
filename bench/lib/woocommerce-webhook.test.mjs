import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productUpdated } from './woocommerce-webhook.mjs';

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
