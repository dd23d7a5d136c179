import { describe, expect, it } from 'vitest';
import { noticeText, refusalsByRow } from './refusals';

// The reasons as a real site gave them (real-site/quick-order.json).
const IN_CART =
  'You cannot add that amount to the cart &mdash; we have 3 in stock and you already have 1 in your cart. <a href="http://localhost:8080/cart/" class="button wc-forward wp-element-button">View cart</a>';

describe('noticeText', () => {
  it('reads a WooCommerce notice as text', () => {
    expect(noticeText(IN_CART)).toBe(
      'You cannot add that amount to the cart — we have 3 in stock and you already have 1 in your cart. View cart',
    );
    expect(noticeText('You cannot add that amount of &quot;GoggleGear&quot; to the cart')).toBe(
      'You cannot add that amount of "GoggleGear" to the cart',
    );
  });
});

describe('refusalsByRow', () => {
  it('puts each refusal on the first row sent for that product and variation', () => {
    const lines = [
      { row: { id: 1 }, addition: { productId: 15, variationId: null } },
      { row: { id: 2 }, addition: { productId: 76, variationId: null } },
      { row: { id: 3 }, addition: { productId: 21, variationId: 23 } },
    ];
    const refused = refusalsByRow(lines, [
      { reasons: [IN_CART], productId: 76, variationId: null, quantity: 3 },
      { reasons: ['Sorry'], productId: 21, variationId: 23, quantity: 1 },
    ]);
    expect([...refused.keys()]).toEqual([2, 3]);
    expect(refused.get(3)).toBe('Sorry');
  });
});
