'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useCart } from '@/features/cart/components/cart-provider';
import { forgetPlacedOrders } from '@/features/checkout/placed-order';
import {
  idsToMerge,
  parseStoredWishlist,
  toggleWishlist,
  WISHLIST_STORAGE_KEY,
} from '@/features/wishlist/wishlist';
import { useRouter } from '@/i18n/navigation';
import { callAccount } from '../api';
import { accountCreated, registerVariables } from '../register';
import { pathAfterLogout } from '../store-init';
import type { AccountState, Customer, LoginClient, Viewer } from '../types';

export interface AccountResult {
  ok: boolean;
  /** The backend's first message (spec section 8: it is shown as it is). */
  message?: string;
  /** After a registration: false when the account was made but nobody could be signed in to it. */
  signedIn?: boolean;
}

export interface AccountStore {
  /** False until cart and account have been read. */
  loaded: boolean;
  viewer: Viewer | null;
  customer: Customer | null;
  loginClients: LoginClient[];
  /** Reads the account now if it has not been read yet. */
  load: () => void;
  refresh: () => Promise<AccountState | null>;
  login: (username: string, password: string) => Promise<AccountResult>;
  register: (input: { email: string; password: string; username?: string }) => Promise<AccountResult>;
  /** The OAuth callback; `noViewer` when tokens came back but nobody is signed in (spec: the SSL error). */
  loginWithProvider: (
    provider: string,
    code: string,
    state: string,
  ) => Promise<AccountResult & { noViewer?: boolean }>;
  logout: () => Promise<void>;
  wishlist: {
    ids: number[];
    /** The account's list has been read (always true when logged out). */
    ready: boolean;
    has: (productId: number) => boolean;
    toggle: (productId: number, add: boolean) => Promise<AccountResult>;
  };
}

const AccountContext = createContext<AccountStore | null>(null);

