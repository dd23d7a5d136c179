/**
 * The browser's one way to the shop: POST {operationName, variables} to the same-origin
 * /api/graphql route, which holds the allowed documents and attaches the httpOnly session and auth
 * cookies. Answers the operation's data and the backend's messages in words; never throws. Errors
 * reach the console only with a `debug` query parameter (spec section 8).
 */

export interface RouteAnswer<TData> {
  data: TData | null;
  errors: string[];
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
    answer = { data: body.data ?? null, errors: (body.errors ?? []).map((error) => error.message) };
  } catch (error) {
    answer = { data: null, errors: [fallbackMessage] };
    if (debugEnabled(window.location.search)) console.error(`[shop] ${operationName} failed`, error);
    return answer;
  }
  if (answer.errors.length > 0 && debugEnabled(window.location.search)) {
    console.error(`[shop] ${operationName}:`, answer.errors);
  }
  return answer;
}
