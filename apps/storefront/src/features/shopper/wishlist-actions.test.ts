import { describe, expect, it } from 'vitest';
import { answer, deferred, fakeShop, getCartData, reply, settle } from '@/testing/fake-shop';
import { selectWishlistIds, selectWishlistReady } from './selectors';

const signedIn = { getCart: reply(getCartData(0, true)) };

describe('the wishlist in the shopper store', () => {
  it("keeps a guest's list in the browser, newest first", async () => {
    const { shopper, store, storage, names } = fakeShop({
      getCart: reply(getCartData(0, false)),
    });
    expect(await shopper.wishlist.toggle(5, true)).toEqual({ ok: true });
    expect(await shopper.wishlist.toggle(6, true)).toEqual({ ok: true });
    expect(await shopper.wishlist.toggle(5, false)).toEqual({ ok: true });
    expect(selectWishlistIds(store.getState())).toEqual([6]);
    expect(selectWishlistReady(store.getState())).toBe(true);
    expect(storage.getItem('ppe-wishlist')).toBe('[6]');
    expect(names()).toEqual(['getCart']);
  });

  it('follows the list another tab changed', () => {
    const { shopper, store } = fakeShop({});
    shopper.wishlist.adoptStored('[9,8]');
    expect(selectWishlistIds(store.getState())).toEqual([9, 8]);
  });

  it("reads the account's list once someone is signed in, and forgets it when nobody is", async () => {
    const { shopper, store } = fakeShop({
      ...signedIn,
      getWishlist: reply({ customer: { wishlistProductIds: [3, 2] } }),
    });
    await shopper.cart.ensureLoaded();
    expect(selectWishlistReady(store.getState())).toBe(false);
    await settle();
    expect(selectWishlistIds(store.getState())).toEqual([3, 2]);
    expect(selectWishlistReady(store.getState())).toBe(true);
    store.setState({ account: { viewer: null, customer: null, loginClients: [] } });
    expect(store.getState().accountWishlistIds).toBeNull();
  });

  it("shows a customer's change at once, then the account's answer", async () => {
    const held = deferred<ReturnType<typeof answer>>();
    const { shopper, store, calls } = fakeShop({
      ...signedIn,
      getWishlist: reply({ customer: { wishlistProductIds: [3] } }),
      addToWishlist: () => held.promise,
    });
    await shopper.cart.ensureLoaded();
    await settle();
    const adding = shopper.wishlist.toggle(4, true);
    await settle();
    expect(selectWishlistIds(store.getState())).toEqual([4, 3]);
    held.resolve(answer({ addToWishlist: { productIds: [4, 3, 1] } }));
    expect(await adding).toEqual({ ok: true });
    expect(selectWishlistIds(store.getState())).toEqual([4, 3, 1]);
    expect(calls.at(-1)).toEqual({ operationName: 'addToWishlist', variables: { productIds: [4] } });
  });

  it('rolls a refused change back and shows the message', async () => {
    const held = deferred<ReturnType<typeof answer>>();
    let reads = 0;
    const { shopper, store } = fakeShop({
      ...signedIn,
      getWishlist: () => {
        reads += 1;
        return reads === 1 ? answer({ customer: { wishlistProductIds: [3] } }) : held.promise;
      },
      removeFromWishlist: reply(null, ['Too many requests. Try again in a minute.']),
    });
    await shopper.cart.ensureLoaded();
    await settle();
    const removing = shopper.wishlist.toggle(3, false);
    await settle();
    // Undone before the account is read again.
    expect(selectWishlistIds(store.getState())).toEqual([3]);
    held.resolve(answer({ customer: { wishlistProductIds: [3, 8] } }));
    expect(await removing).toEqual({ ok: false, message: 'Too many requests. Try again in a minute.' });
    expect(selectWishlistIds(store.getState())).toEqual([3, 8]);
  });

  it('keeps every list in the browser when the backend keeps no wishlists', async () => {
    const { shopper, store, names } = fakeShop(signedIn, { accountWishlist: false });
    await shopper.wishlist.toggle(5, true);
    await settle();
    expect(selectWishlistIds(store.getState())).toEqual([5]);
    expect(names()).toEqual(['getCart']);
  });
});