function readLocalWishlist(): number[] {
  try {
    return parseStoredWishlist(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return [];
  }
}
function writeLocalWishlist(ids: readonly number[]) {
  try {
    if (ids.length > 0) window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
    else window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Storage disabled: the list lives for this page only.
  }
}

interface LoginData {
  login?: { user?: { databaseId?: number | null } | null } | null;
}
interface WishlistData {
  customer?: { wishlistProductIds?: number[] | null } | null;
  addToWishlist?: { productIds?: number[] | null } | null;
  removeFromWishlist?: { productIds?: number[] | null } | null;
}

/**
 * The signed-in shopper beside the cart store (issue 5): viewer and customer come with getCart
 * (cart store), this adds sign-in, registration, logout and the wishlist (browser list when logged
 * out, the account's when logged in; the browser list merges into the account on sign-in).
 */
export function AccountProvider({
  children,
  accountWishlist = true,
}: {
  children: ReactNode;
  /**
   * The backend keeps wishlists in accounts (a store plugin). Without it the wishlist stays in the
   * browser for everyone, signed in or not: the hearts keep working as a shopper expects, on this
   * device, instead of vanishing or failing (lib/commerce/capabilities.ts).
   */
  accountWishlist?: boolean;
}) {
  const t = useTranslations('account.errors');
  const cartStore = useCart();
  const { account, load, reload, ensureLoaded } = cartStore;
  const router = useRouter();
  const pathname = usePathname();
  const [localIds, setLocalIds] = useState<number[]>([]);
  const [accountIds, setAccountIds] = useState<number[] | null>(null);
  const unreachable = t('generic');
  const viewer = account?.viewer ?? null;
  // The account's list is used only when the backend keeps one.
  const accountListOwner = accountWishlist ? viewer : null;
  const viewerRef = useRef(accountListOwner);
  viewerRef.current = accountListOwner;

  useEffect(() => {
    setLocalIds(readLocalWishlist());
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_STORAGE_KEY) setLocalIds(parseStoredWishlist(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const fetchAccountWishlist = useCallback(async () => {
    const answer = await callAccount<WishlistData>('getWishlist', {}, unreachable);
    setAccountIds(answer.data?.customer?.wishlistProductIds ?? []);
  }, [unreachable]);

  // The account's wishlist is read once someone is signed in; it is forgotten on logout.
  const viewerId = accountListOwner?.databaseId ?? null;
  useEffect(() => {
    if (viewerId === null) {
      setAccountIds(null);
      return;
    }
    void fetchAccountWishlist();
  }, [viewerId, fetchAccountWishlist]);

  /** After any sign-in: read cart and account again, then move the browser's wishlist into the account. */
  const afterSignIn = useCallback(async () => {
    const state = await reload();
    if (!state?.viewer || !accountWishlist) return state;
    const local = readLocalWishlist();
    if (local.length > 0) {
      const current = await callAccount<WishlistData>('getWishlist', {}, unreachable);
      const merge = idsToMerge(local, current.data?.customer?.wishlistProductIds ?? []);
      const answer =
        merge.length > 0
          ? await callAccount<WishlistData>('addToWishlist', { productIds: merge }, unreachable)
          : null;
      if (!answer || answer.errors.length === 0) {
        writeLocalWishlist([]);
        setLocalIds([]);
      }
    }
    await fetchAccountWishlist();
    return state;
  }, [reload, unreachable, fetchAccountWishlist, accountWishlist]);

  const login = useCallback(
    async (username: string, password: string): Promise<AccountResult> => {
      const answer = await callAccount<LoginData>(
        'login',
        { username: username.trim(), password },
        unreachable,
      );
      if (answer.errors.length > 0 || !answer.data?.login)
        return { ok: false, message: answer.errors[0] ?? t('generic') };
      await afterSignIn();
      return { ok: true };
    },
    [afterSignIn, unreachable, t],
  );

  const register = useCallback(
    async (input: { email: string; password: string; username?: string }): Promise<AccountResult> => {
      const variables = registerVariables(input);
      const answer = await callAccount<{ registerCustomer?: unknown }>(
        'registerCustomer',
        variables,
        unreachable,
      );
      if (!accountCreated(answer.data)) {
        return { ok: false, message: answer.errors[0] ?? t('generic') };
      }
      // The account exists from here on, whatever else went wrong: it is never reported as a failure.
      const state = await afterSignIn();
      if (state?.viewer) return { ok: true, signedIn: true };
      // A backend that registered without signing in (no tokens): sign in with the same credentials.
      const signedIn = await callAccount<LoginData>(
        'login',
        { username: variables.input.email, password: input.password },
        unreachable,
      );
      if (signedIn.errors.length === 0 && signedIn.data?.login) {
        const after = await afterSignIn();
        if (after?.viewer) return { ok: true, signedIn: true };
      }
      return { ok: true, signedIn: false };
    },
    [afterSignIn, unreachable, t],
  );

  const loginWithProvider = useCallback(
    async (provider: string, code: string, state: string) => {
      const answer = await callAccount<LoginData>(
        'loginWithProvider',
        { input: { provider, oauthResponse: { code, state } } },
        unreachable,
      );
      if (answer.errors.length > 0 || !answer.data?.login)
        return { ok: false, message: answer.errors[0] ?? t('generic') };
      const signedIn = await afterSignIn();
      if (!signedIn?.viewer) return { ok: false, noViewer: true };
      return { ok: true };
    },
    [afterSignIn, unreachable, t],
  );

  const logout = useCallback(async () => {
    await callAccount('Logout', {}, unreachable);
    // Orders this tab placed are the signed-out shopper's to see no more.
    try {
      forgetPlacedOrders(window.sessionStorage);
    } catch {
      // Storage disabled: nothing was kept.
    }
    setAccountIds(null);
    await reload();
    const next = pathAfterLogout(pathname);
    if (next) router.push(next);
  }, [reload, unreachable, pathname, router]);

  const toggle = useCallback(
    async (productId: number, add: boolean): Promise<AccountResult> => {
      const state = await ensureLoaded();
      if (!accountWishlist || !(state?.viewer ?? viewerRef.current)) {
        const next = toggleWishlist(readLocalWishlist(), productId, add);
        writeLocalWishlist(next);
        setLocalIds(next);
        return { ok: true };
      }
      // Shown at once; the backend's answer (its list) then wins.
      setAccountIds((ids) => toggleWishlist(ids ?? [], productId, add));
      const answer = await callAccount<WishlistData>(
        add ? 'addToWishlist' : 'removeFromWishlist',
        { productIds: [productId] },
        unreachable,
      );
      const ids = answer.data?.addToWishlist?.productIds ?? answer.data?.removeFromWishlist?.productIds;
      if (ids) setAccountIds(ids);
      if (answer.errors.length > 0) {
        await fetchAccountWishlist();
        return { ok: false, message: answer.errors[0] };
      }
      return { ok: true };
    },
    [ensureLoaded, unreachable, fetchAccountWishlist, accountWishlist],
  );

  const wishlistIds = accountListOwner ? (accountIds ?? []) : localIds;
  const store = useMemo<AccountStore>(
    () => ({
      loaded: account !== null,
      viewer,
      customer: account?.customer ?? null,
      loginClients: account?.loginClients ?? [],
      load,
      refresh: reload,
      login,
      register,
      loginWithProvider,
      logout,
      wishlist: {
        ids: wishlistIds,
        ready: !accountListOwner || accountIds !== null,
        has: (productId) => wishlistIds.includes(productId),
        toggle,
      },
    }),
    [
      account,
      viewer,
      load,
      reload,
      login,
      register,
      loginWithProvider,
      logout,
      wishlistIds,
      accountIds,
      accountListOwner,
      toggle,
    ],
  );

  return <AccountContext.Provider value={store}>{children}</AccountContext.Provider>;
}

export function useAccount(): AccountStore {
  const store = useContext(AccountContext);
  if (!store) throw new Error('useAccount() must be used inside <AccountProvider> (the app shell)');
  return store;
}
