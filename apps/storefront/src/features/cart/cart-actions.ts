/**
 * The cart concern of the shopper's store (spec section 4): read lazily and once per page, changed
 * through the allowed cart operations, and the account (viewer, customer) taken from every read.
 */
import type { AccountState } from '@/features/shopper/account-types';
import { type Cart, EMPTY_CART } from '@/features/shopper/cart-types';
import {
  COUNT_HINT_KEY,
  hintedCount,
  hintedSignedIn,
  SIGNED_IN_HINT_KEY,
  toCount,
  writeHint,
} from '@/features/shopper/hints';
import type {
  PendingAddition,
  ShopperEnv,
  ShopperResult,
  ShopperState,
  ShopperStoreApi,
} from '@/features/shopper/store';
import type { CheckoutMutationVariables, CustomerAddressInput } from '@/graphql/generated';
import {
  AddCartItemsOperation,
  AddToCartOperation,
  ApplyCouponOperation,
  ChangeShippingCountyOperation,
  ChangeShippingMethodOperation,
  CheckoutOperation,
  EmptyCartOperation,
  GetCartOperation,
  GetCartSummaryOperation,
  RemoveCouponsOperation,
  UpDateCartQuantityOperation,
} from '@/graphql/generated/browser-operations.generated';
import type { PersistedOperation } from '@/lib/commerce/browser/browser-client';
import type { ShopError } from '@/lib/commerce/errors/error-message';
import { type CartAddition, toCartItemInput } from './cart-action-types';
import { accountOf, cartOf } from './cart-answers';
import { announceAddition, withoutAddition } from './pending-additions';
import { chooseFreeShippingWhenOffered } from './shipping';

/** What a change showed while on its way, taken back with its answer. */
type Settle = (state: ShopperState) => Partial<ShopperState>;

/** How long the first read waits for the addition the shopper's first activity announced. */
export const READ_BEHIND_ADD_MS = 1_000;

interface Answer {
  cart: Cart | null;
  errors: ShopError[];
  sessionLost: boolean;
}

/**
 * What the cart part of the shopper's store offers. A new action is one more member here (and its
 * test): the page's deferred shopper forwards any of them (deferred-shopper.ts), and useCart offers
 * them to the islands.
 */
export type CartActions = ReturnType<typeof createCartActions>;

