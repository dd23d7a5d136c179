/**
 * The order email shows the buyer's purchase-order number and dock note, under this shop's keys
 * only (@ppe/shop-rules/purchase-details), escaped in the HTML and worded in the order's language.
 * Whatever else the order's meta holds (WooCommerce's own, a look-alike key, the checkout's
 * idempotency key) never reaches the mail.
 */
import { describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../testing/addresses.ts';
import { orderConfirmationEmail } from './email.ts';
import type { OrderRow } from './types.ts';

const order = {
  id: 77,
  orderKey: 'wc_order_po',
  status: 'processing',
  billing: { ...TEST_BILLING, company: 'Acme Safety Ltd' },
  shipping: {},
  subtotal: 1190,
  discountTotal: 0,
  shippingTotal: 0,
  shippingLines: [],
  totalTax: 0,
  total: 1190,
  paymentMethodTitle: 'Cash on delivery',
  customerNote: '',
  metaData: [
    { key: '_billing_address_index', value: 'INDEX-VALUE' },
    { key: '_idempotency_key', value: 'IDEMPOTENCY-VALUE' },
    { key: '_po_number', value: 'PO-<1234>' },
    { key: '_dock_note', value: 'Dock 4\nAsk for Sam' },
    { key: 'po_number', value: 'LOOK-ALIKE' },
  ],
} as unknown as OrderRow;
const lines = [{ name: 'Hard hat', quantity: 1, subtotal: 1190, variation: [] }];
const shop = { siteName: 'Shop', storefrontUrl: 'https://shop.test', currency: { code: 'USD', symbol: '$' } };

describe('the order email and purchase details', () => {
  it("shows the shop's two details, escaped, and no other meta", () => {
    const mail = orderConfirmationEmail(order, lines, shop);
    expect(mail.text).toContain('Purchase order number: PO-<1234>\nDelivery note: Dock 4\nAsk for Sam');
    expect(mail.text).toContain('Acme Safety Ltd');
    expect(mail.html).toContain('<strong>Purchase order number:</strong> PO-&lt;1234&gt;');
    expect(mail.html).toContain('<strong>Delivery note:</strong> Dock 4<br>Ask for Sam');
    for (const other of ['INDEX-VALUE', 'IDEMPOTENCY-VALUE', 'LOOK-ALIKE']) {
      expect(mail.text).not.toContain(other);
      expect(mail.html).not.toContain(other);
    }
  });

  it("words them in the order's language", () => {
    const mail = orderConfirmationEmail(order, lines, shop, [], null, null, 'de');
    expect(mail.text).toContain('Bestellnummer (PO): PO-<1234>\nLieferhinweis: Dock 4');
  });

  it('says nothing of them when the order has none', () => {
    const mail = orderConfirmationEmail({ ...order, metaData: [] }, lines, shop);
    expect(mail.text).not.toContain('Purchase order number');
    expect(mail.html).not.toContain('Delivery note');
  });
});
