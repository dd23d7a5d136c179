import { STORE_LANGUAGES } from '@ppe/shop-rules/languages';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/html.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { orderConfirmationEmail } from './email.ts';
import { addressLines, type EmailLine } from './email-details.ts';
import { DOWNLOADS_AFTER_PAYMENT, downloadsNotice } from './email-downloads.ts';
import type { OrderRow } from './types.ts';

const order = {
  id: 1234,
  orderKey: 'wc_order_abc',
  status: 'processing',
  billing: { ...TEST_BILLING, firstName: 'Ada <b>' },
  shipping: {
    firstName: 'Grace',
    lastName: 'Hopper',
    address1: '9 <Dock> Road',
    city: 'Chicago',
    state: 'IL',
    postcode: '60601',
    country: 'US',
  },
  subtotal: 7000,
  discountTotal: 700,
  shippingTotal: 795,
  shippingLines: [
    { methodId: 'flat_rate', instanceId: 1, methodTitle: 'Flat rate', total: 795, totalTax: 0 },
  ],
  totalTax: 0,
  total: 7095,
  paymentMethodTitle: 'Cash on delivery',
  customerNote: 'Ring <twice> & wait',
} as unknown as OrderRow;
// Line subtotals are before the coupon: 40.00 + 30.00 is the order's 70.00 subtotal.
const lines: EmailLine[] = [
  { name: 'Hard hat', quantity: 2, subtotal: 4000, variation: [] },
  {
    name: 'Hi-vis jacket',
    quantity: 1,
    subtotal: 3000,
    variation: [
      ['Color', 'Orange'],
      ['Size', 'XXL'],
    ],
  },
];
const shop = { siteName: 'Shop', storefrontUrl: 'https://shop.test', currency: { code: 'USD', symbol: '$' } };

describe('order confirmation email', () => {
  it('has the lines with their variation, totals that add up, the note and a link with the order key', () => {
    const mail = orderConfirmationEmail(order, lines, shop);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('[Shop] Your order #1234 has been received');
    expect(mail.text).toContain('Hard hat × 2: $40.00');
    expect(mail.text).toContain('Hi-vis jacket × 1: $30.00\n  Color: Orange, Size: XXL');
    expect(mail.text).toContain('Subtotal: $70.00\nDiscount: -$7.00\nShipping: $7.95 via Flat rate');
    expect(mail.text).toContain('Total: $70.95');
    expect(mail.text).toContain('Note: Ring <twice> & wait');
    expect(mail.text).toContain('https://shop.test/checkout/order-received/1234?key=wc_order_abc');
    expect(mail.text).toContain('it is now being processed');
    expect(mail.html).toContain('<td>Hi-vis jacket × 1<br><small>Color: Orange, Size: XXL</small></td>');
    expect(mail.html).toContain('$7.95 via Flat rate');
  });

  it('has both addresses, as text and as HTML', () => {
    const mail = orderConfirmationEmail(order, lines, shop);
    expect(mail.text).toContain(
      'Billing address:\nAda <b> Lovelace\n1 Main St\nSpringfield, IL 62701\nUnited States\n555-123-4567\nada@example.com',
    );
    expect(mail.text).toContain('Shipping address:\nGrace Hopper\n9 <Dock> Road\nChicago, IL 60601');
    expect(mail.html).toContain('<h3>Shipping address</h3>');
    expect(mail.html).toContain('Grace Hopper<br>9 &lt;Dock&gt; Road<br>Chicago, IL 60601');
  });

  it('escapes what the shopper typed in the HTML', () => {
    const mail = orderConfirmationEmail(order, lines, shop);
    expect(mail.html).toContain('Ada &lt;b&gt;');
    expect(mail.html).toContain('Ring &lt;twice&gt; &amp; wait');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<twice>');
    expect(mail.html).not.toContain('<Dock>');
  });

  it('names a free shipping method without an amount, and leaves out an address the order lacks', () => {
    const free = {
      ...order,
      shippingTotal: 0,
      shippingLines: [
        { methodId: 'local_pickup', instanceId: 3, methodTitle: 'Local pickup', total: 0, totalTax: 0 },
      ],
      shipping: {},
    } as OrderRow;
    const mail = orderConfirmationEmail(free, lines, shop);
    expect(mail.text).toContain('Shipping: Local pickup');
    expect(mail.text).not.toContain('Shipping address');
  });

  it('says an on-hold order waits for the payment', () => {
    const mail = orderConfirmationEmail({ ...order, status: 'on-hold' }, lines, shop);
    expect(mail.text).toContain('on hold until we confirm that your payment has arrived');
  });

  it('says when the files of an order on hold become available, in the language the shopper checked out in', () => {
    const onHold = { ...order, status: 'on-hold' } as OrderRow;
    for (const language of STORE_LANGUAGES) {
      const notice = downloadsNotice(onHold, true, language);
      expect(notice).toBe(DOWNLOADS_AFTER_PAYMENT[language]);
      const mail = orderConfirmationEmail(onHold, lines, shop, [], null, notice);
      expect(mail.text).toContain(DOWNLOADS_AFTER_PAYMENT[language]);
      expect(mail.html).toContain(`<p>${escapeHtml(DOWNLOADS_AFTER_PAYMENT[language])}</p>`);
    }
    expect(DOWNLOADS_AFTER_PAYMENT.en).toContain('once we have received your payment');
    expect(new Set(Object.values(DOWNLOADS_AFTER_PAYMENT)).size).toBe(STORE_LANGUAGES.length);
    // Nothing to say for a paid order, or one without files.
    expect(downloadsNotice(order, true, 'de')).toBeNull();
    expect(downloadsNotice(onHold, false, 'de')).toBeNull();
  });
});

describe('address lines', () => {
  it('are empty for an order without an address', () => {
    expect(addressLines({ email: 'ada@example.com' })).toEqual([]);
  });
});
