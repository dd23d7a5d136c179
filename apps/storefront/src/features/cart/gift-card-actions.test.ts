import { describe, expect, it } from 'vitest';
import { answer, cartAnswer, fakeShop, getCartData, reply, settle, wooCart } from '@/testing/fake-shop';
import { mapAppliedGiftCards, somethingElsePays } from './gift-card-actions';
import { mapCart } from './map-cart';

/** A one-item cart of $50.00 with $5.00 shipping; `total` is what is left to pay. */
const cartPaying = (total: string) => ({
  ...wooCart(1),
  subtotal: '50.00',
  shippingTotal: '5.00',
  total,
});
const CARD = { code: 'ABCD-EFGH-JKMN-PQRS', balance: '100.00', amount: '55.00' };
const cardsAnswer = (cards: (typeof CARD)[]) => reply({ cart: { appliedGiftCards: cards } });
const getCart = (cart: ReturnType<typeof wooCart>) => reply({ ...getCartData(1, false), cart });
const count = (names: string[], name: string) => names.filter((called) => called === name).length;

describe('the gift cards paying the cart', () => {
  it('maps each card in cents', () => {
    expect(
      mapAppliedGiftCards([CARD, { code: 'WXYZ-0000-1111-2222', balance: null, amount: '0.5' }]),
    ).toEqual([
      { code: 'ABCD-EFGH-JKMN-PQRS', balance: 10000, amount: 5500 },
      { code: 'WXYZ-0000-1111-2222', balance: 0, amount: 50 },
    ]);
    expect(mapAppliedGiftCards(null)).toEqual([]);
  });

  it('sees a card only where the total is below the listed parts', () => {
    expect(somethingElsePays(mapCart(cartPaying('55.00')))).toBe(false);
    expect(somethingElsePays(mapCart(cartPaying('30.00')))).toBe(true);
    expect(somethingElsePays(mapCart({ ...cartPaying('50.00'), discountTotal: '5.00' }))).toBe(false);
    expect(somethingElsePays(mapCart({ ...cartPaying('59.40'), totalTax: '4.40' }))).toBe(false);
  });

  it('costs a cart nothing paid by a card no extra request', async () => {
    const { shopper, store, names } = fakeShop(
      { getCart: getCart(cartPaying('55.00')), getCartGiftCards: cardsAnswer([CARD]) },
      { giftCards: true },
    );
    await shopper.cart.ensureLoaded();
    await settle();
    expect(names()).toEqual(['getCart']);
    expect(store.getState().appliedGiftCards).toEqual([]);
  });

  it('reads the cards once a card pays part of the cart, and shows them', async () => {
    const { shopper, store, names } = fakeShop(
      {
        getCart: getCart(cartPaying('55.00')),
        applyCoupon: reply({ applyCoupon: { cart: cartPaying('0.00') } }),
        getCartGiftCards: cardsAnswer([CARD]),
      },
      { giftCards: true },
    );
    await shopper.cart.ensureLoaded();
    expect(await shopper.cart.applyCoupon(CARD.code)).toEqual({ ok: true });
    await settle();
    expect(count(names(), 'getCartGiftCards')).toBe(1);
    expect(store.getState().appliedGiftCards).toEqual([{ code: CARD.code, balance: 10000, amount: 5500 }]);
  });

  it('reads again after the last card is removed, so its row goes', async () => {
    const { shopper, store, names } = fakeShop(
      {
        getCart: getCart(cartPaying('0.00')),
        removeCoupons: reply({ removeCoupons: { cart: cartPaying('55.00') } }),
        getCartGiftCards: () =>
          answer({ cart: { appliedGiftCards: names().includes('removeCoupons') ? [] : [CARD] } }),
      },
      { giftCards: true },
    );
    await shopper.cart.ensureLoaded();
    await settle();
    expect(store.getState().appliedGiftCards).toHaveLength(1);
    await shopper.cart.removeCoupon(CARD.code);
    await settle();
    expect(count(names(), 'getCartGiftCards')).toBe(2);
    expect(store.getState().appliedGiftCards).toEqual([]);
    // Nothing is shown and nothing else pays: the next cart asks nothing more.
    await shopper.cart.setQuantity('line', 2);
    await settle();
    expect(count(names(), 'getCartGiftCards')).toBe(2);
  });

  it('forgets the cards with the cart, unread', async () => {
    const { shopper, store, names } = fakeShop(
      { getCart: getCart(cartPaying('0.00')), getCartGiftCards: cardsAnswer([CARD]) },
      { giftCards: true },
    );
    await shopper.cart.ensureLoaded();
    await settle();
    expect(store.getState().appliedGiftCards).toHaveLength(1);
    shopper.cart.clear();
    await settle();
    expect(store.getState().appliedGiftCards).toEqual([]);
    expect(count(names(), 'getCartGiftCards')).toBe(1);
  });

  it('never asks a backend without gift cards', async () => {
    const { shopper, store, names } = fakeShop({
      getCart: getCart(cartPaying('0.00')),
      EmptyCart: reply(cartAnswer('emptyCart', 0)),
      getCartGiftCards: cardsAnswer([CARD]),
    });
    await shopper.cart.ensureLoaded();
    await shopper.cart.emptyCart();
    await settle();
    expect(names()).toEqual(['getCart', 'EmptyCart']);
    expect(store.getState().appliedGiftCards).toEqual([]);
  });
});
