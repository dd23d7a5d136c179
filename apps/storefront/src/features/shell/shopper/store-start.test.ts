import { describe, expect, it, vi } from 'vitest';
import { fakeShop, getCartData, type Handler, reply, settle } from '@/testing/fake-shop';
import { onFirstActivity, startShopper, USER_ACTIVITY_EVENTS } from './store-start';

describe('onFirstActivity', () => {
  it('listens for mouse, key, touch, scroll, click and resize', () => {
    expect([...USER_ACTIVITY_EVENTS].sort()).toEqual(
      ['click', 'keydown', 'mousedown', 'mousemove', 'resize', 'scroll', 'touchstart'].sort(),
    );
  });

  it('starts once on the first activity and removes every listener', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const start = vi.fn();
    onFirstActivity(target, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(USER_ACTIVITY_EVENTS.length);
  });

  it('never starts after the cleanup', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstActivity(target, start)();
    target.dispatchEvent(new Event('click'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('startShopper', () => {
  const shop: Record<string, Handler> = {
    getCart: reply(getCartData(2, false)),
    getCartSummary: reply({ cart: { contents: { itemCount: 2 } } }),
  };

  it('reads at once on checkout, my-account and order-summary, with no listener left behind', async () => {
    const { shopper, names } = fakeShop(shop);
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    startShopper(shopper, target, '/de-DE/checkout');
    await settle();
    expect(names()).toEqual(['getCart']);
    expect(add).not.toHaveBeenCalled();
  });

  it('elsewhere waits for the first activity, then reads once', async () => {
    const { shopper, names } = fakeShop(shop);
    const target = new EventTarget();
    startShopper(shopper, target, '/products');
    await settle();
    expect(names()).toEqual([]);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('click'));
    await settle();
    expect(names()).toEqual(['getCart']);
  });

  it("shows a returning visitor's badge from the light count before any activity", async () => {
    const { shopper, names, storage } = fakeShop(shop);
    storage.setItem('ppe-cart-count', '2');
    startShopper(shopper, new EventTarget(), '/products');
    await settle();
    expect(names()).toEqual(['getCartSummary']);
  });

  it('reads at once for a browser signed in at its last visit, or when the setting is off', async () => {
    const hinted = fakeShop(shop);
    hinted.storage.setItem('ppe-signed-in', '1');
    startShopper(hinted.shopper, new EventTarget(), '/products');
    const always = fakeShop(shop, { settings: { initOnUserAction: false } });
    startShopper(always.shopper, new EventTarget(), '/products');
    await settle();
    expect(hinted.names()).toEqual(['getCart']);
    expect(always.names()).toEqual(['getCart']);
  });
});
