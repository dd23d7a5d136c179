import { describe, expect, it } from 'vitest';
import type { CartContentFragment } from '@/graphql/generated';
import { amountToFreeShipping, cartOfResult, mapCart } from './map-cart';
import { isCartOperation, isSessionError } from './operations';

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
    expect(cart.subtotal).toBe(59.97);
    expect(cart.discountTotal).toBe(6);
    expect(cart.coupons).toEqual([{ code: 'welcome10', discount: 6 }]);
    expect(cart.shippingRates).toEqual([{ id: 'flat_rate:1', label: 'Flat rate', cost: 7.95 }]);
    expect(cart.chosenShippingMethods).toEqual(['flat_rate:1']);
    expect(cart.lines[0]).toMatchObject({
      key: 'a',
      name: 'Mask',
      quantity: 2,
      subtotal: 39.98,
      variationId: null,
    });
    expect(cart.lines[0]?.image).toEqual({ url: '/media/1.jpg', alt: 'Mask' });
    // A variation without its own image shows the product's, under the variation's name.
    expect(cart.lines[1]).toMatchObject({ name: 'Glove - M', variationId: 3, slug: 'glove' });
    expect(cart.lines[1]?.image?.url).toBe('/media/2.jpg');
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

describe('amountToFreeShipping', () => {
  it('is the rest up to the threshold, never negative', () => {
    expect(amountToFreeShipping(35.01, 50)).toBe(14.99);
    expect(amountToFreeShipping(50, 50)).toBe(0);
    expect(amountToFreeShipping(80, 50)).toBe(0);
  });
});

describe('the allow-list', () => {
  it('allows the cart operations by name only', () => {
    expect(isCartOperation('getCart')).toBe(true);
    expect(isCartOperation('UpDateCartQuantity')).toBe(true);
    expect(isCartOperation('getProducts')).toBe(false);
    expect(isCartOperation('toString')).toBe(false);
    expect(isCartOperation(undefined)).toBe(false);
  });

  it('recognises the messages of a lost session', () => {
    expect(isSessionError('Invalid session token')).toBe(true);
    expect(isSessionError('Your session has expired.')).toBe(true);
    expect(isSessionError('Out of stock')).toBe(false);
  });
});
