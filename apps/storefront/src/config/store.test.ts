import { FREE_SHIPPING_MINIMUM } from '@ppe/shop-rules/shipping';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSettings } from './store';

describe('the free-shipping threshold', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the minimum the backend’s free_shipping method is seeded with, unless set', () => {
    vi.stubEnv('STORE_FREE_SHIPPING_THRESHOLD', '');
    expect(storeSettings().freeShippingThreshold).toBe(FREE_SHIPPING_MINIMUM);
  });

  it('follows STORE_FREE_SHIPPING_THRESHOLD for a site whose minimum differs; 0 promises none', () => {
    vi.stubEnv('STORE_FREE_SHIPPING_THRESHOLD', '75');
    expect(storeSettings().freeShippingThreshold).toBe(75);
    vi.stubEnv('STORE_FREE_SHIPPING_THRESHOLD', '0');
    expect(storeSettings().freeShippingThreshold).toBe(0);
    vi.stubEnv('STORE_FREE_SHIPPING_THRESHOLD', 'fifty');
    expect(storeSettings().freeShippingThreshold).toBe(FREE_SHIPPING_MINIMUM);
  });
});
