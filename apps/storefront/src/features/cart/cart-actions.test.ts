import { describe, expect, it } from 'vitest';
import { selectCartItemCount, selectOpenOverlay, selectViewer } from '@/features/shopper/selectors';
import {
  answer,
  cartAnswer,
  deferred,
  fakeShop,
  getCartData,
  type Handler,
  type Rate,
  reply,
  settle,
  storefrontCart,
} from '@/testing/fake-shop';

const FLAT: Rate = { id: 'flat_rate:1', label: 'Flat rate', cost: '10.00' };
const FREE: Rate = { id: 'free_shipping:2', label: 'Free shipping', cost: '0.00' };

describe('the cart in the shopper store', () => {
  it('reads cart and account once, however many islands ask', async () => {
    const { shopper, store, names, storage } = fakeShop({ getCart: reply(getCartData(2, true)) });
    shopper.cart.load();
    shopper.cart.load();
    const account = await shopper.cart.ensureLoaded();
    expect(account?.viewer?.username).toBe('ada');
    expect(names().filter((name) => name === 'getCart')).toHaveLength(1);
    expect(store.getState().cart?.itemCount).toBe(2);
    expect(selectViewer(store.getState())?.databaseId).toBe(7);
    expect(store.getState().account?.loginClients.map((client) => client.provider)).toEqual(['GOOGLE']);
    // The hints that start the store early on the next visit.
    expect(storage.getItem('ppe-cart-count')).toBe('2');
    expect(storage.getItem('ppe-signed-in')).toBe('1');
    expect(shopper.cart.wasSignedIn()).toBe(true);
  });

  it('is busy while a change is under way, then shows the cart the backend answered', async () => {
    const held = deferred<ReturnType<typeof answer>>();
    const { shopper, store } = fakeShop({ addToCart: () => held.promise });
    const adding = shopper.cart.addToCart({ productId: 12, quantity: 2, variationId: 30 });
    expect(store.getState().busy).toBe(true);
    held.resolve(answer(cartAnswer('addToCart', 2)));
    expect(await adding).toEqual({ ok: true });
    expect(store.getState().busy).toBe(false);
    expect(selectCartItemCount(store.getState())).toBe(2);
    // autoOpenCart: the panel opens after a successful add.
    expect(selectOpenOverlay(store.getState(), '/products')).toBe('cart');
  });

  it('sends the variation and its chosen values only when there is one', async () => {
    const { shopper, calls } = fakeShop({ addToCart: reply(cartAnswer('addToCart', 1)) });
    await shopper.cart.addToCart({ productId: 12, quantity: 1, variationId: null });
    await shopper.cart.addToCart({ productId: 12, quantity: 1, variationId: 30 });
    await shopper.cart.addToCart({
      productId: 12,
      quantity: 1,
      variationId: 31,
      variation: [
        { attributeName: 'pa_color', attributeValue: 'hi-vis-orange' },
        { attributeName: 'pa_size', attributeValue: 'xxl' },
      ],
    });
    expect(calls.map((call) => call.variables)).toEqual([
      { productId: 12, quantity: 1 },
      { productId: 12, quantity: 1, variationId: 30 },
      {
        productId: 12,
        quantity: 1,
        variationId: 31,
        variation: [
          { attributeName: 'pa_color', attributeValue: 'hi-vis-orange' },
          { attributeName: 'pa_size', attributeValue: 'xxl' },
        ],
      },
    ]);
  });

  it("sends a gift card's choices as the line's extraData", async () => {
    const { shopper, calls } = fakeShop({ addToCart: reply(cartAnswer('addToCart', 1)) });
    const extraData = JSON.stringify({
      wc_gc_giftcard_amount: '50.00',
      wc_gc_giftcard_to: 'grace@example.com',
    });
    await shopper.cart.addToCart({ productId: 40, quantity: 2, extraData });
    expect(calls.map((call) => call.variables)).toEqual([{ productId: 40, quantity: 2, extraData }]);
  });

  it("answers the backend's message (out of stock, rate limit) and keeps the cart it had", async () => {
    const { shopper, store } = fakeShop({
      getCart: reply(getCartData(1, false)),
      // The route's rate limit answers a GraphQL error and no data.
      addToCart: reply(null, ['Too many requests. Try again in a minute.']),
    });
    await shopper.cart.ensureLoaded();
    const result = await shopper.cart.addToCart({ productId: 5, quantity: 1 });
    expect(result).toEqual({ ok: false, message: 'Too many requests. Try again in a minute.' });
    expect(store.getState().cart?.itemCount).toBe(1);
    expect(store.getState().busy).toBe(false);
    expect(store.getState().overlay).toBeNull();
  });

  it('never lets an older answer replace the cart of a newer change', async () => {
    const firstRead = deferred<ReturnType<typeof answer>>();
    const { shopper, store } = fakeShop({
      getCart: () => firstRead.promise,
      addToCart: reply(cartAnswer('addToCart', 3)),
    });
    const reading = shopper.cart.reload();
    await shopper.cart.addToCart({ productId: 1, quantity: 3 });
    firstRead.resolve(answer(getCartData(0, true)));
    await reading;
    expect(store.getState().cart?.itemCount).toBe(3);
    // The account it carried is still taken.
    expect(selectViewer(store.getState())?.username).toBe('ada');
  });

  it('starts afresh once when the first read fails, and forgets a recovery once it works', async () => {
    const broken = fakeShop({ getCart: reply(null, ['Internal server error']) });
    await broken.shopper.cart.reload();
    await broken.shopper.cart.reload();
    expect(broken.events).toEqual(['recoverSession']);

    const working = fakeShop({ getCart: reply(getCartData(0, false)) });
    await working.shopper.cart.reload();
    expect(working.events).toEqual(['forgetRecovery']);

    // No answer at all (offline, navigated away): nothing is known, nothing is recovered.
    const offline = fakeShop({});
    await offline.shopper.cart.reload();
    expect(offline.events).toEqual([]);
  });

  it('changes nothing when the session is lost (the recovery reloads the page)', async () => {
    const { shopper, store } = fakeShop({
      UpDateCartQuantity: reply(cartAnswer('updateItemQuantities', 9), ['Invalid session token']),
    });
    expect(await shopper.cart.setQuantity('line', 1)).toEqual({
      ok: false,
      message: 'Invalid session token',
    });
    expect(store.getState().cart).toBeNull();
  });

  it('sends whole, non-negative quantities and trimmed coupon codes', async () => {
    const { shopper, calls, store } = fakeShop({
      UpDateCartQuantity: reply(cartAnswer('updateItemQuantities', 0)),
      applyCoupon: reply(cartAnswer('applyCoupon', 0)),
      removeCoupons: reply(cartAnswer('removeCoupons', 0)),
      EmptyCart: reply(cartAnswer('emptyCart', 0)),
    });
    await shopper.cart.setQuantity('a', -2.5);
    await shopper.cart.applyCoupon('  SAVE10 ');
    await shopper.cart.removeCoupon('SAVE10');
    await shopper.cart.emptyCart();
    expect(calls).toEqual([
      { operationName: 'UpDateCartQuantity', variables: { items: [{ key: 'a', quantity: 0 }] } },
      { operationName: 'applyCoupon', variables: { code: 'SAVE10' } },
      { operationName: 'removeCoupons', variables: { codes: ['SAVE10'] } },
      { operationName: 'EmptyCart', variables: {} },
    ]);
    // Each answer's cart is mapped and shown, whichever mutation it came under.
    expect(store.getState().cart?.itemCount).toBe(0);
  });

  it("tells the checkout's destination, then shows the cart read after it, so badge and panel follow", async () => {
    const { shopper, store, storage, calls } = fakeShop({
      ChangeShippingCounty: reply({ updateCustomer: { customer: { shipping: { country: 'US' } } } }),
      getCart: reply(getCartData(4, false, [FLAT], [FLAT.id])),
    });
    expect(await shopper.cart.changeShippingDestination({ country: 'US', state: 'CA' })).toEqual({
      ok: true,
    });
    expect(calls.map((call) => call.operationName)).toEqual(['ChangeShippingCounty', 'getCart']);
    expect(calls[0]?.variables).toEqual({ shipping: { country: 'US', state: 'CA' } });
    expect(selectCartItemCount(store.getState())).toBe(4);
    expect(store.getState().cart?.shippingRates.map((rate) => rate.id)).toEqual([FLAT.id]);
    expect(store.getState().busy).toBe(false);
    expect(storage.getItem('ppe-cart-count')).toBe('4');
  });

  it('sends a rate picked while the new address is on its way after it, and the pick stands', async () => {
    // A rate sent beside the address change raced it: the cart read after the address (older than
    // the pick on the backend) came back last and showed the old rate as chosen.
    const told = deferred<ReturnType<typeof answer>>();
    const PICKUP: Rate = { id: 'local_pickup:3', label: 'Local pickup', cost: '0.00' };
    let chosen = FLAT.id;
    const cartNow = () => getCartData(1, false, [FLAT, PICKUP], [chosen]);
    const holdAddress: Handler = () => told.promise;
    const pickRate: Handler = (variables) => {
      chosen = (variables.shippingMethods as string[])[0] ?? chosen;
      return answer({ updateShippingMethod: { cart: cartNow().cart } });
    };
    const { shopper, store, names } = fakeShop({
      ChangeShippingCounty: holdAddress,
      getCart: () => answer(cartNow()),
      ChangeShippingMethod: pickRate,
    });
    const telling = shopper.cart.changeShippingDestination({ country: 'DE' });
    const picking = shopper.cart.chooseShippingRate(PICKUP.id);
    await settle();
    // Nothing else is sent while the address is on its way, and the store says it is busy.
    expect(names()).toEqual(['ChangeShippingCounty']);
    expect(store.getState().busy).toBe(true);
    told.resolve(answer({ updateCustomer: { customer: null } }));
    await Promise.all([telling, picking]);
    expect(names()).toEqual(['ChangeShippingCounty', 'getCart', 'ChangeShippingMethod']);
    expect(store.getState().cart?.chosenShippingMethods).toEqual([PICKUP.id]);
    expect(store.getState().busy).toBe(false);
  });

  it("shows a returning visitor's badge from a light count, only with a hint and before the cart is read", async () => {
    const summary = { getCartSummary: reply({ cart: { contents: { itemCount: 5 } } }) };
    const newcomer = fakeShop(summary);
    newcomer.shopper.cart.readCount();
    expect(newcomer.names()).toEqual([]);

    const returning = fakeShop(summary);
    returning.storage.setItem('ppe-cart-count', '5');
    returning.shopper.cart.readCount();
    returning.shopper.cart.readCount();
    await settle();
    expect(returning.names()).toEqual(['getCartSummary']);
    expect(selectCartItemCount(returning.store.getState())).toBe(5);
  });

  it('chooses the free rate once it is offered, unless the shopper picked a rate since', async () => {
    // When the offered rates change, WooCommerce falls back to the first one offered, the free rate
    // only for a free-shipping coupon (woocommerce/woocommerce includes/wc-cart-functions.php:
    // wc_get_chosen_shipping_method_for_package, wc_get_default_shipping_method_for_package), so a
    // cart that crosses the free-shipping minimum still ships at the flat rate until told otherwise.
    const offered = getCartData(2, false, [FLAT, FREE], [FLAT.id]);
    const { shopper, calls } = fakeShop({
      getCart: reply(offered),
      // A backend that keeps its choice: the store asks once per offer, not again and again.
      ChangeShippingMethod: reply({ updateShippingMethod: { cart: offered.cart } }),
    });
    await shopper.cart.reload();
    await settle();
    expect(calls.filter((call) => call.operationName === 'ChangeShippingMethod')).toEqual([
      { operationName: 'ChangeShippingMethod', variables: { shippingMethods: [FREE.id] } },
    ]);

    const picked = fakeShop({
      ChangeShippingMethod: reply({ updateShippingMethod: { cart: offered.cart } }),
    });
    picked.store.setState({
      cart: storefrontCart(2, {
        shippingRates: [
          { id: FLAT.id, label: FLAT.label, cost: 1000 },
          { id: FREE.id, label: FREE.label, cost: 0 },
        ],
        chosenShippingMethods: [FREE.id],
      }),
    });
    await picked.shopper.cart.chooseShippingRate(FLAT.id);
    await settle();
    expect(picked.names()).toEqual(['ChangeShippingMethod']);
  });
});

