/**
 * Posting one registered operation to the same-origin /api/graphql route: its id and variables
 * only (the route holds the documents and attaches the httpOnly session and auth cookies). Never
 * throws. The order of calls is kept here, for every caller alike (the typed client and the
 * session recovery's Logout).
 */
import { type ShopError, shopErrorOf } from '../errors/error-message';
import { routeAddressForPage } from '../page-language';
import type { PersistedOperation } from './persisted-operation';

export interface RouteAnswer<TData> {
  data: TData | null;
  /** The backend's refusals: its sentence, and the code, field and params to word them by (error-message.ts). */
  errors: ShopError[];
  /**
   * False when no answer came at all (the network failed, or the page navigated away and the
   * browser aborted the request): nothing is known about the shop then, so nothing is recovered.
   */
  reached?: boolean;
  /** The fields a refused operation names (each error's `extensions.fieldErrors`, as sent). */
  fieldErrors?: unknown[];
}

export const ROUTE = '/api/graphql';

/**
 * The page's first call to the shop. WooGraphQL starts a new session for every request that comes
 * without a token and answers its token: calls sent side by side before any token is known (the
 * first cart read racing an add to cart) would each start one, and whichever answer came last
 * would replace the cart's session cookie. So the first call goes alone; the others wait for its
 * answer, which carries the cookie they then all send.
 */
let firstCall: Promise<unknown> | null = null;

/**
 * Calls under way. An operation that changes who the session belongs to (signing in, registering,
 * logging out) waits for them first: an answer to a call sent before it would otherwise arrive
 * after it and put the previous session's cookie back (a customer's cart session after logout,
 * which the backend then refuses as someone else's).
 */
const inFlight = new Set<Promise<unknown>>();
const SESSION_CHANGING = new Set(['login', 'loginWithProvider', 'registerCustomer', 'Logout']);

export async function postOperation<TResult, TVariables>(
  operation: PersistedOperation<TResult, TVariables>,
  variables: TVariables,
): Promise<RouteAnswer<TResult> & { failure?: unknown }> {
  if (firstCall) await firstCall;
  if (SESSION_CHANGING.has(operation.name)) await Promise.allSettled([...inFlight]);
  try {
    const request = fetch(routeAddressForPage(ROUTE), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: operation.id, variables }),
      cache: 'no-store',
    });
    // A failed first call lets the others through: they start the session then.
    firstCall ??= request.catch(() => null);
    const settled = request.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    const response = await request;
    const body = (await response.json()) as {
      data?: TResult | null;
      errors?: Array<{ message: string; extensions?: { fieldErrors?: unknown } }>;
    };
    const fieldErrors = (body.errors ?? []).flatMap((error) => {
      const named = error.extensions?.fieldErrors;
      return Array.isArray(named) ? named : [];
    });
    return {
      data: body.data ?? null,
      errors: (body.errors ?? []).map(shopErrorOf),
      reached: true,
      ...(fieldErrors.length > 0 ? { fieldErrors } : {}),
    };
  } catch (failure) {
    return { data: null, errors: [], reached: false, failure };
  }
}
