import { describe, expect, it } from 'vitest';
import { orderReceivedPath } from './api';

describe('orderReceivedPath', () => {
  it('reads the order id and key from the backend redirect', () => {
    expect(
      orderReceivedPath({
        result: 'success',
        redirect: 'https://shop.example/checkout/order-received/42/?key=wc_order_abc',
        orderId: 42,
        orderKey: 'wc_order_abc',
      }),
    ).toBe('/checkout/order-received/42?key=wc_order_abc');
    expect(
      orderReceivedPath({
        result: 'success',
        redirect: '/checkout/order-received/7/?key=wc_order_x',
        orderId: null,
        orderKey: null,
      }),
    ).toBe('/checkout/order-received/7?key=wc_order_x');
  });
  it('falls back to the order id and key', () => {
    expect(orderReceivedPath({ result: 'success', redirect: null, orderId: 5, orderKey: 'wc_order_k' })).toBe(
      '/checkout/order-received/5?key=wc_order_k',
    );
    expect(
      orderReceivedPath({ result: 'failure', redirect: null, orderId: null, orderKey: null }),
    ).toBeNull();
  });
});
