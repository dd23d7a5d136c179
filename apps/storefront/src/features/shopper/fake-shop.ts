/** A shop for the shopper store's tests: answers by operation name, records every call, keeps storage in memory. */
import type { AccountState } from '@/features/account/types';
import { type Cart, EMPTY_CART } from '@/features/cart/types';
import type { RouteAnswer } from '@/lib/commerce/shop-route';
import { createShopper } from './shopper';
import type { CartSettings, ShopperEnv } from './store';

type Answer = RouteAnswer<unknown>;
export type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

export const SETTINGS: CartSettings = {
  currency: 'USD',
  freeShippingThreshold: 100,
  autoOpenCart: true,
  initOnUserAction: true,
};

export const GUEST: AccountState = {
  viewer: null,
  customer: null,
  loginClients: [{ name: 'Google', provider: 'GOOGLE', authorizationUrl: 'https://accounts.example/auth' }],
};

export const CUSTOMER: AccountState = {
  ...GUEST,
  viewer: {
    databaseId: 7,
    name: 'Ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    avatarUrl: null,
  },
};

export function cartWith(itemCount: number, extra: Partial<Cart> = {}): Cart {
  return { ...EMPTY_CART, itemCount, ...extra };
}

export const answer = (data: unknown, errors: string[] = []): Answer => ({ data, errors, reached: true });
/** A handler that always answers the same. */
export const reply =
  (data: unknown, errors: string[] = []): Handler =>
  () =>
    answer(data, errors);

export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Lets a test hold an answer back and release it later (answers arriving out of order). */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function fakeShop(
  handlers: Record<string, Handler>,
  options: { settings?: Partial<CartSettings>; accountWishlist?: boolean } = {},
) {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const storage = new MemoryStorage();
  const events: string[] = [];
  const env: ShopperEnv = {
    call: async <TData>(operationName: string, variables: Record<string, unknown>, fallback: string) => {
      calls.push({ operationName, variables });
      const handler = handlers[operationName];
      if (!handler) return { data: null, errors: [fallback], reached: false } as RouteAnswer<TData>;
      return (await handler(variables)) as RouteAnswer<TData>;
    },
    storage: () => storage,
    messages: () => ({ cartUnreachable: 'Cart unreachable', accountGeneric: 'Something went wrong' }),
    isFatalSessionError: (message) => /invalid session token/i.test(message),
    recoverSession: () => events.push('recoverSession'),
    forgetRecovery: () => events.push('forgetRecovery'),
    forgetPlacedOrders: () => events.push('forgetPlacedOrders'),
  };
  const shopper = createShopper(
    {
      settings: { ...SETTINGS, ...options.settings },
      accountWishlist: options.accountWishlist ?? true,
      path: '/products',
    },
    env,
  );
  const names = () => calls.map((call) => call.operationName);
  return { shopper, store: shopper.store, env, calls, names, storage, events };
}

/** Lets every pending promise and microtask run. */
export const settle = () => new Promise((done) => setTimeout(done, 0));
