/** Which cart rules a request's schema profile applies (items.ts, CartRules). */
import type { Context } from '../graphql/context.ts';
import { type CartRules, STOCK_CART_RULES, STORE_CART_RULES } from './items.ts';

/**
 * The stock profile serves none of this store's extensions, so it applies none of their rules:
 * its carts take any quantity and charge the plain price, as a stock WooCommerce site would.
 */
export const cartRulesOf = (context: Pick<Context, 'profile'>): CartRules =>
  context.profile === 'stock' ? STOCK_CART_RULES : STORE_CART_RULES;
