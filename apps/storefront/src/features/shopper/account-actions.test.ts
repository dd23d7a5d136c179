import { describe, expect, it } from 'vitest';
import { answer, fakeShop, getCartData, type Handler, reply, settle } from '@/testing/fake-shop';
import { selectCartItemCount, selectViewer, selectWishlistIds } from './selectors';

/** A shop whose getCart answers the guest until a sign-in succeeds, then the customer. */
function signInShop(handlers: Record<string, Handler> = {}) {
  let signedIn = false;
  const signIn = () => {
    signedIn = true;
    return answer({ login: { user: { databaseId: 7 } } });
  };
  return fakeShop({
    getCart: () => answer(signedIn ? getCartData(3, true) : getCartData(1, false)),
    login: signIn,
    loginWithProvider: signIn,
    getWishlist: reply({ customer: { wishlistProductIds: [40] } }),
    addToWishlist: ({ productIds }) => answer({ addToWishlist: { productIds } }),
    ...handlers,
  });
}

describe('the account in the shopper store', () => {
  it('signs in, reads cart and customer again (the merged cart), and moves the guest wishlist into the account', async () => {
    const shop = signInShop();
    shop.storage.setItem('ppe-wishlist', '[40,41]');
    shop.shopper.wishlist.readLocal();
    await shop.shopper.cart.ensureLoaded();

    expect(await shop.shopper.account.login('  ada ', 'secret')).toEqual({ ok: true });
    await settle();
    const state = shop.store.getState();
    expect(selectViewer(state)?.username).toBe('ada');
    expect(selectCartItemCount(state)).toBe(3);
    // Only what the account lacks is sent; the browser's list is emptied once the account holds it.
    expect(shop.calls.find((call) => call.operationName === 'login')?.variables).toEqual({
      username: 'ada',
      password: 'secret',
    });
    expect(shop.calls.find((call) => call.operationName === 'addToWishlist')?.variables).toEqual({
      productIds: [41],
    });
    expect(shop.storage.getItem('ppe-wishlist')).toBeNull();
    expect(selectWishlistIds(state)).toEqual([40]);
    // The merge is followed by one read of the account's list, never a read racing it.
    expect(shop.names().filter((name) => name === 'getWishlist')).toHaveLength(2);
  });

  it("answers the backend's refusal as it is, or a generic message when it gave none", async () => {
    const refused = signInShop({ login: reply({ login: null }, ['Too many attempts, try later.']) });
    expect(await refused.shopper.account.login('ada', 'wrong')).toEqual({
      ok: false,
      message: 'Too many attempts, try later.',
    });
    const silent = signInShop({ login: reply({ login: null }) });
    expect(await silent.shopper.account.login('ada', 'wrong')).toEqual({
      ok: false,
      message: 'Something went wrong',
    });
    expect(silent.names()).toEqual(['login']);
  });

  it('says when the username and password were refused, by code or by a stock Headless Login sentence', async () => {
    // A stock site answers a wrong password and an unknown account alike, with no code.
    const stock = signInShop({ login: reply({ login: null }, ['The user could not be logged in.']) });
    expect(await stock.shopper.account.login('nobody@example.com', 'wrong')).toEqual({
      ok: false,
      message: 'The user could not be logged in.',
      wrongCredentials: true,
    });
    const coded = signInShop({
      login: () => ({
        data: { login: null },
        errors: [{ message: 'The user could not be logged in.', code: 'LOGIN_FAILED' }],
        reached: true,
      }),
    });
    expect(await coded.shopper.account.login('ada', 'wrong')).toMatchObject({ wrongCredentials: true });
    // Any other refusal is not about the credentials.
    const limited = signInShop({ login: reply({ login: null }, ['Too many attempts, try later.']) });
    expect(await limited.shopper.account.login('ada', 'wrong')).not.toHaveProperty('wrongCredentials');
  });

  it('logs out: cart, customer, viewer and the account list are gone at once, then the guest is read', async () => {
    let signedIn = true;
    const signOut = () => {
      signedIn = false;
      return answer({ logout: { status: 'SUCCESS' } });
    };
    const shop = fakeShop({
      getCart: () => answer(signedIn ? getCartData(3, true) : getCartData(0, false)),
      getWishlist: reply({ customer: { wishlistProductIds: [40] } }),
      Logout: signOut,
    });
    await shop.shopper.cart.ensureLoaded();
    await settle();
    expect(selectWishlistIds(shop.store.getState())).toEqual([40]);

    const seen: Array<{ viewer: unknown; count: number }> = [];
    shop.store.subscribe((state) =>
      seen.push({ viewer: selectViewer(state), count: selectCartItemCount(state) }),
    );
    await shop.shopper.account.logout();
    // The first change after Logout already shows nobody and an empty cart.
    expect(seen[0]).toEqual({ viewer: null, count: 0 });
    const state = shop.store.getState();
    expect(selectViewer(state)).toBeNull();
    expect(state.account?.customer).toBeNull();
    expect(selectCartItemCount(state)).toBe(0);
    expect(state.accountWishlistIds).toBeNull();
    expect(shop.events).toContain('forgetPlacedOrders');
    expect(shop.storage.getItem('ppe-signed-in')).toBeNull();
    expect(shop.names().slice(-2)).toEqual(['Logout', 'getCart']);
  });

  it('signs a new customer in with the same credentials when the registration did not', async () => {
    let signedIn = false;
    const shop = fakeShop({
      registerCustomer: reply({ registerCustomer: { customer: { databaseId: 7 }, viewer: null } }),
      getCart: () => answer(getCartData(0, signedIn)),
      login: () => {
        signedIn = true;
        return answer({ login: { user: { databaseId: 7 } } });
      },
      getWishlist: reply({ customer: { wishlistProductIds: [] } }),
    });
    expect(await shop.shopper.account.register({ email: ' ada@example.com ', password: 'pw' })).toEqual({
      ok: true,
      signedIn: true,
    });
    expect(shop.calls.find((call) => call.operationName === 'login')?.variables).toEqual({
      username: 'ada@example.com',
      password: 'pw',
    });
  });

  it('never reports a made account as a failure, and refuses with the backend message otherwise', async () => {
    const madeOnly = fakeShop({
      registerCustomer: reply({ registerCustomer: {} }, ['Cannot return null for viewer']),
      getCart: reply(getCartData(0, false)),
      login: reply({ login: null }, ['Unknown user']),
    });
    expect(await madeOnly.shopper.account.register({ email: 'a@b.c', password: 'pw' })).toEqual({
      ok: true,
      signedIn: false,
    });
    const taken = fakeShop({ registerCustomer: reply({ registerCustomer: null }, ['Email taken']) });
    expect(await taken.shopper.account.register({ email: 'a@b.c', password: 'pw' })).toEqual({
      ok: false,
      message: 'Email taken',
    });
  });

  it('reports a provider sign-in that left nobody signed in (the spec SSL error)', async () => {
    const shop = fakeShop({
      loginWithProvider: reply({ login: { user: null } }),
      getCart: reply(getCartData(0, false)),
    });
    expect(await shop.shopper.account.loginWithProvider('GOOGLE', 'code', 'state')).toEqual({
      ok: false,
      noViewer: true,
    });
    expect(shop.calls[0]?.variables).toEqual({
      input: { provider: 'GOOGLE', oauthResponse: { code: 'code', state: 'state' } },
    });
  });
});
