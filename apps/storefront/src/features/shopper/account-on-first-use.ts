/**
 * Sign-in, registration and logout, fetched when one is first asked for: every action is already
 * asynchronous, and a catalogue page, where nobody signs in, no longer loads their code. The page's
 * deferred shopper (deferred-shopper.ts) puts its account this way too, over the actions it loads.
 */
import type { AccountActions } from './account-actions';

export function accountOnFirstUse(load: () => Promise<AccountActions>): AccountActions {
  let loaded: Promise<AccountActions> | undefined;
  const actions = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    login: async (username, password) => (await actions()).login(username, password),
    register: async (input) => (await actions()).register(input),
    loginWithProvider: async (provider, code, state) =>
      (await actions()).loginWithProvider(provider, code, state),
    logout: async () => (await actions()).logout(),
  };
}
