/**
 * The former by-name entry point, kept as a thin wrapper while callers move to the typed client
 * (./browser-client.ts): it finds the registered operation by name and answers the mapped shapes
 * the route used to answer (a cart operation's storefront cart, getCart's account too).
 * @deprecated Call `callShop(SomeOperation, variables, fallbackMessage)` from ./browser-client.
 */
import { accountOf, cartOf } from '@/features/cart/api';
import type { GetCartQuery } from '@/graphql/generated';
import * as operations from '@/graphql/generated/browser-operations.generated';
import { callShop as callTyped } from './browser-client';
import type { PersistedOperation } from './persisted-operation';
import type { RouteAnswer } from './route-call';

export { debugEnabled } from './browser-client';
export type { RouteAnswer } from './route-call';

const CART_OPERATIONS = new Set([
  'getCart',
  'addToCart',
  'UpDateCartQuantity',
  'EmptyCart',
  'applyCoupon',
  'removeCoupons',
  'ChangeShippingMethod',
]);

const byName = new Map<string, PersistedOperation<unknown, unknown>>(
  Object.values(operations).flatMap((value) =>
    typeof value === 'object' && 'id' in value && 'name' in value
      ? [[String(value.name), value as PersistedOperation<unknown, unknown>]]
      : [],
  ),
);

export async function callShop<TData>(
  operationName: string,
  variables: Record<string, unknown>,
  fallbackMessage: string,
): Promise<RouteAnswer<TData>> {
  const operation = byName.get(operationName);
  if (!operation) return { data: null, errors: ['Operation not allowed'], reached: true };
  const answer = await callTyped(operation, variables, fallbackMessage);
  if (!CART_OPERATIONS.has(operationName) || !answer.reached) return answer as RouteAnswer<TData>;
  const data = {
    cart: cartOf(answer.data),
    ...(operationName === 'getCart' ? { account: accountOf(answer.data as GetCartQuery | null) } : {}),
  };
  return { ...answer, data: data as TData };
}