export function createCartActions(store: ShopperStoreApi, env: ShopperEnv) {
  let requested = false;
  let countRequested = false;
  let loading: Promise<AccountState | null> | null = null;
  // Answers can arrive out of order (a first read racing the add that triggered it): the cart of an
  // older request never replaces the cart of a newer one.
  let sent = 0;
  let shown = 0;
  const unreachable = () => env.messages().cartUnreachable;

  const hint = (key: string, value: string | null) => writeHint(env, key, value);
  const setCart = (cart: Cart): Partial<ShopperState> => {
    hint(COUNT_HINT_KEY, cart.itemCount > 0 ? String(cart.itemCount) : null);
    // Spec section 4: the updating flag clears whenever the cart changes, whoever changed it.
    return { cart, busy: false };
  };
  const setAccount = (account: AccountState): Partial<ShopperState> => {
    hint(SIGNED_IN_HINT_KEY, account.viewer ? '1' : null);
    return { account };
  };

  /** Every cart operation answers the cart it left, mapped here (cart-answers.ts). */
  async function call<TResult, TVariables>(
    operation: PersistedOperation<TResult, TVariables>,
    variables: TVariables,
  ) {
    const order = ++sent;
    const { data, errors, reached } = await env.call(operation, variables, unreachable());
    const answer = {
      data,
      cart: cartOf(data),
      errors,
      sessionLost: errors.some(env.isFatalSessionError),
      reached: reached !== false,
    };
    if (order < shown) return { ...answer, cart: null };
    shown = order;
    return answer;
  }

  /**
   * Takes the answer into the store at once, with `settled` (what the change showed while on its
   * way, taken back in the same update); the result waits only for the refusal's wording.
   */
  async function apply(
    answer: Answer,
    { account = null, settled }: { account?: AccountState | null; settled?: Settle } = {},
  ): Promise<ShopperResult> {
    // callShop has started the recovery (every cookie, storage, one reload).
    if (answer.sessionLost) {
      if (settled) store.setState(settled);
      return { ok: false, message: await env.describe(answer.errors[0]) };
    }
    store.setState((state) => ({
      ...(answer.cart ? setCart(answer.cart) : {}),
      ...(account ? setAccount(account) : {}),
      ...settled?.(state),
    }));
    return answer.errors.length > 0
      ? { ok: false, message: await env.describe(answer.errors[0]) }
      : { ok: true };
  }

  function reload() {
    const first = !requested;
    requested = true;
    const pending = call(GetCartOperation, {}).then((answer) => {
      // getCart answers who the shopper is beside the cart: viewer, customer, login clients.
      const account = accountOf(answer.data);
      void apply(answer, { account });
      if (first && answer.reached && !answer.cart && !answer.sessionLost && answer.errors.length > 0) {
        // The store could not start at all (spec section 4): start afresh, once.
        env.recoverSession();
      } else if (first && answer.cart) {
        env.forgetRecovery();
      }
      return account;
    });
    loading = pending;
    return pending;
  }

  // One change at a time, in the order the shopper made them: WooCommerce keeps the cart in one
  // session that each request reads and writes whole, so two changes on their way at once can undo
  // each other (a rate picked while the new address is being told would be lost).
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  function inTurn<T>(change: () => Promise<T>): Promise<T> {
    requested = true;
    waiting += 1;
    store.setState({ busy: true });
    const turn = queue.then(change);
    queue = turn.catch(() => undefined);
    return turn.finally(() => {
      waiting -= 1;
      store.setState({ busy: waiting > 0 });
    });
  }

  const mutate = <TResult, TVariables>(
    operation: PersistedOperation<TResult, TVariables>,
    variables: TVariables,
    settled?: Settle,
  ) => inTurn(async () => apply(await call(operation, variables), { settled }));

  // The read the first activity put behind an addition (loadBehindAdd): sent after the addition's
  // answer, or after READ_BEHIND_ADD_MS when no addition came.
  let readBehind: ReturnType<typeof setTimeout> | null = null;
  const readAfterAdd = () => {
    if (!readBehind) return false;
    clearTimeout(readBehind);
    readBehind = null;
    return true;
  };

  const shipping = (rateId: string) => mutate(ChangeShippingMethodOperation, { shippingMethods: [rateId] });

  // WooCommerce keeps the rate chosen before when free shipping becomes available: shipping.ts.
  const freeShipping = chooseFreeShippingWhenOffered(store, (rateId) => void shipping(rateId));

  return {
    /** Reads the cart now if it has not been read yet (the /cart page, the panel opening). */
    load: (): void => {
      readAfterAdd();
      if (!requested) void reload();
    },
    /**
     * The shopper's first activity is on an Add to cart: the addition goes first, alone, and starts
     * the session itself (WooGraphQL's addToCart does), so the count comes after one round trip; the
     * read of cart and account follows its answer (or comes after READ_BEHIND_ADD_MS if none is made).
     */
    loadBehindAdd: (): void => {
      if (requested || readBehind) return;
      readBehind = setTimeout(() => {
        readBehind = null;
        if (!requested) void reload();
      }, READ_BEHIND_ADD_MS);
    },
    /** Resolves once cart and account have been read (reading them now if needed). */
    ensureLoaded: (): Promise<AccountState | null> => {
      readAfterAdd();
      return requested && loading ? loading : reload();
    },
    /** Reads cart and account again (after a sign-in or a logout); resolves to the account read. */
    reload,
    /**
     * Counted at once (optimistic: the badge and an open cart panel show it while it is on its way),
     * then replaced by the cart the backend answers, or taken back with its refusal. `announced`:
     * counted already (pending-additions.ts), by a page whose cart actions were still loading.
     */
    addToCart: async (addition: CartAddition, announced?: PendingAddition): Promise<ShopperResult> => {
      const unlisted = withoutAddition(
        announced ?? announceAddition(store, addition.name ?? '', addition.quantity),
      );
      const readNext = readAfterAdd();
      const result = await mutate(AddToCartOperation, toCartItemInput(addition), unlisted).catch(
        (failure: unknown) => {
          // An answer takes it back in the update that shows it (apply); a failure, here.
          store.setState(unlisted);
          throw failure;
        },
      );
      // Who the shopper is comes with the read, which the first activity put behind this addition.
      if (readNext) void reload();
      if (result.ok && store.getState().settings.autoOpenCart) {
        store.setState((state) => ({ overlay: { kind: 'cart', path: state.path } }));
      }
      return result;
    },
    /**
     * Many additions in one request (quick order, buying an order again): the cart it leaves is
     * shown, and the answer goes back whole for what could not be added (cartErrors).
     */
    addItems: (additions: readonly CartAddition[]) =>
      inTurn(async () => {
        const answer = await call(AddCartItemsOperation, { items: additions.map(toCartItemInput) });
        const result = await apply(answer);
        return { ...result, cartErrors: answer.data?.addCartItems?.cartErrors ?? [] };
      }),
    setQuantity: (key: string, quantity: number) =>
      mutate(UpDateCartQuantityOperation, { items: [{ key, quantity: Math.max(0, Math.floor(quantity)) }] }),
    applyCoupon: (code: string) => mutate(ApplyCouponOperation, { code: code.trim() }),
    removeCoupon: (code: string) => mutate(RemoveCouponsOperation, { codes: [code] }),
    emptyCart: () => mutate(EmptyCartOperation, {}),
    /**
     * The checkout's country and state: told to the backend, then the cart read again for its rates
     * (the header badge and cart panel follow).
     */
    changeShippingDestination: (shipping: CustomerAddressInput) =>
      inTurn(async () => {
        // updateCustomer answers no cart: the rates for the new address come with the read after it.
        await env.call(ChangeShippingCountyOperation, { shipping }, unreachable());
        return apply(await call(GetCartOperation, {}));
      }),
    /** The shopper picks a shipping rate (their choice then stands over free shipping chosen for them). */
    chooseShippingRate: (rateId: string) => {
      freeShipping.shopperPicked();
      return shipping(rateId);
    },
    /**
     * Places the order the checkout's form built, in turn behind any cart change still on its way
     * (the order is made of the cart the backend holds). A placed order has emptied the cart, as
     * WooCommerce does: the badge shows it at once, while the checkout keeps showing its form until
     * the order's page replaces it. The answer goes back whole: the checkout reads the order, its
     * field refusals and its path from it (features/checkout/place-order.ts).
     */
    placeOrder: (variables: CheckoutMutationVariables, unreachableWords = unreachable()) =>
      inTurn(async () => {
        const answer = await env.call(CheckoutOperation, variables, unreachableWords);
        if (answer.data?.checkout?.order && answer.errors.length === 0) store.setState(setCart(EMPTY_CART));
        return answer;
      }),
    /** A returning visitor's badge from a light count (getCartSummary), before the whole cart is read. */
    readCount: (): void => {
      if (countRequested || hintedCount(env) === 0) return;
      countRequested = true;
      void env.call(GetCartSummaryOperation, {}, unreachable()).then(({ data }) => {
        // A dead session is recovered by callShop itself.
        if (data?.cart && !requested)
          store.setState({ countBeforeRead: toCount(data.cart.contents?.itemCount ?? 0) });
      });
    },
    /** This browser was signed in at its last visit: the store starts at once to show the avatar. */
    wasSignedIn: () => hintedSignedIn(env),
    /** Logout: cart, customer and viewer are gone at once (the next read brings the guest's). */
    clear: (): void =>
      store.setState((state) => ({
        ...setCart(EMPTY_CART),
        ...(state.account
          ? setAccount({ viewer: null, customer: null, loginClients: state.account.loginClients })
          : {}),
        countBeforeRead: 0,
      })),
  };
}
