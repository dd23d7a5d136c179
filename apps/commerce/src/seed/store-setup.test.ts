import { FREE_SHIPPING_MINIMUM } from '@ppe/shop-rules/shipping';
import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPING_ZONES } from './store-setup.ts';

describe('the demo shipping zones', () => {
  it('ship free from the minimum the storefront promises', () => {
    const free = DEMO_SHIPPING_ZONES.flatMap((zone) => zone.methods).filter(
      (method) => method.methodId === 'free_shipping',
    );
    expect(free.length).toBeGreaterThan(0);
    for (const method of free) expect(method).toMatchObject({ minAmount: FREE_SHIPPING_MINIMUM * 100 });
  });
});
