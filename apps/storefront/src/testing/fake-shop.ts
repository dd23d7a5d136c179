/**
 * A shop for the shopper store's tests: answers by operation name with data shaped as the backend
 * sends it (the generated result types), records every call, keeps storage in memory.
 */

import { createShopper } from '@/features/shell/shopper/shopper';
import { type Cart, EMPTY_CART } from '@/features/shopper/cart-types';
import type { CartSettings, ShopperEnv } from '@/features/shopper/store';
import type { AccountViewerFragment, CartContentFragment } from '@/graphql/generated';
import type { PersistedOperation, RouteAnswer } from '@/lib/commerce/browser/browser-client';
import { isFatalSessionError } from '@/lib/commerce/browser/session-recovery';

type Answer = RouteAnswer<unknown>;
export type Handler = (variables: Record<string, unknown>) => Answer | Promise<Answer>;

export const SETTINGS: CartSettings = {
  currency: 'USD',
  freeShippingThreshold: 10000,
  autoOpenCart: true,
  initOnUserAction: true,
  packSizes: false,
  quantityTiers: false,
  purchaseOrderRequired: false,
};

export const VIEWER: AccountViewerFragment = {
  id: 'dXNlcjo3',
  databaseId: 7,
  name: 'Ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  nicename: 'ada',
  avatar: null,
};

const LOGIN_CLIENTS = [
  { name: 'Google', provider: 'GOOGLE', isEnabled: true, authorizationUrl: 'https://accounts.example/auth' },
];

export interface Rate {
  id: string;
  label: string;
  cost: string;
}

/** A WooGraphQL cart (CartContent fragment) holding `itemCount` items. */
export function wooCart(itemCount: number, rates: Rate[] = [], chosen: string[] = []): CartContentFragment {
  return {
    isEmpty: itemCount === 0,
    needsShippingAddress: itemCount > 0,
    subtotal: '$0.00',
    total: '$0.00',
    shippingTotal: '$0.00',
    discountTotal: '$0.00',
    totalTax: '$0.00',
    chosenShippingMethods: chosen,
    appliedCoupons: [],
    availableShippingMethods: rates.length > 0 ? [{ rates }] : [],
    contents: { itemCount, productCount: itemCount > 0 ? 1 : 0, nodes: [] },
  };
}

/** getCart's answer: the cart, and who the shopper is (the guest's session customer, or the signed-in viewer). */
export function getCartData(itemCount: number, signedIn: boolean, rates: Rate[] = [], chosen: string[] = []) {
  return {
    cart: wooCart(itemCount, rates, chosen),
    customer: { id: signedIn ? 'Y3VzdG9tZXI6Nw==' : 'guest', databaseId: signedIn ? 7 : 0, email: null },
    viewer: signedIn ? VIEWER : null,
    loginClients: LOGIN_CLIENTS,
  };
}

/** A cart as the storefront holds it (what the checkout hands over with adoptCart). */
export const storefrontCart = (itemCount: number, extra: Partial<Cart> = {}): Cart => ({
  ...EMPTY_CART,
  itemCount,
  ...extra,
});

/** A cart operation's answer: the cart it left, under the mutation's name. */
export const cartAnswer = (mutation: string, itemCount: number) => ({
  [mutation]: { cart: wooCart(itemCount) },
});

export const answer = (data: unknown, errors: string[] = []): Answer => ({
  data,
  errors: errors.map((message) => ({ message })),
  reached: true,
});
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
  options: { settings?: Partial<CartSettings>; accountWishlist?: boolean; giftCards?: boolean } = {},
) {
  const calls: Array<{ operationName: string; variables: Record<string, unknown> }> = [];
  const storage = new MemoryStorage();
  const events: string[] = [];
  const env: ShopperEnv = {
    call: async <TResult, TVariables>(
      operation: PersistedOperation<TResult, TVariables>,
      variables: TVariables,
      fallback: string,
    ) => {
      const asked = variables as Record<string, unknown>;
      calls.push({ operationName: operation.name, variables: asked });
      const handler = handlers[operation.name];
      // No handler: the shop cannot be reached, as the client answers then.
      const answered = handler
        ? await handler(asked)
        : { data: null, errors: [{ message: fallback }], reached: false };
      return answered as RouteAnswer<TResult>;
    },
    storage: () => storage,
    messages: () => ({ cartUnreachable: 'Cart unreachable', accountGeneric: 'Something went wrong' }),
    // The shop's words as sent: these tests hold no catalogue.
    describe: (error) => error?.message,
    isFatalSessionError,
    recoverSession: () => events.push('recoverSession'),
    forgetRecovery: () => events.push('forgetRecovery'),
    forgetPlacedOrders: () => events.push('forgetPlacedOrders'),
  };
  const shopper = createShopper(
    {
      settings: { ...SETTINGS, ...options.settings },
      accountWishlist: options.accountWishlist ?? true,
      giftCards: options.giftCards ?? false,
      path: '/products',
    },
    env,
  );
  const names = () => calls.map((call) => call.operationName);
  return { shopper, store: shopper.store, env, calls, names, storage, events };
}

/** Lets every pending promise and microtask run. */
export const settle = () => new Promise((done) => setTimeout(done, 0));
