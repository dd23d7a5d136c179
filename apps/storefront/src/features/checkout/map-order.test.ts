import { describe, expect, it } from 'vitest';
import { isKnownStatus, mapOrder } from './map-order';

describe('mapOrder', () => {
  it('maps an order with its lines and raw totals', () => {
    const view = mapOrder({
      databaseId: 12,
      orderNumber: '12',
      date: '2026-11-22T02:00:00',
      status: 'PROCESSING',
      paymentMethodTitle: 'Test card',
      subtotal: '60.00',
      discountTotal: '6.00',
      shippingTotal: '0.00',
      totalTax: '0.00',
      total: '54.00',
      lineItems: {
        nodes: [{ databaseId: 1, quantity: 2, total: '27.00', product: { node: { name: 'FFP2 mask' } } }],
      },
    });
    expect(view).toEqual({
      id: 12,
      number: '12',
      date: '2026-11-22T02:00:00',
      status: 'processing',
      paymentMethod: 'Test card',
      lines: [{ id: 1, name: 'FFP2 mask', quantity: 2, total: 2700 }],
      subtotal: 6000,
      discountTotal: 600,
      shippingTotal: 0,
      totalTax: 0,
      total: 5400,
    });
    expect(isKnownStatus(view?.status ?? '')).toBe(true);
  });
  it('is null when the order cannot be read', () => {
    expect(mapOrder(null)).toBeNull();
    expect(mapOrder(undefined)).toBeNull();
  });
});