describe('a refusal in the shopper store', () => {
  it("answers the page's words for the backend's code, and the sentence as sent without one", async () => {
    const refused = {
      message: 'Coupon "NOPE" does not exist!',
      code: 'COUPON_NOT_FOUND',
      params: { coupon: 'NOPE' },
    };
    const { shopper, env } = fakeShop({
      getCart: reply(getCartData(1, false)),
      applyCoupon: () => ({ data: null, errors: [refused], reached: true }),
      UpDateCartQuantity: reply(null, ['Sorry, this shop says no.']),
    });
    // The page's catalogue (lib/commerce/errors/use-error-text.ts in a real page).
    env.describe = (error) =>
      error?.code === 'COUPON_NOT_FOUND' ? `Gutschein „${error.params?.coupon}“ unbekannt` : error?.message;
    await shopper.cart.ensureLoaded();
    expect(await shopper.cart.applyCoupon('NOPE')).toEqual({
      ok: false,
      message: 'Gutschein „NOPE“ unbekannt',
    });
    expect(await shopper.cart.setQuantity('line-1', 2)).toEqual({
      ok: false,
      message: 'Sorry, this shop says no.',
    });
  });

  it('places the order after the cart change on its way, and shows the emptied cart at once', async () => {
    const held = deferred<ReturnType<typeof answer>>();
    const order = { databaseId: 51, orderKey: 'wc_order_k', status: 'PROCESSING' };
    const { shopper, store, names, storage } = fakeShop({
      addToCart: () => held.promise,
      Checkout: reply({ checkout: { result: 'success', redirect: null, order } }),
    });
    const adding = shopper.cart.addToCart({ productId: 12, quantity: 2 });
    const placing = shopper.cart.placeOrder({ input: { paymentMethod: 'cod' } }, 'Checkout unreachable');
    await settle();
    // The order is made of the cart the backend holds: it waits for the addition's answer.
    expect(names()).toEqual(['addToCart']);
    held.resolve(answer(cartAnswer('addToCart', 2)));
    await adding;
    const placed = await placing;
    expect(names()).toEqual(['addToCart', 'Checkout']);
    expect(placed.data?.checkout?.order?.databaseId).toBe(51);
    expect(selectCartItemCount(store.getState())).toBe(0);
    expect(store.getState().busy).toBe(false);
    expect(storage.getItem('ppe-cart-count')).toBeNull();
  });

  it('keeps the cart when the order is refused, and answers the refusal whole', async () => {
    const { shopper, store } = fakeShop({
      addToCart: reply(cartAnswer('addToCart', 3)),
      Checkout: reply({ checkout: null }, ['Sorry, "FFP3 mask" is out of stock.']),
    });
    await shopper.cart.addToCart({ productId: 12, quantity: 3 });
    const refused = await shopper.cart.placeOrder({ input: { paymentMethod: 'cod' } });
    expect(refused.errors.map((error) => error.message)).toEqual(['Sorry, "FFP3 mask" is out of stock.']);
    expect(selectCartItemCount(store.getState())).toBe(3);
  });
});
