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

export function debugEnabled(search: string): boolean {
  return new URLSearchParams(search).has('debug');
}

export async function callShop<TData>(
  operationName: string,
  variables: Record<string, unknown>,
  /** What the shopper reads when the shop cannot be reached at all. */
  fallbackMessage: string,
): Promise<RouteAnswer<TData>> {
  let answer: RouteAnswer<TData>;
  try {
    const response = await fetch(ROUTE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables }),
      cache: 'no-store',
    });
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
