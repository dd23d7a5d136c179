import { describe, expect, it } from 'vitest';
import type { CartContentFragment } from '@/graphql/generated';
import { cartOfResult, mapCart } from './map-cart';

const image = (url: string | null) => ({ altText: '', thumbnail: url });
const raw: CartContentFragment = {
  isEmpty: false,
  subtotal: '59.97',
  total: '53.97',
  shippingTotal: '0.00',
  discountTotal: '6.00',
  totalTax: '0.00',
  chosenShippingMethods: ['flat_rate:1', null],
  appliedCoupons: [{ code: 'welcome10', discountAmount: '6.00' }, null],
  availableShippingMethods: [{ rates: [{ id: 'flat_rate:1', label: 'Flat rate', cost: '7.95' }, null] }],
  contents: {
    itemCount: 3,
    productCount: 2,
    nodes: [
      {
        key: 'a',
        quantity: 2,
        subtotal: '39.98',
        total: '35.98',
        product: {
          node: { databaseId: 1, name: 'Mask', slug: 'mask', image: image('http://b/media/1.jpg') },
        },
        variation: null,
      },
      {
        key: 'b',
        quantity: 1,
        subtotal: '19.99',
        total: '17.99',
        product: {
          node: { databaseId: 2, name: 'Glove', slug: 'glove', image: image('http://b/media/2.jpg') },
        },
        variation: { node: { databaseId: 3, name: 'Glove - M', image: image(null) } },
      },
    ],
  },
} as CartContentFragment;

describe('mapCart', () => {
  it('maps lines, amounts, coupons and shipping rates', () => {
    const cart = mapCart(raw, (url) => url.replace('http://b', ''));
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotal).toBe(5997);
    expect(cart.discountTotal).toBe(600);
    expect(cart.coupons).toEqual([{ code: 'welcome10', discount: 600 }]);
    expect(cart.shippingRates).toEqual([{ id: 'flat_rate:1', label: 'Flat rate', cost: 795 }]);
    expect(cart.chosenShippingMethods).toEqual(['flat_rate:1']);
    expect(cart.lines[0]).toMatchObject({
      key: 'a',
      name: 'Mask',
      quantity: 2,
      subtotal: 3998,
      variationId: null,
    });
    expect(cart.lines[0]?.image).toEqual({ url: '/media/1.jpg', alt: 'Mask' });
    // A variation without its own image shows the product's, under the variation's name.
    expect(cart.lines[1]).toMatchObject({ name: 'Glove - M', variationId: 3, slug: 'glove' });
    expect(cart.lines[1]?.image?.url).toBe('/media/2.jpg');
    expect(cart.lines[0]?.giftCard).toBeNull();
  });

  it("gives a gift card line its recipient and delivery day from the line's extraData", () => {
    const line = raw.contents?.nodes[0];
    const giftCard = mapCart({
      ...raw,
      contents: {
        itemCount: 1,
        productCount: 1,
        nodes: [
          {
            ...line,
            extraData: [
              { key: 'wc_gc_giftcard_amount', value: '50.00' },
              { key: 'wc_gc_giftcard_to_name', value: 'Grace Hopper' },
              { key: 'wc_gc_giftcard_to', value: 'grace@example.com' },
              { key: 'wc_gc_giftcard_delivery', value: '2026-12-01' },
            ],
          },
        ],
      },
    } as CartContentFragment);
    expect(giftCard.lines[0]?.giftCard).toEqual({
      amount: 5000,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      deliveryDate: '2026-12-01',
    });
  });

  it('names a variation line with every chosen value, an "any" attribute\'s included, by its term\'s name', () => {
    const shirt = {
      databaseId: 5,
      name: 'Shirt',
      slug: 'shirt',
      image: image(null),
      attributes: {
        nodes: [
          {
            name: 'pa_color',
            terms: { nodes: [{ slug: 'hi-vis-orange', name: 'Hi-Vis Orange' }] },
          },
          { name: 'Fit' },
        ],
      },
    };
    const cart = mapCart({
      ...raw,
      contents: {
        itemCount: 1,
        productCount: 1,
        nodes: [
          {
            ...raw.contents?.nodes[1],
            product: { node: shirt },
            variation: {
              // The variation takes any colour: its own name says only its size.
              node: { databaseId: 6, name: 'Shirt - XXL', image: image(null) },
              attributes: [
                { name: 'pa_color', value: 'hi-vis-orange' },
                { name: 'pa_size', value: 'xxl' },
                { name: 'Fit', value: 'Slim' },
              ],
            },
          },
        ],
      },
    } as CartContentFragment);
    expect(cart.lines[0]?.name).toBe('Shirt - Hi-Vis Orange, xxl, Slim');
  });
});

describe('cartOfResult', () => {
  it('finds the cart in a query or a mutation payload', () => {
    expect(cartOfResult({ cart: raw })).toBe(raw);
    expect(cartOfResult({ addToCart: { cart: raw } })).toBe(raw);
    expect(cartOfResult({ applyCoupon: null })).toBeNull();
    expect(cartOfResult(null)).toBeNull();
  });
});

describe('cart money in integer cents', () => {
  const line = (key: string, quantity: number, subtotal: string, total: string) => ({
    ...raw.contents?.nodes[0],
    key,
    quantity,
    subtotal,
    total,
  });
  const cartOf = (lines: ReturnType<typeof line>[], totals: Partial<CartContentFragment>) =>
    mapCart({
      ...raw,
      ...totals,
      contents: { itemCount: null, productCount: null, nodes: lines },
    } as CartContentFragment);

  it('adds lines up to the cart totals exactly, where floating point drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const dimes = cartOf([line('a', 1, '0.10', '0.10'), line('b', 1, '0.20', '0.20')], {
      subtotal: '0.30',
      total: '0.30',
      discountTotal: '0.00',
    });
    expect(dimes.lines.reduce((sum, each) => sum + each.subtotal, 0)).toBe(dimes.subtotal);

    // 3 × 19.99, less a 10% coupon (6.00): every figure is a whole number of cents and they agree.
    const gloves = cartOf([line('a', 3, '59.97', '53.97')], {
      subtotal: '59.97',
      discountTotal: '6.00',
      total: '53.97',
      appliedCoupons: [{ code: 'welcome10', discountAmount: '6.00' }],
    });
    expect(gloves.lines[0]?.subtotal).toBe(3 * 1999);
    expect(gloves.subtotal).toBe(5997);
    expect(gloves.subtotal - gloves.discountTotal).toBe(gloves.total);
    expect(gloves.subtotal - gloves.coupons[0]!.discount).toBe(gloves.lines[0]?.total);
    for (const amount of [gloves.subtotal, gloves.total, gloves.discountTotal, gloves.lines[0]?.total]) {
      expect(Number.isInteger(amount)).toBe(true);
    }
  });

  it('reads a missing or unreadable amount as 0 and a negative one as negative', () => {
    const odd = cartOf([line('a', 1, '', '-1.50')], {
      subtotal: null,
      total: 'n/a',
      discountTotal: '1,000.10',
    });
    expect(odd.lines[0]).toMatchObject({ subtotal: 0, total: -150 });
    expect(odd).toMatchObject({ subtotal: 0, total: 0, discountTotal: 100010 });
  });
});
