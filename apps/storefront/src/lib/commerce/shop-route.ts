/**
 * The browser's one way to the shop: POST {operationName, variables} to the same-origin
 * /api/graphql route, which holds the allowed documents and attaches the httpOnly session and auth
 * cookies. Answers the operation's data and the backend's messages in words; never throws. Errors
 * reach the console only with a `debug` query parameter (spec section 8).
 */

// session-recovery calls back into callShop (its Logout); the cycle is only between functions.
import { isFatalSessionError, recoverSession } from './session-recovery';

export interface RouteAnswer<TData> {
  data: TData | null;
  errors: string[];
  /**
   * False when no answer came at all (the network failed, or the page navigated away and the
   * browser aborted the request): nothing is known about the shop then, so nothing is recovered.
   */
  reached?: boolean;
}

const ROUTE = '/api/graphql';

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

export function debugEnabled(search: string): boolean {
  return new URLSearchParams(search).has('debug');
}

export async function callShop<TData>(
  operationName: string,
  variables: Record<string, unknown>,
  /** What the shopper reads when the shop cannot be reached at all. */
  fallbackMessage: string,
): Promise<RouteAnswer<TData>> {
  if (firstCall) await firstCall;
  if (SESSION_CHANGING.has(operationName)) await Promise.allSettled([...inFlight]);
  let answer: RouteAnswer<TData>;
  try {
    const request = fetch(ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables }),
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
    const body = (await response.json()) as { data?: TData | null; errors?: Array<{ message: string }> };
    answer = {
      data: body.data ?? null,
      errors: (body.errors ?? []).map((error) => error.message),
      reached: true,
    };
  } catch (error) {
    answer = { data: null, errors: [fallbackMessage], reached: false };
    if (debugEnabled(window.location.search)) console.error(`[shop] ${operationName} failed`, error);
    return answer;
  }
  if (answer.errors.length > 0 && debugEnabled(window.location.search)) {
    console.error(`[shop] ${operationName}:`, answer.errors);
  }
  // Whichever call meets a dead session, the whole page starts afresh (spec section 8).
  if (operationName !== 'Logout' && answer.errors.some(isFatalSessionError)) void recoverSession();
  return answer;
}
