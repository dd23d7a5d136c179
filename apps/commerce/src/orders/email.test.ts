import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from './email.ts';
import type { OrderItemRow, OrderRow } from './types.ts';

const order = {
  id: 1234,
  orderKey: 'wc_order_abc',
  status: 'processing',
  billing: { firstName: 'Ada <b>', email: 'ada@example.com' },
  subtotal: 4000,
  discountTotal: 400,
  shippingTotal: 795,
  totalTax: 0,
  total: 4395,
  paymentMethodTitle: 'Cash on delivery',
  customerNote: 'Ring twice',
} as unknown as OrderRow;
const items = [{ name: 'Hard hat', quantity: 2, subtotal: 4000 }] as OrderItemRow[];
const shop = { siteName: 'Shop', storefrontUrl: 'https://shop.test', currency: { code: 'USD', symbol: '$' } };

describe('order confirmation email', () => {
  it('has the lines, totals, note and a link with the order key, as text and escaped HTML', () => {
    const mail = orderConfirmationEmail(order, items, shop);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('[Shop] Your order #1234 has been received');
    expect(mail.text).toContain('Hard hat × 2: $40.00');
    expect(mail.text).toContain('Discount: -$4.00');
    expect(mail.text).toContain('Total: $43.95');
    expect(mail.text).toContain('Note: Ring twice');
    expect(mail.text).toContain('https://shop.test/checkout/order-received/1234?key=wc_order_abc');
    expect(mail.text).toContain('it is now being processed');
    expect(mail.html).toContain('Ada &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('says an on-hold order waits for the payment', () => {
    const mail = orderConfirmationEmail({ ...order, status: 'on-hold' }, items, shop);
    expect(mail.text).toContain('on hold until we confirm that your payment has arrived');
  });
});
