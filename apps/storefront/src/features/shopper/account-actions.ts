/**
 * The account concern of the shopper's store: sign-in, registration, provider sign-in and logout.
 * Viewer and customer come with every cart read (cart-actions.ts); after any sign-in they are read
 * again and the browser's wishlist moves into the account (wishlist-actions.ts).
 */

import type { LoginProviderEnum } from '@/graphql/generated';
import {
  LoginOperation,
  LoginWithProviderOperation,
  LogoutOperation,
  RegisterCustomerOperation,
} from '@/graphql/generated/browser-operations.generated';
import type { PersistedOperation } from '@/lib/commerce/browser/browser-client';
import { hasCode, type ShopError } from '@/lib/commerce/errors/error-message';
import { STOCK_LOGIN_REFUSED } from '@/lib/commerce/errors/stock-messages';
import type { AccountState } from './account-types';
import { accountCreated, registerVariables } from './register';
import type { ShopperEnv, ShopperResult } from './store';
import type { WishlistActions } from './wishlist-actions';

export interface AccountActions {
  /**
   * `wrongCredentials`: the backend refused the username and password themselves (it says the
   * same of an unknown account), so the form can say how to go on.
   */
  login: (username: string, password: string) => Promise<ShopperResult & { wrongCredentials?: boolean }>;
  /** `signedIn` false: the account was made but nobody could be signed in to it. */
  register: (input: {
    email: string;
    password: string;
    username?: string;
  }) => Promise<ShopperResult & { signedIn?: boolean }>;
  /** The OAuth callback; `noViewer` when tokens came back but nobody is signed in (spec: the SSL error). */
  loginWithProvider: (
    provider: string,
    code: string,
    state: string,
  ) => Promise<ShopperResult & { noViewer?: boolean }>;
  /** Spec section 4: logout clears cart, cookies, customer and viewer. */
  logout: () => Promise<void>;
}

export function createAccountActions(
  env: ShopperEnv,
  /** The cart's part of the store (features/cart/cart-actions.ts): read anew, or emptied at logout. */
  cart: { reload: () => Promise<AccountState | null>; clear: () => void },
  wishlist: Pick<WishlistActions, 'afterSignIn' | 'forgetAccountList'>,
): AccountActions {
  const generic = () => env.messages().accountGeneric;
  const call = <TResult, TVariables>(
    operation: PersistedOperation<TResult, TVariables>,
    variables: TVariables,
  ) => env.call(operation, variables, generic());
  /** A refusal: the backend's first, in the shopper's words (the sentence as sent for an unknown code). */
  const refused = async (errors: ShopError[]) => ({
    ok: false,
    message: (await env.describe(errors[0])) ?? generic(),
  });
  /** This shop's code, or a stock Headless Login site's sentence (it sends no code). */
  const credentialsRefused = (error: ShopError | undefined) =>
    hasCode(error, 'LOGIN_FAILED') || STOCK_LOGIN_REFUSED.has(error?.message ?? '');
  const afterSignIn = () => wishlist.afterSignIn(cart.reload);
  const signIn = (username: string, password: string) =>
    call(LoginOperation, { username: username.trim(), password });

  return {
    login: async (username, password) => {
      const answer = await signIn(username, password);
      if (answer.errors.length > 0 || !answer.data?.login) {
        const result = await refused(answer.errors);
        return credentialsRefused(answer.errors[0]) ? { ...result, wrongCredentials: true } : result;
      }
      await afterSignIn();
      return { ok: true };
    },
    register: async (input) => {
      const variables = registerVariables(input);
      const answer = await call(RegisterCustomerOperation, variables);
      if (!accountCreated(answer.data)) return refused(answer.errors);
      // The account exists from here on, whatever else went wrong: it is never reported as a failure.
      if ((await afterSignIn())?.viewer) return { ok: true, signedIn: true };
      // A backend that registered without signing in (no tokens): sign in with the same credentials.
      const signedIn = await signIn(String(variables.input.email), input.password);
      if (signedIn.errors.length === 0 && signedIn.data?.login && (await afterSignIn())?.viewer) {
        return { ok: true, signedIn: true };
      }
      return { ok: true, signedIn: false };
    },
    loginWithProvider: async (provider, code, state) => {
      const answer = await call(LoginWithProviderOperation, {
        // A provider the backend does not know is refused by it, with its own message.
        input: { provider: provider as LoginProviderEnum, oauthResponse: { code, state } },
      });
      if (answer.errors.length > 0 || !answer.data?.login) return refused(answer.errors);
      if (!(await afterSignIn())?.viewer) return { ok: false, noViewer: true };
      return { ok: true };
    },
    logout: async () => {
      await call(LogoutOperation, {});
      env.forgetPlacedOrders();
      cart.clear();
      wishlist.forgetAccountList();
      // The guest's cart and session, read afresh.
      await cart.reload();
    },
  };
}
