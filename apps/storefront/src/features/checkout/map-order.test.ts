import { describe, expect, it } from 'vitest';
import type { OrderDetailsFragment } from '@/graphql/generated';
import { isKnownStatus, mapGiftCardPayments, mapOrder, paymentsThatAddUp } from './map-order';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Market Street',
  address2: null,
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US' as const,
  email: 'ada@example.com',
  phone: '4155550100',
};

/**
 * An order as WooGraphQL answers it. Wire evidence: wp-graphql/wp-graphql-woocommerce
 * includes/model/class-order-item.php (LineItem `subtotal` is get_subtotal(), before coupons;
 * `total` is get_total(), after; ShippingLine `methodTitle` is get_method_title()), and
 * woocommerce/woocommerce includes/class-wc-order-item-product.php set_variation() (the chosen
 * attributes are the line's meta data, `pa_color` => term slug, a local attribute by its name).
 */
const order: OrderDetailsFragment = {
  databaseId: 12,
  orderNumber: '12',
  date: '2026-11-22T02:00:00',
  status: 'PROCESSING',
  hasDownloadableItem: false,
  isDownloadPermitted: true,
  paymentMethod: 'test_card',
  paymentMethodTitle: 'Test card',
  customerNote: 'Ring twice',
  purchaseDetails: [],
  subtotal: '60.00',
  discountTotal: '6.00',
  shippingTotal: '7.95',
  totalTax: '0.00',
  total: '61.95',
  billing: address,
  shipping: { ...address, firstName: 'Grace', address1: '9 Dock Road', email: null, phone: null },
  shippingLines: { nodes: [{ methodTitle: 'Flat rate', shippingMethod: { databaseId: 'flat_rate' } }] },
  lineItems: {
    nodes: [
      {
        databaseId: 1,
        quantity: 2,
        subtotal: '30.00',
        total: '27.00',
        metaData: [],
        product: { node: { name: 'FFP2 mask', attributes: { nodes: [] } } },
      },
      {
        databaseId: 2,
        quantity: 1,
        subtotal: '30.00',
        total: '27.00',
        metaData: [
          { key: 'battery-life', value: '8 hours' },
          { key: 'pa_color', value: 'orange' },
          { key: '_reduced_stock', value: '1' },
          { key: 'pa_size', value: 'xxl' },
        ],
        product: {
          node: {
            name: 'Hi-vis jacket',
            attributes: {
              nodes: [
                {
                  name: 'pa_color',
                  label: 'Color',
                  variation: true,
                  terms: { nodes: [{ name: 'Orange', slug: 'orange' }] },
                },
                {
                  name: 'pa_size',
                  label: 'Size',
                  variation: true,
                  terms: { nodes: [{ name: 'XXL', slug: 'xxl' }] },
                },
                { name: 'Battery life', label: 'Battery life', variation: true },
                { name: 'pa_standard', label: 'Standard', variation: false, terms: { nodes: [] } },
              ],
            },
          },
        },
      },
    ],
  },
};

