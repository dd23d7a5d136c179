import { callShop, type RouteAnswer } from '@/lib/commerce/shop-route';
import type { AccountOperationName } from './operations';

/** What the same-origin route answers for an account operation: its data and the backend's messages. */
export type AccountAnswer<TData> = RouteAnswer<TData>;

/** Runs an allowed account operation through /api/graphql from the browser (the cookies go along). */
export const callAccount = <TData>(
  operationName: AccountOperationName,
  variables: Record<string, unknown>,
  fallbackMessage: string,
): Promise<AccountAnswer<TData>> => callShop<TData>(operationName, variables, fallbackMessage);
