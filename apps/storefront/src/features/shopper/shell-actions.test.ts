import { describe, expect, it } from 'vitest';
import { fakeShop, storefrontCart } from '@/testing/fake-shop';
import { selectCartItemCount, selectOpenOverlay } from './selectors';

const open = (shop: ReturnType<typeof fakeShop>, path = '/products') =>
  selectOpenOverlay(shop.store.getState(), path);

describe('the shell overlays in the shopper store', () => {
  it('opens one overlay at a time: the menu and the cart panel share the dimmed overlay', () => {
    const shop = fakeShop({});
    shop.shopper.shell.setMenuOpen(true);
    expect(open(shop)).toBe('menu');
    shop.shopper.shell.toggleCart();
    expect(open(shop)).toBe('cart');
    // Closing the menu leaves the cart panel alone.
    shop.shopper.shell.setMenuOpen(false);
    expect(open(shop)).toBe('cart');
    shop.shopper.shell.toggleCart();
    expect(open(shop)).toBeNull();
    shop.shopper.shell.toggleMenu();
    shop.shopper.shell.closeAll();
    expect(open(shop)).toBeNull();
  });

  it('closes on a route change, in the render that shows the new page', () => {
    const shop = fakeShop({});
    shop.shopper.shell.setCartOpen(true);
    // Read on the new path before the provider has heard of it: closed already.
    expect(open(shop, '/cart')).toBeNull();
    shop.shopper.shell.routeChanged('/cart');
    // Back on the first path later, it stays closed.
    shop.shopper.shell.routeChanged('/products');
    expect(open(shop)).toBeNull();
  });

  it("shows the badge from the light count until the cart is read, then the cart's count", () => {
    const shop = fakeShop({});
    shop.shopper.shell.setCartItemCount(2.7);
    expect(selectCartItemCount(shop.store.getState())).toBe(2);
    shop.shopper.shell.setCartItemCount(Number.NaN);
    expect(selectCartItemCount(shop.store.getState())).toBe(0);
    shop.shopper.shell.setCartItemCount(5);
    shop.store.setState({ cart: storefrontCart(1) });
    expect(selectCartItemCount(shop.store.getState())).toBe(1);
  });
});