describe('mapOrder', () => {
  it('maps an order with its lines, raw totals, shipping method, note and addresses', () => {
    const view = mapOrder(order);
    expect(view).toMatchObject({
      id: 12,
      number: '12',
      date: '2026-11-22T02:00:00',
      status: 'processing',
      paymentMethod: 'Test card',
      paymentGateway: 'test_card',
      subtotal: 6000,
      discountTotal: 600,
      shippingTotal: 795,
      shippingMethod: 'Flat rate',
      shippingLines: [{ methodId: 'flat_rate', title: 'Flat rate' }],
      totalTax: 0,
      total: 6195,
      customerNote: 'Ring twice',
      billing: {
        firstName: 'Ada',
        address1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        country: 'US',
      },
      shipping: { firstName: 'Grace', address1: '9 Dock Road', email: '', phone: '' },
    });
    expect(isKnownStatus(view?.status ?? '')).toBe(true);
  });

  it('says the files of an order on hold wait for its payment, and of a paid one or one without files not', () => {
    const onHold = {
      ...order,
      status: 'ON_HOLD',
      hasDownloadableItem: true,
      isDownloadPermitted: false,
    } as const;
    expect(mapOrder(onHold)?.downloadsAwaitPayment).toBe(true);
    expect(
      mapOrder({ ...onHold, status: 'PROCESSING', isDownloadPermitted: true })?.downloadsAwaitPayment,
    ).toBe(false);
    expect(mapOrder({ ...onHold, hasDownloadableItem: false })?.downloadsAwaitPayment).toBe(false);
    // A backend that answers null for them says nothing of it.
    expect(
      mapOrder({ ...onHold, hasDownloadableItem: null, isDownloadPermitted: null })?.downloadsAwaitPayment,
    ).toBe(false);
  });

  it('keeps each line before and after the coupon; the amounts before add up to the subtotal', () => {
    const view = mapOrder(order);
    expect(view?.lines.map(({ subtotal, total }) => [subtotal, total])).toEqual([
      [3000, 2700],
      [3000, 2700],
    ]);
    expect(view?.lines.reduce((sum, line) => sum + line.subtotal, 0)).toBe(view?.subtotal);
  });

  it("names the chosen variation by the product's labels and term names, in its order, and nothing else", () => {
    const [plain, jacket] = mapOrder(order)?.lines ?? [];
    expect(plain?.variation).toEqual([]);
    expect(jacket?.variation).toEqual([
      { label: 'Color', value: 'Orange' },
      { label: 'Size', value: 'XXL' },
      { label: 'Battery life', value: '8 hours' },
    ]);
  });

  it('has no shipping method, note or address the order lacks', () => {
    const view = mapOrder({
      ...order,
      customerNote: null,
      shippingLines: { nodes: [] },
      shipping: { ...address, address1: null, city: null },
    });
    expect(view).toMatchObject({ shippingMethod: '', customerNote: '', shipping: null });
  });

  it('is null when the order cannot be read', () => {
    expect(mapOrder(null)).toBeNull();
    expect(mapOrder(undefined)).toBeNull();
  });
});

describe("an order's gift card payments", () => {
  // The gift cards plugin's Order.giftCardPayments (apps/commerce/src/schema/extensions-gift-cards.graphql):
  // RAW amounts as every money field of the order.
  it('maps what each card paid in cents, for the order asked about only', () => {
    const answered = {
      databaseId: 12,
      giftCardPayments: [
        { code: 'ABCD-EFGH-JKMN-PQRS', amount: '25.00' },
        { code: 'WXYZ-0000-1111-2222', amount: null },
      ],
    };
    expect(mapGiftCardPayments(answered, 12)).toEqual([
      { code: 'ABCD-EFGH-JKMN-PQRS', amount: 2500 },
      { code: 'WXYZ-0000-1111-2222', amount: 0 },
    ]);
    expect(mapGiftCardPayments(answered, 13)).toBeNull();
    expect(mapGiftCardPayments(null, 12)).toBeNull();
  });

  it("keeps the cart's cards with the placed order only when they cover what its total leaves out", () => {
    // 60.00 − 6.00 + 7.95 = 61.95 in parts; a total of 36.95 leaves 25.00 paid by cards.
    const placed = mapOrder({ ...order, total: '36.95' });
    if (!placed) throw new Error('no order');
    const card = { code: 'ABCD-EFGH-JKMN-PQRS', amount: 2500 };
    expect(paymentsThatAddUp(placed, [card])).toEqual([card]);
    // A card spent meanwhile by another checkout paid less than the cart showed: nothing is claimed.
    expect(paymentsThatAddUp(placed, [{ ...card, amount: 3000 }])).toBeUndefined();
    expect(paymentsThatAddUp(placed, [])).toBeUndefined();
    const unpaid = mapOrder(order);
    expect(unpaid && paymentsThatAddUp(unpaid, [])).toEqual([]);
  });
});
