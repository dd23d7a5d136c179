/**
 * The browser's one typed way to the shop: `callShop(GetCartOperation, {}, unreachable)` runs a
 * registered operation (src/graphql/browser-operations.ts; generated ids in
 * src/graphql/generated/browser-operations.generated.ts) through the same-origin /api/graphql
 * route and answers the generated result type and the backend's messages in words; never throws.
 * Errors reach the console only with a `debug` query parameter (spec section 8); a dead session
 * starts the page afresh.
 */
import type { PersistedOperation } from './persisted-operation';
import { postOperation, type RouteAnswer } from './route-call';
import { isFatalSessionError, recoverSession } from './session-recovery';

export type { PersistedOperation, ResultOfOperation } from './persisted-operation';
export type { RouteAnswer } from './route-call';

export function debugEnabled(search: string): boolean {
  return new URLSearchParams(search).has('debug');
}

export async function callShop<TResult, TVariables>(
  operation: PersistedOperation<TResult, TVariables>,
  variables: TVariables,
  /** What the shopper reads when the shop cannot be reached at all. */
  fallbackMessage: string,
): Promise<RouteAnswer<TResult>> {
  const { failure, ...answer } = await postOperation(operation, variables);
  if (!answer.reached) {
    if (debugEnabled(window.location.search)) console.error(`[shop] ${operation.name} failed`, failure);
    return { ...answer, errors: [{ message: fallbackMessage }] };
  }
  if (answer.errors.length > 0 && debugEnabled(window.location.search)) {
    console.error(`[shop] ${operation.name}:`, answer.errors);
  }
  // Whichever call meets a dead session, the whole page starts afresh (spec section 8).
  if (operation.name !== 'Logout' && answer.errors.some(isFatalSessionError)) void recoverSession();
  return answer;
}
