import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_BEHIND_ADD_MS } from '@/features/cart/cart-actions';
import { selectCartItemCount } from '@/features/shopper/selectors';
import { ADDS_TO_CART } from '@/features/shopper/store-init';
import {
  answer,
  cartAnswer,
  deferred,
  fakeShop,
  getCartData,
  type Handler,
  reply,
  settle,
} from '@/testing/fake-shop';
import { startShopper } from './store-start';

/** A page element for the activity listeners: inside Add to cart or not. */
class Control extends EventTarget {
  constructor(private readonly addsToCart: boolean) {
    super();
  }
  closest(selector: string) {
    return this.addsToCart && selector === `[${ADDS_TO_CART}]` ? this : null;
  }
}

/** The first activity of the page, on `control`, as the window's listeners see it. */
function firstActivityOn(control: Control, type = 'touchstart') {
  const page = new EventTarget();
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: control });
  return { page, fire: () => page.dispatchEvent(event) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an addition counted at once', () => {
  it('shows in the badge and the panel while on its way, then the answered cart replaces it', async () => {
    const held = deferred<ReturnType<typeof answer>>();
    const { shopper, store } = fakeShop({
      getCart: reply(getCartData(1, false)),
      addToCart: () => held.promise,
    });
    await shopper.cart.ensureLoaded();
    const adding = shopper.cart.addToCart({ productId: 12, quantity: 2, name: 'FFP3 mask' });
    expect(selectCartItemCount(store.getState())).toBe(3);
    expect(store.getState().adding).toEqual([expect.objectContaining({ name: 'FFP3 mask', quantity: 2 })]);
    held.resolve(answer(cartAnswer('addToCart', 3)));
    await adding;
    expect(store.getState().adding).toEqual([]);
    expect(selectCartItemCount(store.getState())).toBe(3);
  });

  it('is taken back with the refusal, and the count is what the cart holds', async () => {
    const { shopper, store } = fakeShop({
      getCart: reply(getCartData(1, false)),
      addToCart: reply(null, ['Only 2 left in stock.']),
    });
    await shopper.cart.ensureLoaded();
    const counts: number[] = [];
    store.subscribe((state) => counts.push(selectCartItemCount(state)));
    const result = await shopper.cart.addToCart({ productId: 12, quantity: 5, name: 'FFP3 mask' });
    expect(result).toEqual({ ok: false, message: 'Only 2 left in stock.' });
    expect(counts).toContain(6);
    expect(selectCartItemCount(store.getState())).toBe(1);
    expect(store.getState().adding).toEqual([]);
  });

  it('is never counted twice: the answered cart and the end of the wait come in one update', async () => {
    const { shopper, store } = fakeShop({ addToCart: reply(cartAnswer('addToCart', 1)) });
    const counts: number[] = [];
    store.subscribe((state) => counts.push(selectCartItemCount(state)));
    await shopper.cart.addToCart({ productId: 12, quantity: 1 });
    expect(counts.every((count) => count <= 1)).toBe(true);
  });
});

describe("a new guest's first addition", () => {
  const shop: Record<string, Handler> = {
    getCart: reply(getCartData(1, false)),
    addToCart: reply(cartAnswer('addToCart', 1)),
  };

  it('goes first when the first activity is on Add to cart: one round trip to the count, the read after', async () => {
    const { shopper, names } = fakeShop(shop);
    const { page, fire } = firstActivityOn(new Control(true));
    startShopper(shopper, page, '/product/ffp3-mask');
    fire();
    await settle();
    expect(names()).toEqual([]);
    await shopper.cart.addToCart({ productId: 12, quantity: 1 });
    await settle();
    expect(names()).toEqual(['addToCart', 'getCart']);
  });

  it('reads as before when the first activity is elsewhere', async () => {
    const { shopper, names } = fakeShop(shop);
    const { page, fire } = firstActivityOn(new Control(false));
    startShopper(shopper, page, '/product/ffp3-mask');
    fire();
    await shopper.cart.addToCart({ productId: 12, quantity: 1 });
    expect(names()).toEqual(['getCart', 'addToCart']);
  });

  it('reads anyway when no addition follows the activity', async () => {
    vi.useFakeTimers();
    const { shopper, names } = fakeShop(shop);
    const { page, fire } = firstActivityOn(new Control(true));
    startShopper(shopper, page, '/product/ffp3-mask');
    fire();
    await vi.advanceTimersByTimeAsync(READ_BEHIND_ADD_MS - 1);
    expect(names()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(names()).toEqual(['getCart']);
  });

  it('reads at once when the panel opens before the addition', async () => {
    const { shopper, names } = fakeShop(shop);
    const { page, fire } = firstActivityOn(new Control(true));
    startShopper(shopper, page, '/product/ffp3-mask');
    fire();
    shopper.cart.load();
    await settle();
    expect(names()).toEqual(['getCart']);
  });
});
