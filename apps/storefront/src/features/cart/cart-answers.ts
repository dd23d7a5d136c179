import type { AccountState } from '@/features/shopper/account-types';
import type { Cart } from '@/features/shopper/cart-types';
import { mapAccountState } from '@/features/shopper/map-account';
import type { GetCartQuery } from '@/graphql/generated';
import { cartOfResult, mapCart } from './map-cart';

/**
 * The storefront's cart of any cart operation's answer (each answers the cart it left), mapped in
 * the browser from the generated result: /api/graphql answers every operation as the backend did,
 * with image URLs already on the shop's own origin.
 */
export function cartOf(data: unknown): Cart | null {
  const cart = cartOfResult(data);
  return cart ? mapCart(cart) : null;
}

/** Who the shopper is, from getCart's answer (spec: customer, viewer, loginClients). */
export function accountOf(data: GetCartQuery | null): AccountState | null {
  return data ? mapAccountState(data) : null;
}
