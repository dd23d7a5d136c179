/**
 * The wishlist concern of the shopper's store: the browser's list when logged out (or when the
 * backend keeps no wishlists), the account's when signed in; the browser's list moves into the
 * account on sign-in. A change shows at once; the backend's answer (its list) then wins.
 */

import {
  AddToWishlistOperation,
  GetWishlistOperation,
  RemoveFromWishlistOperation,
} from '@/graphql/generated/browser-operations.generated';
import type { PersistedOperation } from '@/lib/commerce/browser/browser-client';
import type { AccountState } from './account-types';
import { createLocalWishlist, storedWishlist } from './hints';
import { selectViewer, selectWishlistOwner } from './selectors';
import { type ShopperEnv, type ShopperResult, type ShopperStoreApi, watch, withStorage } from './store';
import { idsToMerge, toggleWishlist, WISHLIST_STORAGE_KEY } from './wishlist-storage';

/** What the wishlist part of the shopper's store offers; a new action is one more member below. */
export type WishlistActions = ReturnType<typeof createWishlistActions>;

export function createWishlistActions(
  store: ShopperStoreApi,
  env: ShopperEnv,
  ensureLoaded: () => Promise<AccountState | null>,
) {
  const generic = () => env.messages().accountGeneric;
  const readStored = () => storedWishlist(env);
  const writeStored = (ids: readonly number[]) => {
    withStorage(
      env,
      (storage) =>
        ids.length > 0
          ? storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids))
          : storage.removeItem(WISHLIST_STORAGE_KEY),
      undefined,
    );
    store.setState({ localWishlist: [...ids] });
  };
  const call = <TResult, TVariables>(
    operation: PersistedOperation<TResult, TVariables>,
    variables: TVariables,
  ) => env.call(operation, variables, generic());
  const readAccountList = async () => {
    const answer = await call(GetWishlistOperation, {});
    store.setState({ accountWishlistIds: answer.data?.customer?.wishlistProductIds ?? [] });
  };
  const toggleAccountList = (productId: number, add: boolean) =>
    store.setState((state) => ({
      accountWishlistIds: toggleWishlist(state.accountWishlistIds ?? [], productId, add),
    }));

  // The account's list is read once someone is signed in, and forgotten when nobody is. A sign-in
  // under way reads it itself, after the merge (a read before could answer last and hide the merge).
  let signingIn = 0;
  watch(
    store,
    (state) => selectWishlistOwner(state)?.databaseId ?? null,
    (ownerId) => {
      if (ownerId === null) store.setState({ accountWishlistIds: null });
      else if (signingIn === 0) void readAccountList();
    },
  );

  async function mergeIntoAccount() {
    const local = readStored();
    if (local.length > 0) {
      const current = await call(GetWishlistOperation, {});
      const merge = idsToMerge(local, current.data?.customer?.wishlistProductIds ?? []);
      const answer = merge.length > 0 ? await call(AddToWishlistOperation, { productIds: merge }) : null;
      // Kept in the browser until the account holds it: nothing a shopper chose is lost.
      if (!answer || answer.errors.length === 0) writeStored([]);
    }
    await readAccountList();
  }

  return {
    toggle: async (productId: number, add: boolean): Promise<ShopperResult> => {
      const account = await ensureLoaded();
      const state = store.getState();
      if (!state.accountWishlist || !(account?.viewer ?? selectViewer(state))) {
        writeStored(toggleWishlist(readStored(), productId, add));
        return { ok: true };
      }
      toggleAccountList(productId, add);
      const answer = add
        ? await call(AddToWishlistOperation, { productIds: [productId] })
        : await call(RemoveFromWishlistOperation, { productIds: [productId] });
      const data = answer.data;
      const ids =
        data && ('addToWishlist' in data ? data.addToWishlist : data.removeFromWishlist)?.productIds;
      if (ids) store.setState({ accountWishlistIds: ids });
      if (answer.errors.length > 0) {
        // Undone at once; the account's own list then replaces it.
        if (!ids) toggleAccountList(productId, !add);
        await readAccountList();
        return { ok: false, message: await env.describe(answer.errors[0]) };
      }
      return { ok: true };
    },
    /** Reads the browser's list (once the page runs in the browser); another tab changed it. */
    ...createLocalWishlist(store, env),
    /** Runs a sign-in (`signIn` reads the account anew), then moves the browser's list into the account. */
    afterSignIn: async (signIn: () => Promise<AccountState | null>): Promise<AccountState | null> => {
      signingIn += 1;
      try {
        const account = await signIn();
        if (selectWishlistOwner(store.getState())) await mergeIntoAccount();
        return account;
      } finally {
        signingIn -= 1;
      }
    },
    /** Logout: the account's list is nobody's to see any more. */
    forgetAccountList: (): void => store.setState({ accountWishlistIds: null }),
  };
}
