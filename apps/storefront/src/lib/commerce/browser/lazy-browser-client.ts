/**
 * callShop for the forms every page carries (the footer's newsletter sign-up, a product's review):
 * the browser client, with its call queue and session recovery, is fetched when the shopper starts
 * filling one in (preloadBrowserClient, on focus) or at the latest with the call, not with each
 * page's first scripts. Like callShop it never throws: a client that cannot be fetched answers as
 * an unreachable shop.
 */
import type { PersistedOperation } from './persisted-operation';
import type { RouteAnswer } from './route-call';

const loadClient = () => import('./browser-client');

export function preloadBrowserClient(): void {
  loadClient().catch(() => undefined);
}

export async function callShopLazily<TResult, TVariables>(
  operation: PersistedOperation<TResult, TVariables>,
  variables: TVariables,
  fallbackMessage: string,
): Promise<RouteAnswer<TResult>> {
  let client: Awaited<ReturnType<typeof loadClient>>;
  try {
    client = await loadClient();
  } catch {
    return { data: null, errors: [{ message: fallbackMessage }], reached: false };
  }
  return client.callShop(operation, variables, fallbackMessage);
}
