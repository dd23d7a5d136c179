import { describe, expect, it, vi } from 'vitest';
import { selectCartItemCount, selectWishlistIds } from '@/features/shopper/selectors';
import {
  cartAnswer,
  fakeShop,
  getCartData,
  type Handler,
  reply,
  SETTINGS,
  settle,
} from '@/testing/fake-shop';
import { createDeferredShopper } from './deferred-shopper';
import { createShopperActions } from './shopper';
import { startShopper } from './store-start';

/** A page's shopper over the fake shop, counting how often the actions' code was fetched. */
function deferredShop(handlers: Record<string, Handler>) {
  const shop = fakeShop(handlers);
  const loads = vi.fn(async (store: Parameters<typeof createShopperActions>[0]) =>
    createShopperActions(store, shop.env),
  );
  const shopper = createDeferredShopper(
    { settings: SETTINGS, accountWishlist: true, giftCards: false, path: '/products' },
    shop.env,
    loads,
  );
  return { ...shop, shopper, store: shopper.store, loads };
}

describe('the shopper a page makes', () => {
  it("starts a newcomer's catalogue page without fetching the actions' code", () => {
    const { shopper, loads, names } = deferredShop({ getCart: reply(getCartData(2, false)) });
    const target = new EventTarget();
    startShopper(shopper, target, '/products');
    shopper.wishlist.readLocal();
    shopper.shell.toggleCart();
    expect(shopper.cart.wasSignedIn()).toBe(false);
    expect(loads).not.toHaveBeenCalled();
    expect(names()).toEqual([]);
  });

  it("reads the browser's hints and wishlist without the actions", () => {
    const { shopper, store, storage, loads } = deferredShop({});
    storage.setItem('ppe-signed-in', '1');
    storage.setItem('ppe-wishlist', '[4,3]');
    expect(shopper.cart.wasSignedIn()).toBe(true);
    shopper.wishlist.readLocal();
    expect(selectWishlistIds(store.getState())).toEqual([4, 3]);
    shopper.wishlist.adoptStored('[9]');
    expect(selectWishlistIds(store.getState())).toEqual([9]);
    expect(loads).not.toHaveBeenCalled();
  });

  it("fetches the actions for a returning visitor's badge, then shows the light count", async () => {
    const { shopper, store, storage, loads, names } = deferredShop({
      getCartSummary: reply({ cart: { contents: { itemCount: 3 } } }),
    });
    storage.setItem('ppe-cart-count', '3');
    shopper.cart.readCount();
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(names()).toEqual(['getCartSummary']);
    expect(selectCartItemCount(store.getState())).toBe(3);
  });

  it('fetches the actions once, on the first activity, and acts on the same store', async () => {
    const { shopper, store, loads, names } = deferredShop({
      getCart: reply(getCartData(0, false)),
      addToCart: reply(cartAnswer('addToCart', 2)),
    });
    const target = new EventTarget();
    startShopper(shopper, target, '/products');
    target.dispatchEvent(new Event('mousemove'));
    const [first, second] = await Promise.all([
      shopper.cart.addToCart({ productId: 12, quantity: 1 }),
      shopper.cart.addToCart({ productId: 12, quantity: 1 }),
    ]);
    expect(first.ok && second.ok).toBe(true);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(names()).toContain('getCart');
    expect(names().filter((name) => name === 'addToCart')).toHaveLength(2);
    expect(store.getState().cart?.itemCount).toBe(2);
  });

  it('counts an addition at once, before the actions it needs have arrived', async () => {
    const { shopper, store, loads } = deferredShop({ addToCart: reply(cartAnswer('addToCart', 1)) });
    const adding = shopper.cart.addToCart({ productId: 12, quantity: 1, name: 'FFP3 mask' });
    // Nothing awaited yet: the code of the actions is still on its way.
    expect(selectCartItemCount(store.getState())).toBe(1);
    expect(store.getState().adding.map((addition) => addition.name)).toEqual(['FFP3 mask']);
    expect((await adding).ok).toBe(true);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(store.getState().adding).toEqual([]);
    expect(selectCartItemCount(store.getState())).toBe(1);
  });

  it("takes the count back when the actions' code cannot be fetched", async () => {
    const shop = fakeShop({});
    const shopper = createDeferredShopper(
      { settings: SETTINGS, accountWishlist: true, giftCards: false, path: '/products' },
      shop.env,
      () => Promise.reject(new Error('offline')),
    );
    await expect(shopper.cart.addToCart({ productId: 12, quantity: 1 })).rejects.toThrow('offline');
    expect(selectCartItemCount(shopper.store.getState())).toBe(0);
  });

  it('forwards every other cart and wishlist action to the loaded code, with its arguments', async () => {
    const shop = fakeShop({});
    const calls: string[] = [];
    // The real actions, each one recording its call: a new action is covered without a line here.
    const spied = <T extends object>(real: T, part: string): T =>
      Object.fromEntries(
        Object.keys(real).map((name) => [
          name,
          (...args: unknown[]) => {
            calls.push(`${part}.${name}(${JSON.stringify(args)})`);
            return name === 'wasSignedIn' ? false : Promise.resolve({ ok: true });
          },
        ]),
      ) as T;
    let real: ReturnType<typeof createShopperActions> | undefined;
    const shopper = createDeferredShopper(
      { settings: SETTINGS, accountWishlist: true, giftCards: false, path: '/products' },
      shop.env,
      async (store) => {
        real = createShopperActions(store, shop.env);
        return { ...real, cart: spied(real.cart, 'cart'), wishlist: spied(real.wishlist, 'wishlist') };
      },
    );
    await shopper.cart.applyCoupon('SAFETY10');
    expect(calls).toEqual(['cart.applyCoupon(["SAFETY10"])']);
    const forwarded = (part: 'cart' | 'wishlist', early: string[]) =>
      Object.keys(real?.[part] ?? {}).filter((name) => !early.includes(name));
    const early = ['addToCart', 'readCount', 'wasSignedIn', 'load', 'loadBehindAdd', 'clear'];
    expect(forwarded('cart', early)).toEqual(
      expect.arrayContaining(['setQuantity', 'emptyCart', 'placeOrder']),
    );
    for (const name of forwarded('cart', early)) {
      calls.length = 0;
      await (shopper.cart as unknown as Record<string, (...args: unknown[]) => unknown>)[name]?.(7, 'x');
      expect(calls).toEqual([`cart.${name}([7,"x"])`]);
    }
    for (const name of forwarded('wishlist', ['readLocal', 'adoptStored', 'forgetAccountList'])) {
      calls.length = 0;
      await (shopper.wishlist as unknown as Record<string, (...args: unknown[]) => unknown>)[name]?.(7, true);
      expect(calls).toEqual([`wishlist.${name}([7,true])`]);
    }
    // One function per action for the page's life, and taken for what it is, not for a promise.
    expect(shopper.cart.setQuantity).toBe(shopper.cart.setQuantity);
    expect(await Promise.resolve(shopper.cart)).toBe(shopper.cart);
    // Forwarded, an action answers a promise: one that answers nothing must be answered early,
    // or an effect would take its promise for a cleanup.
    const unanswered = fakeShop({}).shopper;
    for (const name of forwarded('cart', early)) {
      const action = (unanswered.cart as unknown as Record<string, (...args: unknown[]) => unknown>)[name];
      const answered = action?.('7', 'x');
      expect([name, answered instanceof Promise]).toEqual([name, true]);
      // Made-up arguments may well be refused (addItems maps its list): only the promise counts here.
      if (answered instanceof Promise) answered.catch(() => undefined);
    }
  });
});
